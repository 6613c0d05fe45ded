import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Attaches a drop target (the widget owns it) taking strings with `actions`: `drop` gets the
    /// string and where it fell (widget coordinates) and says whether it took it.
    @MainActor @discardableResult
    public func addStringDropTarget(actions: GdkDragAction,
                                    _ drop: @escaping @MainActor (_ text: String, _ x: Double, _ y: Double) -> Bool) -> EventController {
        let target = gtk_drop_target_new(cgtk_type_string(), actions)!
        Signal.connect(target, "drop") { arguments in
            guard let value = arguments.pointer(1) else { return false }
            let text = g_value_get_string(value.assumingMemoryBound(to: GValue.self)).map { String(cString: $0) } ?? ""
            return drop(text, arguments.double(2), arguments.double(3))
        }
        gtk_widget_add_controller(self, cast(target))
        return EventController(gRaw: UnsafeMutableRawPointer(target))
    }
}
