import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The device pixels per point of the widget's surface (1, or 2 on a high-density display).
    @MainActor public var scaleFactor: Int32 { gtk_widget_get_scale_factor(self) }
}
