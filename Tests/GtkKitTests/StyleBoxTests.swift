import GtkKit
import GtkTestSupport
import XCTest

/// `StyleBox` and `CSSBackground` read back what GTK resolved and paints: the box model edges
/// (physical, so start and end swap right to left) and a background's single color, checked
/// against the rendered pixels.
final class StyleBoxTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func box(_ name: String, width: Int32 = 40, height: Int32 = 30) -> WidgetPointer {
        gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!.named(name).size(width: width, height: height)
    }

    func testStyleBoxReadsMarginBorderAndPaddingAsDrawn() {
        onMain {
            let css = CSSProvider()
            XCTAssertEqual(css.load("#boxed { margin: 1px 2px 3px 4px; border: 2px solid red; border-left-width: 5px; padding: 6px 7px 8px 9px; }"), [])
            let boxed = box("boxed").margins(top: 30, bottom: 0, start: 10, end: 20)
            present(Build.hbox([boxed]))
            let ltr = StyleBox.of(boxed)
            XCTAssertEqual(ltr.margin, Edges(top: 31, right: 22, bottom: 3, left: 14), "the widget's margins and the CSS margin")
            XCTAssertEqual(ltr.border, Edges(top: 2, right: 2, bottom: 2, left: 5))
            XCTAssertEqual(ltr.padding, Edges(top: 6, right: 7, bottom: 8, left: 9))
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(boxed, boxed, &bounds)
            // The border box is the content box with the padding and border read around it.
            XCTAssertEqual(Double(bounds.size.width), Double(gtk_widget_get_width(boxed)) + 9 + 7 + 5 + 2)
            XCTAssertEqual(Double(bounds.origin.x), -(9 + 5), "a widget's origin is its content box")
            XCTAssertEqual(Double(bounds.origin.y), -(6 + 2))
            gtk_widget_set_direction(boxed, GTK_TEXT_DIR_RTL)
            XCTAssertEqual(StyleBox.of(boxed).margin, Edges(top: 31, right: 12, bottom: 3, left: 24), "margin-start is on the right right to left")
        }
    }

    func testCSSBackgroundGivesTheColorPaintedOrSaysThereIsNone() throws {
        try onMain {
            let css = CSSProvider()
            XCTAssertEqual(css.load("""
                #translucent { background-color: rgba(0, 102, 255, 0.5); border-radius: 8px; }
                #layered { background-color: rgb(255, 255, 255); background-image: image(rgba(0, 0, 0, 0.5)); }
                #gradient { background-image: linear-gradient(red, blue); }
                #shadowed { background-color: rgb(0, 128, 0); box-shadow: 0 0 0 1px blue, inset 0 0 0 1px red; }
                #under { background-color: rgb(255, 255, 255); }
                """), [])
            let translucent = box("translucent"), layered = box("layered"), gradient = box("gradient"), bare = box("bare")
            let shadowed = box("shadowed")
            let row = Build.hbox([translucent, layered, gradient, bare, shadowed]).named("under")
            present(row)
            guard case .color(let blue) = CSSBackground.of(translucent) else { return XCTFail("a plain color") }
            for (channel, expected) in zip([blue.red, blue.green, blue.blue, blue.alpha], [0, 0.4, 1, 0.5]) {
                XCTAssertEqual(Double(channel), expected, accuracy: 0.002, "rounded corners keep the color")
            }
            guard case .color(let grey) = CSSBackground.of(layered) else { return XCTFail("a color and a color image composite") }
            XCTAssertEqual(Double(grey.alpha), 1)
            let texture = try WidgetCapture.texture(of: row)
            let painted = texture.pixel(x: 60, y: 15)
            XCTAssertEqual(Double(painted.red), Double(grey.red) * 255, accuracy: 1, "the readback is what is painted")
            XCTAssertEqual(Double(texture.pixel(x: 20, y: 15).red), 127.5, accuracy: 1, "half blue over white")
            guard case .image = CSSBackground.of(gradient) else { return XCTFail("a gradient has no single color") }
            guard case .none = CSSBackground.of(bare) else { return XCTFail("nothing is painted") }
            guard case .color(let green) = CSSBackground.of(shadowed) else { return XCTFail("box shadows are not the background") }
            XCTAssertEqual(Double(green.green), 128.0 / 255, accuracy: 0.002)
            XCTAssertEqual(texture.pixel(x: 180, y: 15), Pixel(red: 0, green: 128, blue: 0), "inside its inset edge")
        }
    }
}
