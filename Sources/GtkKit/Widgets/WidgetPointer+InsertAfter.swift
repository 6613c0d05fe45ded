import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Inserts the widget (set up with `setParent(_:)`'s rules) under `parent` after `sibling`
    /// (nil: first), or moves it there among its siblings.
    @MainActor public func insert(in parent: WidgetPointer, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(self, parent, sibling)
    }
}
