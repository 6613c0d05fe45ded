import CGtk

/// Which widgets handle their own pointer and keyboard input.
public enum InteractiveWidgets {
    /// The GTK types that take their own clicks: buttons (toggle, link, an app's subclasses),
    /// check buttons, switches, menu buttons, drop-downs, ranges (scales), and every editable
    /// (entries, spin buttons, text).
    public static var types: [GType] {
        [gtk_button_get_type(), gtk_check_button_get_type(), gtk_switch_get_type(), gtk_menu_button_get_type(),
         gtk_drop_down_get_type(), gtk_range_get_type(), gtk_editable_get_type()]
    }

    /// Whether `widget` is a control of its own.
    public static func isControl(_ widget: WidgetPointer) -> Bool {
        types.contains { widget.isA($0) }
    }

    /// The innermost control at (`x`, `y`) of `root` (its own coordinates) below `root`, if any.
    @MainActor
    public static func control(at x: Double, _ y: Double, in root: WidgetPointer) -> WidgetPointer? {
        var target = gtk_widget_pick(root, x, y, GTK_PICK_DEFAULT)
        while let current = target, current != root {
            if isControl(current) { return current }
            target = gtk_widget_get_parent(current)
        }
        return nil
    }
}
