import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Enables or disables the widget's own action `name` (one its class installed, e.g.
    /// `"list-row.activate"`).
    @MainActor public func setActionEnabled(_ name: String, _ enabled: Bool) {
        gtk_widget_action_set_enabled(self, name, enabled ? 1 : 0)
    }
}
