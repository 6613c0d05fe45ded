import CGtk

extension GtkRuntime {
    /// Whether GTK has a default display (it is initialized and one was opened).
    public static var hasDisplay: Bool { gdk_display_get_default() != nil }
}
