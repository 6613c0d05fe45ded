import Foundation
import GtkKit
import MontageGtk

// ContactsApp [--search TEXT] [--avatars URL] [--screenshot FILE.png]: opens the window (and runs
// until it is closed), or with --screenshot renders it to a PNG once it has painted and its
// images have come, and exits. --avatars gives each contact the avatar URL/avatar/<index>.png.

@MainActor
func run() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    func value(_ flag: String) -> String? { arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil } }
    guard GtkRuntime.initialize() else {
        FileHandle.standardError.write(Data("ContactsApp: no display (set DISPLAY or WAYLAND_DISPLAY)\n".utf8))
        return 1
    }
    Theme.install(colorScheme: .light)
    let app = ContactsWindow(avatars: value("--avatars"))
    app.window.present()
    if let query = value("--search") {
        Gtk.Editable(app.searchEntry).text = query
    }
    if let file = value("--screenshot") {
        return Screenshot.save(app.window.widget, to: file) ? 0 : 1
    }
    // GTK 4's loop without a GtkApplication: until the last window is closed (and destroyed).
    MainLoop.runWhileWindowsOpen()
    return 0
}

exit(MainActor.assumeIsolated { run() })
