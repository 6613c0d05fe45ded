import Glibc
import MontageGtk
import GtkKit

/// The GtkApplication of the gallery (`org.montagegtk.Gallery`). Non-unique: each launch
/// opens its own window, so `--story` always applies to the window it opens.
@MainActor
public enum GalleryApp {
    /// The application id.
    public static let id = "org.montagegtk.Gallery"

    /// Runs the application until its last window closes; returns the exit status.
    public static func run(_ options: GalleryOptions) -> Int32 {
        let app = ObjectRef(gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!, owned: true)
        let theme = options.theme ?? .system
        Signal.connect(app.pointer, "activate") {
            Theme.install(colorScheme: SchemeSwitcher.scheme(for: theme))
            GalleryStylesheet.register()
            gtk_window_set_default_icon_name(id)
            let gallery = GalleryWindow(application: app.pointer, initialStory: options.stories.first, theme: theme)
            if let size = options.windowSize { gtk_window_set_default_size(cast(gallery.window), size.width, size.height) }
            installQuitAction(app.pointer)
            gtk_window_present(cast(gallery.window))
        }
        MainLoop.installDispatchBridge()
        // Ctrl+C in the terminal and `kill` quit like closing the window.
        for signal in [SIGINT, SIGTERM] {
            g_unix_signal_add(signal, { data in
                g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
                return 1
            }, app.pointer.gRaw)
        }
        return g_application_run(cast(app.pointer), 0, nil)
    }

    /// `app.quit`, bound to Ctrl+Q.
    private static func installQuitAction(_ app: UnsafeMutablePointer<GtkApplication>) {
        let action = ObjectRef(g_simple_action_new("quit", nil)!, owned: true)
        Signal.connect(action.pointer, "activate") { g_application_quit(cast(app)) }
        g_action_map_add_action(cast(app), cast(action.pointer))
        "<Control>q".withCString { accel in
            let accels: [UnsafePointer<CChar>?] = [accel, nil]
            accels.withUnsafeBufferPointer { gtk_application_set_accels_for_action(app, "app.quit", $0.baseAddress) }
        }
    }
}
