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
        let app = ApplicationPointer.create(id: id, unique: false)
        // The gallery keeps no resources under its id's path (its icons come with MontageGtk). With
        // one, GtkApplication's start-up would add its icons folder to the icon theme just after
        // GTK began loading the theme in a thread: the main thread would wait for that load,
        // throw it away, and load the theme again at the first icon (about 12 ms here).
        app.pointer.resourceBasePath = nil
        // The last session's window, under what the command line asks for.
        let stateFile = GalleryStateFile(path: GalleryState.defaultPath)
        let saved = stateFile.loaded
        if let problem = stateFile.problem {
            StandardError.write("montage-gallery: " + tr("warning: ignoring %1$s: %2$s", TerminalText.quote(stateFile.path, limit: nil), problem))
        }
        let theme = launch.theme ?? saved.scheme
        Signal.connect(app.pointer, "activate") {
            if saved.rightToLeft && !launch.rightToLeft { DefaultDirection.current = .rightToLeft }
            // The gallery's rules and the text scale first: the theme's stylesheet is then
            // parsed once (each later change reparses all of it).
            GalleryStylesheet.register()
            InspectorCSS.register()  // the window's token inspector, made with it
            AppIcon.register()
            Theme.setTextScale(Double(launch.textSize ?? saved.textScale) / 100)
            Theme.install(colorScheme: SchemeSwitcher.scheme(for: theme))
            Gtk.Window.defaultIconName = AppIcon.name
            if let folder = launch.reviewFolder {
                // A review alone: the theme as the gallery's, no story window, nothing remembered.
                installQuitAction(app.pointer)
                let review = ReviewWindow(folder: folder, application: app.pointer)
                if let size = launch.windowSize { Gtk.Window(review.window).setDefaultSize(size.width, size.height) }
                Gtk.Window(review.window).present()
                return
            }
            // The folders of the last session that are still there, then the command line's.
            for folder in saved.storyFolders where Files.isFolder(folder) { model.folders.add(folder: folder, remembered: true) }
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
        app.pointer.quit(onUnixSignals: [SIGINT, SIGTERM])
        return app.pointer.run()
    }

    /// `app.quit` (the main menu's Quit), bound to Ctrl+Q.
    static func installQuitAction(_ app: ApplicationPointer) {
        app.addAction("quit", accelerators: ["<Control>q"]) { app.quit() }
    }
}
