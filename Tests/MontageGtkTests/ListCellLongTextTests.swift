import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// A very long label or description reaches Pango cut to a bounded length, ending in an
/// ellipsis, so a 100,000-character label lays out as fast as a page of text (it used to take
/// 7 s to first paint, all on the main thread); the cell's accessible name is bounded the same way.
/// Texts within the bound are given whole.
final class ListCellLongTextTests: MontageTestCase, @unchecked Sendable {
    private static let hundredThousand = String(String(repeating: "가나다라마 abcde ", count: 8_334).prefix(100_000))

    /// The text a GtkLabel holds and the number of characters its Pango layout lays out.
    @MainActor
    private func laidOut(_ label: WidgetPointer) -> (text: String, pangoCharacters: Int) {
        let text = String(cString: gtk_label_get_text(cast(label)))
        return (text, Int(pango_layout_get_character_count(gtk_label_get_layout(cast(label)))))
    }

    @MainActor
    private func checkBounded(_ label: WidgetPointer?, _ full: String, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let label else { return XCTFail("\(context): no label", file: file, line: line) }
        let (text, characters) = laidOut(label)
        XCTAssertLessThanOrEqual(text.unicodeScalars.count, 2_001, "\(context): a bounded text, not \(full.count) characters", file: file, line: line)
        XCTAssertLessThanOrEqual(characters, 2_001, "\(context): Pango lays out the bounded text", file: file, line: line)
        XCTAssertTrue(text.hasSuffix("…"), "\(context): ends in an ellipsis", file: file, line: line)
        XCTAssertTrue(full.hasPrefix(text.dropLast()), "\(context): the head of the text", file: file, line: line)
        XCTAssertGreaterThan(text.count, 500, "\(context): still a good part of it", file: file, line: line)
    }

    func testTheBoundCutsOnAClusterBoundary() {
        onMain {
            let family = "👨‍👩‍👧‍👦"  // 7 scalars, 1 cluster
            let text = String(repeating: family, count: 400)  // 2,800 scalars
            let bounded = DisplayText.bounded(text)
            XCTAssertEqual(bounded, String(repeating: family, count: 285) + "…", "285 whole families (1,995 scalars), never a split one")
            XCTAssertEqual(DisplayText.bounded(String(repeating: "a", count: 2_000)), String(repeating: "a", count: 2_000), "exactly the bound: whole")
            XCTAssertEqual(DisplayText.bounded(String(repeating: "a", count: 2_001)), String(repeating: "a", count: 2_000) + "…")
        }
    }

    func testAHundredThousandCharacterLabelAndDescriptionAreBoundedAndMeasureSanely() {
        onMain {
            let full = Self.hundredThousand
            XCTAssertEqual(full.count, 100_000)
            let cell = ListCell(label: full, onTap: {}).description(full).chevron()
            let h = ListCellHarness([cell], in: self)
            checkBounded(h.part(.label), full, "label")
            checkBounded(h.part(.description), full, "description")
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(h.row.widget, GTK_ORIENTATION_VERTICAL, 360, &minimum, &natural, nil, nil)
            XCTAssertGreaterThan(minimum, 100, "the row is as tall as its wrapped texts")
            XCTAssertLessThan(natural, 20_000, "but not 100,000 characters tall")
            gtk_widget_measure(h.row.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            XCTAssertLessThan(minimum, 360, "it still fits a phone's width")
            let name = AccessibleProbe.label(h.row.accessibleElement) ?? ""
            XCTAssertLessThanOrEqual(name.unicodeScalars.count, 2_001, "the accessible name is bounded too")
            XCTAssertTrue(name.hasPrefix(String(full.prefix(500))), "and starts with the label")
            try? WidgetCapture.waitForPaint(h.row.widget)
        }
    }

    func testAnEllipsizedLongLabelIsBoundedToo() {
        onMain {
            let full = Self.hundredThousand
            let h = ListCellHarness([ListCell(label: full).description(full).textEllipsis()], in: self)
            checkBounded(h.part(.label), full, "ellipsized label")
            checkBounded(h.part(.description), full, "ellipsized description")
            var natural: Int32 = 0
            gtk_widget_measure(h.row.widget, GTK_ORIENTATION_VERTICAL, 360, nil, &natural, nil, nil)
            XCTAssertLessThan(natural, 80, "one line each")
        }
    }

    func testATextWithinTheBoundIsGivenWhole() {
        onMain {
            let long = String(repeating: "가나다 abc ", count: 120)  // 960 characters: the name holds both
            var h = ListCellHarness([ListCell(label: long, onTap: {}).description(long)], in: self)
            XCTAssertEqual(laidOut(h.part(.label)!).text, long)
            XCTAssertEqual(laidOut(h.part(.description)!).text, long)
            XCTAssertEqual(AccessibleProbe.label(h.row.accessibleElement), long + ", " + long)
            h = ListCellHarness([ListCell(label: "짧은 라벨")], in: self)
            XCTAssertEqual(laidOut(h.part(.label)!).text, "짧은 라벨")
        }
    }
}
