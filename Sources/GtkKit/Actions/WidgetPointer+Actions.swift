import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Runs the action `name` (`win.scheme`) reachable from the widget with the string
    /// `argument`; false if no such action is found.
    @MainActor @discardableResult public func activateAction(_ name: String, argument: String) -> Bool {
        gtk_widget_activate_action_variant(self, name, g_variant_new_string(argument)) != 0
    }
}
