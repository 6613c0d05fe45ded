import CGtk

/// The typed widget wrappers, named after GTK's classes: `Gtk.Label(widget).text = "…"` rather
/// than `gtk_label_set_text(cast(widget), "…")`. Each is a `Gtk.Wrapper` of its class, whose
/// calls (the ones the project makes) are in the file named after it.
public enum Gtk {
    /// A GtkLabel.
    public typealias Label = Wrapper<LabelClass>
    /// A GtkBox.
    public typealias Box = Wrapper<BoxClass>
    /// A GtkGrid.
    public typealias Grid = Wrapper<GridClass>
    /// A GtkScrolledWindow.
    public typealias ScrolledWindow = Wrapper<ScrolledWindowClass>
    /// A GtkOverlay.
    public typealias Overlay = Wrapper<OverlayClass>
    /// A GtkWindow.
    public typealias Window = Wrapper<WindowClass>
    /// A GtkToggleButton.
    public typealias ToggleButton = Wrapper<ToggleButtonClass>
    /// A GtkListBox.
    public typealias ListBox = Wrapper<ListBoxClass>
    /// A GtkListBoxRow.
    public typealias ListBoxRow = Wrapper<ListBoxRowClass>
    /// A GtkEditable.
    public typealias Editable = Wrapper<EditableClass>
    /// A GtkSwitch.
    public typealias Switch = Wrapper<SwitchClass>
    /// A GtkCheckButton.
    public typealias CheckButton = Wrapper<CheckButtonClass>
    /// A GtkButton..
    public typealias Button = Wrapper<ButtonClass>
    /// A GtkPopover.
    public typealias Popover = Wrapper<PopoverClass>
    /// A GtkStack.
    public typealias Stack = Wrapper<StackClass>
    /// A GtkImage.
    public typealias Image = Wrapper<ImageClass>
    /// A GtkHeaderBar.
    public typealias HeaderBar = Wrapper<HeaderBarClass>
    /// A GtkFlowBox.
    public typealias FlowBox = Wrapper<FlowBoxClass>

    /// The class of `Gtk.Label`.
    public enum LabelClass: WidgetClass { public static var gType: GType { gtk_label_get_type() } }
    /// The class of `Gtk.Box`.
    public enum BoxClass: WidgetClass { public static var gType: GType { gtk_box_get_type() } }
    /// The class of `Gtk.Grid`.
    public enum GridClass: WidgetClass { public static var gType: GType { gtk_grid_get_type() } }
    /// The class of `Gtk.ScrolledWindow`.
    public enum ScrolledWindowClass: WidgetClass { public static var gType: GType { gtk_scrolled_window_get_type() } }
    /// The class of `Gtk.Overlay`.
    public enum OverlayClass: WidgetClass { public static var gType: GType { gtk_overlay_get_type() } }
    /// The class of `Gtk.Window`.
    public enum WindowClass: WidgetClass { public static var gType: GType { gtk_window_get_type() } }
    /// The class of `Gtk.ToggleButton`.
    public enum ToggleButtonClass: WidgetClass { public static var gType: GType { gtk_toggle_button_get_type() } }
    /// The class of `Gtk.ListBox`.
    public enum ListBoxClass: WidgetClass { public static var gType: GType { gtk_list_box_get_type() } }
    /// The class of `Gtk.ListBoxRow`.
    public enum ListBoxRowClass: WidgetClass { public static var gType: GType { gtk_list_box_row_get_type() } }
    /// The class of `Gtk.Editable`.
    public enum EditableClass: WidgetClass { public static var gType: GType { gtk_editable_get_type() } }
    /// The class of `Gtk.Switch`.
    public enum SwitchClass: WidgetClass { public static var gType: GType { gtk_switch_get_type() } }
    /// The class of `Gtk.CheckButton`.
    public enum CheckButtonClass: WidgetClass { public static var gType: GType { gtk_check_button_get_type() } }
    /// The class of `Gtk.Button`.
    public enum ButtonClass: WidgetClass { public static var gType: GType { gtk_button_get_type() } }
    /// The class of `Gtk.Popover`.
    public enum PopoverClass: WidgetClass { public static var gType: GType { gtk_popover_get_type() } }
    /// The class of `Gtk.Stack`.
    public enum StackClass: WidgetClass { public static var gType: GType { gtk_stack_get_type() } }
    /// The class of `Gtk.Image`.
    public enum ImageClass: WidgetClass { public static var gType: GType { gtk_image_get_type() } }
    /// The class of `Gtk.HeaderBar`.
    public enum HeaderBarClass: WidgetClass { public static var gType: GType { gtk_header_bar_get_type() } }
    /// The class of `Gtk.FlowBox`.
    public enum FlowBoxClass: WidgetClass { public static var gType: GType { gtk_flow_box_get_type() } }
}
