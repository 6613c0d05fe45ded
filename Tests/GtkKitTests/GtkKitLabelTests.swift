import CGtkKit
import GtkKit
import GtkTestSupport
import XCTest

/// GtkKitLabel answers every size request as GtkLabel does (the same minimum, natural and
/// baselines for wrapping and ellipsized text, fresh and after an allocation, with letter
/// spacing either way and a line height), while laying its text out once per text and width.
final class GtkKitLabelTests: GtkTestCase, @unchecked Sendable {
    private static let texts = [
        "", "\u{200B}", "값", "짧은 글", "항목 42 Item", "설명 42 · description", "Buttons, checkbox, radio and switch, each frozen in one state.",
        "몽타주 디자인 시스템의 리스트 셀은 한 줄 또는 여러 줄의 텍스트를 보여 줍니다", "supercalifragilisticexpialidocious", "a b", "Aé한👍🏽🇰🇷ع", "몽타주Montage디자인System",
    ]

    /// The settings both labels get: wrapping with or without a width in characters, ellipsized.
    private enum Mode: CaseIterable { case wrapping, wrappingWord, wrappingNarrowest, wrappingAtMost, ellipsized, ellipsizedBold, ellipsizedAtMost }

    @MainActor
    private func configure(_ label: WidgetPointer, _ text: String, _ mode: Mode) {
        let opaque: OpaquePointer = cast(label)
        gtk_label_set_text(opaque, text)
        gtk_label_set_xalign(opaque, 0)
        switch mode {
        case .wrapping, .wrappingWord, .wrappingNarrowest, .wrappingAtMost:
            if mode == .wrappingWord {
                // One word over the whole text (HangulWordBreaks marks such words): no line
                // break inside it, so none between its scripts' items either.
                let attributes = TextAttributes()
                attributes.addWord(over: 0..<text.utf8.count)
                gtk_label_set_attributes(opaque, attributes.pointer)
            }
            gtk_label_set_wrap(opaque, 1)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_width_chars(opaque, mode == .wrappingNarrowest ? -1 : WrappingWidth.minimumCharacters(text))
            if mode == .wrappingAtMost { gtk_label_set_max_width_chars(opaque, 12) }
        case .ellipsized, .ellipsizedBold, .ellipsizedAtMost:
            if mode == .ellipsizedAtMost { gtk_label_set_max_width_chars(opaque, 10) }
            gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
            if mode == .ellipsizedBold {
                let attributes = TextAttributes()
                attributes.addWeight(700, over: 0..<min(4, text.utf8.count))
                gtk_label_set_attributes(opaque, attributes.pointer)
            }
        }
    }

