import CGtk
import Foundation
import MontageGtk

// ContactsApp [--search TEXT] [--avatars URL] [--screenshot FILE.png]: opens the window (and runs
// until it is closed), or with --screenshot renders it to a PNG once it has painted and its
// images have come, and exits. --avatars gives each contact the avatar URL/avatar/<index>.png.

@MainActor
func run() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    func value(_ flag: String) -> String? { arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil } }
    guard gtk_init_check() != 0 else {
        FileHandle.standardError.write(Data("ContactsApp: no display (set DISPLAY or WAYLAND_DISPLAY)\n".utf8))
        return 1
    }
    Theme.install(colorScheme: .light)
    let app = ContactsWindow(avatars: value("--avatars"))
    gtk_window_present(app.window.as(GtkWindow.self))
    if let query = value("--search") {
        gtk_editable_set_text(OpaquePointer(app.searchEntry), query)
    }
    if let file = value("--screenshot") {
        return Screenshot.save(app.window, to: file) ? 0 : 1
    }
    // GTK 4's loop without a GtkApplication: until the last window is closed (and destroyed).
    while g_list_model_get_n_items(gtk_window_get_toplevels()) > 0 { g_main_context_iteration(nil, 1) }
    return 0
}

exit(MainActor.assumeIsolated { run() })
