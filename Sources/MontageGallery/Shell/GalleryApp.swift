import CGtk
import Glibc
import MontageGtk
import GtkKit
import MontageCatalog
import MontageCapture

/// The GtkApplication of the gallery (`org.montagegtk.Gallery`, `.Devel` in a development
/// build). Non-unique: each launch opens its own window, so `--story` always applies to the
/// window it opens.
@MainActor
public enum GalleryApp {
    /// The application id (the build profile's).
    public static let id = BuildProfile.current.applicationID

    /// The version About shows (meson.build's project version, which a test keeps equal).
    nonisolated public static let version = "0.2.0"

    /// Runs the application on `model`, as `launch` asks, until its last window closes; returns
    /// the exit status.
    package static func run(_ launch: GalleryLaunch, model: GalleryModel) -> Int32 {
        let app = ObjectRef(gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!, owned: true)
        // The gallery keeps no resources under its id's path (its icons come with MontageGtk). With
        // one, GtkApplication's start-up would add its icons folder to the icon theme just after
        // GTK began loading the theme in a thread: the main thread would wait for that load,
        // throw it away, and load the theme again at the first icon (about 12 ms here).
        g_application_set_resource_base_path(cast(app.pointer), nil)
        // The last session's window, under what the command line asks for.
        let stateFile = GalleryStateFile(path: GalleryState.defaultPath)
        let saved = stateFile.loaded
        if let problem = stateFile.problem {
            StandardError.write("montage-gallery: " + tr("warning: ignoring %1$s: %2$s", TerminalText.quote(stateFile.path, limit: nil), problem))
        }
        let theme = launch.theme ?? saved.scheme
        Signal.connect(app.pointer, "activate") {
            if saved.rightToLeft && !launch.rightToLeft { gtk_widget_set_default_direction(.rightToLeft) }
            // The gallery's rules and the text scale first: the theme's stylesheet is then
            // parsed once (each later change reparses all of it).
            GalleryStylesheet.register()
            AppIcon.register()
            Theme.setTextScale(Double(launch.textSize ?? saved.textScale) / 100)
            Theme.install(colorScheme: SchemeSwitcher.scheme(for: theme))
            gtk_window_set_default_icon_name(AppIcon.name)
            if let folder = launch.reviewFolder {
                // A review alone: the theme as the gallery's, no story window, nothing remembered.
                installQuitAction(app.pointer)
                let review = ReviewWindow(folder: folder, application: app.pointer)
                if let size = launch.windowSize { Gtk.Window(review.window).setDefaultSize(size.width, size.height) }
                Gtk.Window(review.window).present()
                return
            }
            // The folders of the last session that are still there, then the command line's.
            for folder in saved.storyFolders where Files.isFolder(folder) { model.folders.add(folder: folder) }
            let story = launch.story ?? saved.story.flatMap { model.story(id: $0)?.id }
            let gallery = GalleryWindow(model: model, application: app.pointer, initialStory: story, theme: theme)
            // A remembered size within the device pixels a window may have at the asked scale.
            let largest = WindowLimits.maximumDevicePixels / Int32(launch.scale ?? 1)
            let size = launch.windowSize ?? (min(saved.width, largest), min(saved.height, largest))
            Gtk.Window(gallery.window).setDefaultSize(size.width, size.height)
            gallery.remember(in: stateFile)
            // A saved story file re-renders its page; a file that comes or goes changes the sidebar.
            model.folders.onChange = { [weak gallery] source in gallery?.storyFilesChanged(source) }
            model.folders.watch()
            installQuitAction(app.pointer)
            Signal.connect(app.pointer, "shutdown") { [weak gallery] in gallery?.saveState() }
            Gtk.Window(gallery.window).present()
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

    /// `app.quit` (the main menu's Quit), bound to Ctrl+Q.
    static func installQuitAction(_ app: UnsafeMutablePointer<GtkApplication>) {
        let action = ObjectRef(g_simple_action_new("quit", nil)!, owned: true)
        Signal.connect(action.pointer, "activate") { g_application_quit(cast(app)) }
        g_action_map_add_action(cast(app), cast(action.pointer))
        "<Control>q".withCString { accel in
            let accels: [UnsafePointer<CChar>?] = [accel, nil]
            accels.withUnsafeBufferPointer { gtk_application_set_accels_for_action(app, "app.quit", $0.baseAddress) }
        }
    }
}
