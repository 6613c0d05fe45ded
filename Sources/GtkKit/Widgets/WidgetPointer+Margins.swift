import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The margin at the start (left, or right in right-to-left text).
    @MainActor public var marginStart: Int32 { get { gtk_widget_get_margin_start(self) } nonmutating set { gtk_widget_set_margin_start(self, newValue) } }

    /// The margin at the end (right, or left in right-to-left text).
    @MainActor public var marginEnd: Int32 { get { gtk_widget_get_margin_end(self) } nonmutating set { gtk_widget_set_margin_end(self, newValue) } }
}