    @MainActor
    private func sizes(_ label: WidgetPointer, widths: [Int32]) -> [Int32] {
        var result: [Int32] = []
        var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1
        gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        result += [minimum, natural]
        for width in widths {
            gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, &minimumBaseline, &naturalBaseline)
            result += [minimum, natural, minimumBaseline, naturalBaseline]
        }
        return result
    }

    func testEverySizeIsGtkLabels() {
        onMain {
            gtkkit_label_set_verifies(0)
            defer { gtkkit_label_set_verifies(gtkkit_label_verifies()) }
            let css = CSSProvider()
            let widths: [Int32] = [-1, 0, 30, 57, 90, 160, 240, 1_000]
            for style in ["label { letter-spacing: 0.4px; line-height: 22px; }", "label { letter-spacing: -0.3px; font-size: 13px; }",
                          "label { font-weight: 600; }"] {
                XCTAssertEqual(css.load(style), [])
                for mode in Mode.allCases {
                    for text in Self.texts {
                        let ours = ObjectRef(gtkkit_label_new("")!), theirs = ObjectRef(gtk_label_new("")!)
                        configure(ours.pointer, text, mode)
                        configure(theirs.pointer, text, mode)
                        let fresh = (sizes(ours.pointer, widths: widths), sizes(theirs.pointer, widths: widths))
                        assertSame(fresh.0, fresh.1, mode: mode, widths: widths, "fresh “\(text)”, \(style)")
                        // Allocated, then given the next text (as a recycled list row is).
                        for label in [ours.pointer, theirs.pointer] {
                            gtk_widget_allocate(label, 120, 40, -1, nil)
                            configure(label, text + " 다음 next", mode)
                        }
                        let rebound = (sizes(ours.pointer, widths: widths), sizes(theirs.pointer, widths: widths))
                        assertSame(rebound.0, rebound.1, mode: mode, widths: widths, "rebound “\(text)”, \(style)")
                    }
                }
            }
        }
    }

    /// Equal sizes; the minimum width of a label with a width in characters is that width, where
    /// GtkLabel may add a pixel of a line end's letter spacing (and so to a natural width that
    /// is the minimum, and to the width GTK measures a height at when asked for less).
    private func assertSame(_ ours: [Int32], _ theirs: [Int32], mode: Mode, widths: [Int32], _ message: String) {
        guard [.wrapping, .wrappingWord, .wrappingAtMost].contains(mode), ours[0] != theirs[0] else {
            XCTAssertEqual(ours, theirs, message)
            return
        }
        XCTAssertTrue(theirs[0] - ours[0] == 1, "minimum \(ours[0]) against GtkLabel's \(theirs[0]): \(message)")
        XCTAssertTrue(ours[1] == theirs[1] || (ours[1] == ours[0] && theirs[1] == theirs[0]), message)
        for (index, width) in widths.enumerated() where width < 0 || width >= theirs[0] {
            let heights = 2 + index * 4..<2 + index * 4 + 4
            XCTAssertEqual(Array(ours[heights]), Array(theirs[heights]), "at \(width): \(message)")
        }
    }

    func testTextIsLaidOutOncePerTextAndWidth() {
        onMain {
            gtkkit_label_set_verifies(0)
            defer { gtkkit_label_set_verifies(gtkkit_label_verifies()) }
            let held = ObjectRef(Build.label("항목 1 Item", wrap: true)), label = held.pointer
            _ = sizes(label, widths: [-1, 300])
            gtk_widget_allocate(label, 300, 20, -1, nil)
            var made = gtkkit_label_layouts_made()
            _ = sizes(label, widths: [-1, 200, 300, 400])
            XCTAssertEqual(gtkkit_label_layouts_made(), made, "measured again at widths it fits: from what it measured")
            // A new text that fits the allocated width: measured from the layout it paints.
            gtk_label_set_text(cast(label), "항목 2 Item")
            _ = sizes(label, widths: [-1, 300, 250])
            XCTAssertEqual(gtkkit_label_layouts_made(), made, "a rebound text that fits: no measuring layout")
            // A text wider than the line: one unconstrained layout, then one per other width, once.
            gtk_label_set_text(cast(label), String(repeating: "몽타주 Montage ", count: 8))
            _ = sizes(label, widths: [-1, 300])
            XCTAssertEqual(gtkkit_label_layouts_made(), made + 1, "the unconstrained layout only")
            made = gtkkit_label_layouts_made()
            _ = sizes(label, widths: [150, 150, 300, -1])
            XCTAssertEqual(gtkkit_label_layouts_made(), made + 1, "150 once")

            // Ellipsized: the ellipsis is measured once per font for every label.
            let first = ObjectRef(Build.label("첫째 first")), second = ObjectRef(Build.label("둘째 second"))
            for label in [first, second] { gtk_label_set_ellipsize(cast(label.pointer), PANGO_ELLIPSIZE_END) }
            _ = sizes(first.pointer, widths: [-1])
            made = gtkkit_label_layouts_made()
            _ = sizes(second.pointer, widths: [-1, 40])
            XCTAssertEqual(gtkkit_label_layouts_made(), made, "the second label's ellipsis is the first's")
            withExtendedLifetime((held, first, second)) {}
        }
    }

    func testItIsALabel() {
        onMain {
            var held: ObjectRef? = ObjectRef(Build.label("이름"))
            let label = held!.pointer
            XCTAssertTrue(label.isA(gtk_label_get_type()))
            XCTAssertEqual(label.cssName, "label")
            XCTAssertEqual(gtk_accessible_get_accessible_role(cast(label)), GTK_ACCESSIBLE_ROLE_LABEL)
            _ = sizes(label, widths: [-1])
            let weak = WeakObject(label)
            held = nil
            XCTAssertFalse(weak.isAlive, "freed with its last reference")
        }
    }
}
