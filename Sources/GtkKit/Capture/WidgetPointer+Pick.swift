import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The innermost descendant at (`x`, `y`) of this widget (itself when no child is there),
    /// insensitive widgets included when `includingInsensitive`, for inspecting what is shown.
    @MainActor public func pick(_ x: Double, _ y: Double, includingInsensitive: Bool) -> WidgetPointer? {
        gtk_widget_pick(self, x, y, includingInsensitive ? GTK_PICK_INSENSITIVE : GTK_PICK_DEFAULT)
    }
}
