import Foundation
import GtkTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk
import MontageTestSupport
import XCTest
import GtkKit

/// The desktop entry, AppStream metainfo and application icon that `make install` ships agree
/// with the application and parse.
final class DesktopIntegrationTests: MontageTestCase, @unchecked Sendable {
    private let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("resources")

    func testTheDesktopEntryLaunchesTheGallery() {
        onMain {
            let path = resources.appendingPathComponent("desktop/\(GalleryApp.id).desktop").path
            let file = g_key_file_new()!
            defer { g_key_file_unref(file) }
            var error: UnsafeMutablePointer<GError>?
            XCTAssertTrue(g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, &error) != 0, error.map { String(cString: $0.pointee.message) } ?? "")
            func value(_ key: String) -> String? {
                guard let raw = g_key_file_get_string(file, "Desktop Entry", key, nil) else { return nil }
                defer { g_free(raw) }
                return String(cString: raw)
            }
            XCTAssertEqual(value("Type"), "Application")
            XCTAssertEqual(value("Name"), "Montage Gallery")
            XCTAssertEqual(value("Exec"), "montage-gallery")
            XCTAssertEqual(value("Icon"), GalleryApp.id, "the icon is named after the application id")
            XCTAssertEqual(value("Terminal"), "false")
            XCTAssertTrue(value("Categories")?.contains("GTK;") ?? false)
        }
    }

    func testTheMetainfoIsWellFormedAndNamesTheApplication() throws {
        try onMain {
            let path = resources.appendingPathComponent("desktop/\(GalleryApp.id).metainfo.xml").path
            let xml = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(xml.contains("<id>\(GalleryApp.id)</id>"))
            XCTAssertTrue(xml.contains("<launchable type=\"desktop-id\">\(GalleryApp.id).desktop</launchable>"))
            var parser = GMarkupParser()
            let context = g_markup_parse_context_new(&parser, GMarkupParseFlags(rawValue: 0), nil, nil)!
            defer { g_markup_parse_context_free(context) }
            var error: UnsafeMutablePointer<GError>?
            let body = xml.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            let parsed = g_markup_parse_context_parse(context, body, -1, &error) != 0 && g_markup_parse_context_end_parse(context, &error) != 0
            XCTAssertTrue(parsed, error.map { String(cString: $0.pointee.message) } ?? "")
        }
    }

    func testTheApplicationIconRenders() throws {
        try onMain {
            let path = resources.appendingPathComponent("icons/hicolor/scalable/apps/\(GalleryApp.id).svg").path
            let texture = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(path, nil)))
            XCTAssertEqual([texture.width, texture.height], [128, 128])
            XCTAssertEqual(texture.pixel(x: 64, y: 12), Pixel(red: 0x00, green: 0x66, blue: 0xFF), "brand blue")
            XCTAssertEqual(texture.pixel(x: 2, y: 2).alpha, 0, "rounded corner")
        }
    }
}
