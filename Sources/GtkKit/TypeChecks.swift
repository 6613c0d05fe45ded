/// Widgets recognized by GType (`g_type_is_a`, which also sees subclasses and interfaces),
/// never by type-name strings, and casts that check before they convert.
extension GPointer {
    /// Whether the instance is of `type`, a subclass of it, or implements it (an interface).
    public func isA(_ type: GType) -> Bool { cgtk_type_is_a(gRaw, type) != 0 }

    /// This instance as `Target` when it is of `type` (or a subclass / implementation); nil otherwise.
    public func checkedCast<Target: GPointer>(to type: GType, as _: Target.Type = Target.self) -> Target? {
        isA(type) ? Target(gRaw: gRaw) : nil
    }
}

/// Which widgets handle their own pointer and keyboard input.
public enum Controls {
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
