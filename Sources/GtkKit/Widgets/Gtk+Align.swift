import CGtk

extension Gtk {
    /// How a widget is placed in the space its parent gives (`.fill`, `.start`, `.center`, …).
    public typealias Align = GtkAlign
}
