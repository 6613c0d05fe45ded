import CGtkKit
import GtkKit
import GtkTestSupport
import XCTest

/// DrawnText is a GtkLabel without the widget: beside a GtkLabel of the same style and text it
/// measures the same widths and heights and paints the same pixels, follows a change of its
/// style, and its container's painter goes with the container.
final class DrawnTextTests: GtkTestCase, @unchecked Sendable {
    private static let texts = ["foregroundNeutralPrimary", "#171719 · coolNeutral10 × 1.00", "이전 이름 labelNormal",
                                "몽타주 디자인 시스템의 리스트 셀은 여러 줄의 텍스트를 보여 줍니다 Montage"]

    /// A GtkLabel of `text` (not GtkKitLabel: GTK's own), wrapping at most `maxWidthChars` wide.
    @MainActor
    private func label(_ text: String, wraps: Bool) -> WidgetPointer {
        let label = gtk_label_new(text)!
        let opaque: OpaquePointer = cast(label)
        gtk_label_set_xalign(opaque, 0)
        if wraps {
            gtk_label_set_wrap(opaque, 1)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_max_width_chars(opaque, 30)
        }
        return label.classes(["drawn"])
    }

    func testItMeasuresAndPaintsAsAGtkLabel() throws {
        try onMain {
            let css = CSSProvider()
            for style in [".drawn { letter-spacing: 0.4px; line-height: 22px; color: rgb(10, 20, 200); }",
                          ".drawn { letter-spacing: -0.3px; font-size: 13px; font-weight: 700; color: rgb(200, 30, 0); }"] {
                XCTAssertEqual(css.load(style), [])
                for text in Self.texts {
                    for wraps in [false, true] {
                        for width: Int32 in wraps ? [120, 260] : [480] {
                            let column = Build.vbox(spacing: 0, [])
                            let template = label("", wraps: false)
                            template.isVisible = false
                            let theirs = label(text, wraps: wraps)
                            let drawn = DrawnText(text, like: template, wraps: wraps, maxWidthChars: 30)
                            let group = makeGroup()
                            var height: Int32 = 0
                            gtk_widget_measure(theirs, GTK_ORIENTATION_VERTICAL, width, &height, nil, nil, nil)
                            group.size(height: height)
                            setPainter(on: group) { snapshot, width, height in
                                drawn.paint(into: snapshot, x: 0, y: 0, width: width, height: height)
                            }
                            for child in [template, theirs, group] { Gtk.Box(column).append(child) }
                            try WidgetCapture.waitForPaint(present(column, width: width))
                            let context = "“\(text)”, wraps \(wraps), \(width) px, \(style)"
                            var minimum: Int32 = 0, natural: Int32 = 0
                            gtk_widget_measure(theirs, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                            XCTAssertEqual(drawn.width().natural, natural, context)
                            if !wraps { XCTAssertEqual(drawn.width().minimum, minimum, context) }
                            for probe: Int32 in [-1, 80, width, 1_000] where wraps || probe < 0 {
                                var expected: Int32 = 0
                                gtk_widget_measure(theirs, GTK_ORIENTATION_VERTICAL, probe, &expected, nil, nil, nil)
                                XCTAssertEqual(drawn.height(forWidth: probe), expected, "height at \(probe): \(context)")
                            }
                            XCTAssertEqual(theirs.width, width, context)
                            XCTAssertEqual(group.width, width, context)
                            let label = try WidgetCapture.texture(of: theirs), painted = try WidgetCapture.texture(of: group)
                            XCTAssertTrue(painted.isIdentical(to: label), "the same pixels: \(context)")
                        }
                    }
                }
            }
        }
    }

    func testItFollowsItsStyleAndText() throws {
        try onMain {
            let css = CSSProvider()
            XCTAssertEqual(css.load(".drawn { font-size: 12px; }"), [])
            let template = label("", wraps: false)
            let held = ObjectRef(template)
            let drawn = DrawnText("Montage 몽타주", like: template)
            let reference = label("Montage 몽타주", wraps: false)
            let window = present(Build.vbox(spacing: 0, [template, reference]))
            let before = drawn.width().natural, lineBefore = drawn.height(forWidth: -1)
            XCTAssertEqual(css.load(".drawn { font-size: 24px; letter-spacing: 2px; }"), [])
            try WidgetCapture.waitForPaint(window)  // restyled
            var natural: Int32 = 0
            gtk_widget_measure(reference, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertEqual(drawn.width().natural, natural, "as the label of that style")
            XCTAssertGreaterThan(drawn.width().natural, before * 2, "the larger font and the spacing")
            XCTAssertGreaterThan(drawn.height(forWidth: -1), lineBefore)
            drawn.text = "Montage"
            XCTAssertLessThan(drawn.width().natural, natural, "the new text")
            withExtendedLifetime(held) {}
        }
    }

    func testThePainterGoesWithItsGroup() {
        onMain {
            final class Witness {}
            weak var released: Witness?
            do {
                let witness = Witness()
                released = witness
                let group = ObjectRef(makeGroup())
                setPainter(on: group.pointer) { _, _, _ in withExtendedLifetime(witness) {} }
                setPainter(on: group.pointer) { _, _, _ in withExtendedLifetime(witness) {} }
                XCTAssertNotNil(released, "held by the group")
            }
            XCTAssertNil(released, "released with the group")
        }
    }
}
