import Foundation
import GtkKit
import GtkTestSupport
import XCTest

final class RenderTests: GtkTestCase, @unchecked Sendable {
    /// A fixed-size box painted by a stylesheet.
    @MainActor
    private func swatch(_ name: String, width: Int32 = 40, height: Int32 = 30) -> WidgetPointer {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_name(box, name)
        gtk_widget_set_size_request(box, width, height)
        return box
    }

    /// A capture taller than a strip is rendered strip by strip into the pixels one piece has.
    func testATallCaptureInStripsHasThePixelsOfOnePiece() throws {
        try onMain {
            let css = CSSProvider()
            XCTAssertEqual(css.load("#top { background-color: rgb(255, 0, 0); } #middle { background: linear-gradient(rgb(0, 255, 0), rgb(0, 0, 255)); } #bottom { background-color: rgb(0, 0, 255); border-radius: 12px; }"), [])
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for (name, height) in [("top", 1_000), ("middle", 1_500), ("bottom", 700)] { gtk_box_append(cast(column), swatch(name, width: 64, height: Int32(height))) }
            present(column)
            let whole = try WidgetCapture.texture(of: column)
            XCTAssertEqual(whole.height, 3_200)
            for strip in [1_000, 999, 64] {
                let pieces = try WidgetCapture.texture(of: column, stripHeight: strip)
                XCTAssertTrue(pieces.isIdentical(to: whole), "strips of \(strip) rows")
            }
            XCTAssertEqual(whole.pixel(x: 3, y: 3_199 - 20), Pixel(red: 0, green: 0, blue: 255))
            XCTAssertEqual(whole.pixel(x: 10, y: 999), Pixel(red: 255, green: 0, blue: 0))
        }
    }

    func testRenderedPNGHasTheWidgetsSizeAndPixels() throws {
        try onMain {
            let css = CSSProvider()
            XCTAssertEqual(css.load("#swatch { background-color: rgb(255, 0, 0); } #half { background-color: rgb(0, 0, 255); }"), [])
            let outer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            let red = swatch("swatch"), blue = swatch("half", width: 20)
            gtk_box_append(cast(outer), red)
            gtk_box_append(cast(outer), blue)
            present(outer)
            let texture = try WidgetCapture.texture(of: outer)
            XCTAssertEqual(texture.width, 60)
            XCTAssertEqual(texture.height, 30)
            XCTAssertEqual(texture.pixel(x: 5, y: 5), Pixel(red: 255, green: 0, blue: 0))
            XCTAssertEqual(texture.pixel(x: 50, y: 29), Pixel(red: 0, green: 0, blue: 255))

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-render-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try texture.savePNG(to: path)
            let loaded = Texture(owning: gdk_texture_new_from_filename(path, nil)!)
            XCTAssertEqual(loaded.width, 60)
            XCTAssertEqual(loaded.height, 30)
            XCTAssertEqual(loaded.pixel(x: 45, y: 10), Pixel(red: 0, green: 0, blue: 255))
        }
    }

    func testReloadingAProviderReplacesItsStyles() throws {
        try onMain {
            let css = CSSProvider()
            css.load("#swatch { background-color: rgb(255, 0, 0); }")
            let box = swatch("swatch")
            present(box)
            XCTAssertEqual(try WidgetCapture.texture(of: box).pixel(x: 1, y: 1), Pixel(red: 255, green: 0, blue: 0))
            css.load("#swatch { background-color: rgb(0, 128, 0); }")
            XCTAssertEqual(try WidgetCapture.texture(of: box).pixel(x: 1, y: 1), Pixel(red: 0, green: 128, blue: 0))
        }
    }

    func testParseErrorsAreReported() {
        onMain {
            let css = CSSProvider()
            let errors = css.load("#a { color: nonsense-color; }\n#b { background-color: red; }")
            XCTAssertEqual(errors.count, 1)
            XCTAssertTrue(errors.first?.hasPrefix("1:") ?? false, "\(errors)")
        }
    }

    func testCaptureOfAnUnrealizedWidgetFails() throws {
        try onMain {
            let label = ObjectRef<OpaquePointer>(cast(gtk_label_new("nowhere")!))
            XCTAssertThrowsError(try WidgetCapture.texture(of: label.pointer.widget)) { error in
                XCTAssertEqual(error as? CaptureError, .notRealized)
            }
        }
    }

    func testUnwritablePathThrows() throws {
        try onMain {
            let box = swatch("swatch")
            present(box)
            let texture = try WidgetCapture.texture(of: box)
            XCTAssertThrowsError(try texture.savePNG(to: "/nonexistent-dir/x.png"))
        }
    }
}

extension RenderTests {
    func testAWidgetThatDrawsNothingGivesATransparentTextureOfItsSize() throws {
        try onMain {
            let box = swatch("bare", width: 12, height: 7)
            present(box)
            let texture = try WidgetCapture.texture(of: box)
            XCTAssertEqual([texture.width, texture.height], [12, 7])
            XCTAssertEqual(texture.pixel(x: 11, y: 6).alpha, 0)
        }
    }
}
