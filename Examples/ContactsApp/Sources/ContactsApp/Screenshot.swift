import Foundation
import GtkKit
import MontageGtk

/// Renders a presented window to a PNG once it has painted (GtkKit's `WidgetCapture`).
@MainActor
enum Screenshot {
    static func save(_ window: WidgetPointer, to file: String) -> Bool {
        // Let the window map (a loaded machine, or valgrind, can take long), then lay out and
        // paint (and the list bind its rows, and the avatars load) for up to 10 s more.
        guard MainLoop.run(until: { window.isMapped }, timeout: 120) else {
            FileHandle.standardError.write(Data("ContactsApp: the window did not appear within 120 s; no screenshot\n".utf8))
            return false
        }
        var frames = 0
        _ = MainLoop.run(until: {
            frames += 1
            return frames >= 30 && ImageLoads.pending == 0
        }, timeout: 10)
        do {
            // Waits for the frame that shows the images that came, then renders it.
            try WidgetCapture.savePNG(of: window, to: file)
            return true
        } catch {
            FileHandle.standardError.write(Data("ContactsApp: no screenshot of \(file): \(error)\n".utf8))
            return false
        }
    }
}
