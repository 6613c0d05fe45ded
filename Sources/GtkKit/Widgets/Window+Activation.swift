import CGtk

extension Gtk.Wrapper where Class == Gtk.WindowClass {
    /// Whether the window has the keyboard of its display (focus rings show in it only).
    @MainActor public var isActive: Bool { gtk_window_is_active(pointer()) != 0 }

    /// Asks the display to give the window the keyboard (what a window manager does on a
    /// click); `isActive` turns true when it has.
    @MainActor public func requestActivation() {
        guard let surface = gtk_native_get_surface(pointer()) else { return }
        gdk_toplevel_focus(cast(surface), UInt32(GDK_CURRENT_TIME))
    }
}
