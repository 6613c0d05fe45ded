import CGtk
extension MainLoop {
    /// Runs GTK's main loop for as long as a toplevel window is open, as an app without a
    /// GtkApplication does after `gtk_init()` and presenting its window: returns once the last
    /// window is closed (closing a window destroys it) or destroyed. Main-actor tasks run
    /// meanwhile (`installDispatchBridge`).
    public static func runWhileWindowsOpen() {
        installDispatchBridge()
        let toplevels = gtk_window_get_toplevels()  // GTK's own list, not ours to release
        while g_list_model_get_n_items(toplevels) > 0 { g_main_context_iteration(nil, 1) }
    }
}
