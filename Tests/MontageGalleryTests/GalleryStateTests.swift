import Foundation
import GtkTestSupport
import MontageTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

/// The remembered window state: a key file that round-trips; missing → defaults, silently;
/// broken → defaults (field by field) and a reason, never a crash.
final class GalleryStateTests: MontageTestCase, @unchecked Sendable {
    private func file(_ contents: String? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-state-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window.ini").path
        if let contents {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return path
    }

    func testItRoundTrips() throws {
        let path = try file()
        let state = GalleryState(width: 900, height: 640, scheme: .dark, rightToLeft: true, textScale: 125, story: "listcell-switch")
        XCTAssertNil(state.save(to: path), "the folder is made")
        let (loaded, problem) = GalleryState.load(from: path)
        XCTAssertNil(problem)
        XCTAssertEqual(loaded, state)
    }

    func testAMissingFileGivesTheDefaultsSilently() throws {
        let (loaded, problem) = GalleryState.load(from: try file())
        XCTAssertEqual(loaded, GalleryState())
        XCTAssertNil(problem)
    }

    func testABrokenFileGivesTheDefaultsAndAReason() throws {
        let (garbage, reason) = GalleryState.load(from: try file("\u{1}\u{2} not a key file [[["))
        XCTAssertEqual(garbage, GalleryState())
        XCTAssertNotNil(reason)
        let (partial, problems) = GalleryState.load(from: try file("[window]\nwidth=10\nheight=20\nscheme=purple\ndirection=up\ntext-scale=300\nstory=listcell-basic\n"))
        XCTAssertEqual(partial.width, 1200, "an out-of-range size is ignored")
        XCTAssertEqual(partial.scheme, .system)
        XCTAssertFalse(partial.rightToLeft)
        XCTAssertEqual(partial.textScale, 100)
        XCTAssertEqual(partial.story, "listcell-basic", "what is valid is kept")
        XCTAssertEqual(problems, "size 10x20 out of range; unknown scheme 'purple'; unknown direction 'up'; unknown text scale '300'")
    }

    /// The window reports what it would remember: its story, scheme, direction and text scale.
    func testTheWindowReportsItsState() {
        onMain {
            let gallery = openGallery("listcell-badges")
            defer {
                gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
                Theme.setTextScale(1)
                gtk_window_destroy(cast(gallery.window))
            }
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.text-scale", g_variant_new_string("150")) != 0)
            XCTAssertEqual(Theme.textScale, 1.5)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.direction", g_variant_new_string("rtl")) != 0)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.scheme", g_variant_new_string("dark")) != 0)
            let state = gallery.state
            XCTAssertEqual(state.story, "listcell-badges")
            XCTAssertEqual(state.scheme, .dark)
            XCTAssertTrue(state.rightToLeft)
            XCTAssertEqual(state.textScale, 150)
        }
    }
}
