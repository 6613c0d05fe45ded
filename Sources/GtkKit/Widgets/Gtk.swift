import CGtk

/// The typed widget wrappers, named after GTK's classes: `Gtk.Label(widget).text = "…"` rather
/// than `gtk_label_set_text(cast(widget), "…")`. Each is a `Gtk.Wrapper` of its class, whose
/// calls (the ones the project makes) are in the file named after it; some (GtkText, GtkViewport, …) are only
/// recognized (`widget.isA(Gtk.Text.gType)`).
public enum Gtk {
    /// GTK's enums the widget API takes, by Swift names (their cases: `EnumNames.swift`).
    public typealias Orientation = GtkOrientation
    /// A text direction (`.leftToRight`, `.rightToLeft`, `.none`).
    public typealias TextDirection = GtkTextDirection
    /// How a widget's size depends on the other dimension (`OwnedLayout.requestMode`).
    public typealias SizeRequestMode = GtkSizeRequestMode
    /// Widget states (hover, pressed, focused).
    public typealias StateFlags = GtkStateFlags
    /// When an event controller sees events (`.capture`, `.bubble`, …).
    public typealias PropagationPhase = GtkPropagationPhase
    /// What a part is to assistive technologies (`.button`, `.listItem`, …).
    public typealias AccessibleRole = GtkAccessibleRole
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
    /// A GtkText: the editable text inside an entry.
    public typealias Text = Wrapper<TextClass>
    /// A GtkPicture.
    public typealias Picture = Wrapper<PictureClass>
    /// A GtkCenterBox.
    public typealias CenterBox = Wrapper<CenterBoxClass>
    /// A GtkFixed.
    public typealias Fixed = Wrapper<FixedClass>
    /// A GtkGridView.
    public typealias GridView = Wrapper<GridViewClass>
    /// A GtkInscription.
    public typealias Inscription = Wrapper<InscriptionClass>
    /// A GtkViewport: what a scrolled window puts around a child that cannot scroll itself.
    public typealias Viewport = Wrapper<ViewportClass>
    /// A GtkAboutDialog: an application's name, version, logo and credits in a window of
    /// their own. `Gtk.Window(widget)` reaches the window's side (parent, modality, present).
    public typealias AboutDialog = Wrapper<AboutDialogClass>
    /// A GtkScale.
    public typealias Scale = Wrapper<ScaleClass>
    /// A GtkTextView.
    public typealias TextView = Wrapper<TextViewClass>
    /// A GtkEntry.
    public typealias Entry = Wrapper<EntryClass>
    /// A GtkTreeExpander.
    public typealias TreeExpander = Wrapper<TreeExpanderClass>
    /// A GtkMenuButton: a button that opens a menu (a `Menu` model) or a popover.
    public typealias MenuButton = Wrapper<MenuButtonClass>
    /// A GtkSpinButton.
    public typealias SpinButton = Wrapper<SpinButtonClass>
    /// A GtkSearchEntry: a text entry for a search (`search-changed` after a pause in typing,
    /// `stop-search` on Escape). `Gtk.Editable(widget)` reaches its text.
    public typealias SearchEntry = Wrapper<SearchEntryClass>
    /// A GtkApplicationWindow: a window of an application, which runs its `app.…` actions and
    /// keeps the application running while it is open. `Gtk.Window(widget)` reaches the rest.
    public typealias ApplicationWindow = Wrapper<ApplicationWindowClass>
    /// A GtkDropDown.
    public typealias DropDown = Wrapper<DropDownClass>
    /// A GtkListView.
    public typealias ListView = Wrapper<ListViewClass>
    /// A GtkColumnView.
    public typealias ColumnView = Wrapper<ColumnViewClass>
    /// A GtkActionable: a widget (a button, a toggle) that runs a named action when activated,
    /// and is insensitive while that action is disabled.
    public typealias Actionable = Wrapper<ActionableClass>
    /// A GtkDrawingArea.
    public typealias DrawingArea = Wrapper<DrawingAreaClass>

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
    /// The class of `Gtk.Text`.
    public enum TextClass: WidgetClass { public static var gType: GType { gtk_text_get_type() } }
    /// The class of `Gtk.Picture`.
    public enum PictureClass: WidgetClass { public static var gType: GType { gtk_picture_get_type() } }
    /// The class of `Gtk.CenterBox`.
    public enum CenterBoxClass: WidgetClass { public static var gType: GType { gtk_center_box_get_type() } }
    /// The class of `Gtk.Fixed`.
    public enum FixedClass: WidgetClass { public static var gType: GType { gtk_fixed_get_type() } }
    /// The class of `Gtk.GridView`.
    public enum GridViewClass: WidgetClass { public static var gType: GType { gtk_grid_view_get_type() } }
    /// The class of `Gtk.Inscription`.
    public enum InscriptionClass: WidgetClass { public static var gType: GType { gtk_inscription_get_type() } }
    /// The class of `Gtk.Viewport`.
    public enum ViewportClass: WidgetClass { public static var gType: GType { gtk_viewport_get_type() } }
    /// The class of `Gtk.AboutDialog`.
    public enum AboutDialogClass: WidgetClass { public static var gType: GType { gtk_about_dialog_get_type() } }
    /// The class of `Gtk.Scale`.
    public enum ScaleClass: WidgetClass { public static var gType: GType { gtk_scale_get_type() } }
    /// The class of `Gtk.TextView`.
    public enum TextViewClass: WidgetClass { public static var gType: GType { gtk_text_view_get_type() } }
    /// The class of `Gtk.Entry`.
    public enum EntryClass: WidgetClass { public static var gType: GType { gtk_entry_get_type() } }
    /// The class of `Gtk.TreeExpander`.
    public enum TreeExpanderClass: WidgetClass { public static var gType: GType { gtk_tree_expander_get_type() } }
    /// The class of `Gtk.MenuButton`.
    public enum MenuButtonClass: WidgetClass { public static var gType: GType { gtk_menu_button_get_type() } }
    /// The class of `Gtk.SpinButton`.
    public enum SpinButtonClass: WidgetClass { public static var gType: GType { gtk_spin_button_get_type() } }
    /// The class of `Gtk.SearchEntry`.
    public enum SearchEntryClass: WidgetClass { public static var gType: GType { gtk_search_entry_get_type() } }
    /// The class of `Gtk.ApplicationWindow`.
    public enum ApplicationWindowClass: WidgetClass { public static var gType: GType { gtk_application_window_get_type() } }
    /// The class of `Gtk.DropDown`.
    public enum DropDownClass: WidgetClass { public static var gType: GType { gtk_drop_down_get_type() } }
    /// The class of `Gtk.ListView`.
    public enum ListViewClass: WidgetClass { public static var gType: GType { gtk_list_view_get_type() } }
    /// The class of `Gtk.ColumnView`.
    public enum ColumnViewClass: WidgetClass { public static var gType: GType { gtk_column_view_get_type() } }
    /// The class (interface) of `Gtk.Actionable`.
    public enum ActionableClass: WidgetClass { public static var gType: GType { gtk_actionable_get_type() } }
    /// The class of `Gtk.DrawingArea`.
    public enum DrawingAreaClass: WidgetClass { public static var gType: GType { gtk_drawing_area_get_type() } }
}
