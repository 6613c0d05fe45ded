import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Activates the widget as Enter would (a button clicks, a row activates); false when it
    /// cannot be activated.
    @MainActor @discardableResult public func activate() -> Bool { gtk_widget_activate(self) != 0 }
}
