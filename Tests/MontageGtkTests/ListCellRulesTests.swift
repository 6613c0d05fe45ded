import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Highlight (§3.6), precedence (§3.2) and the shown/absent parts.
final class ListCellRulesTests: MontageTestCase, @unchecked Sendable {
    func testHighlightEmphasisesTheFirstCaseInsensitiveMatchInEachText() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "김티드 개발자 김티드").description("티드는 iOS 개발자").highlight("티드"),
                ListCell(label: "Hello World").description("the WORLD of worlds").highlight("world"),
                ListCell(label: "No match here").description("Nothing").highlight("xyz"),
                ListCell(label: "Empty query").description("Empty").highlight(""),
                ListCell(label: "Café").highlight("cafe"),
            ], in: self)
            let korean = Array("김".utf8).count
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.label)), [korean..<(korean + 6)], "first match only, byte range of 티드")
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.description)), [0..<6], "the description has its own first match")
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.label, row: 1)), [6..<11], "case-insensitive")
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.description, row: 1)), [4..<9])
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.label, row: 2)), [], "no match: rendered normally")
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.description, row: 2)), [])
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.label, row: 3)), [], "empty query: nothing")
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.label, row: 4)), [], "diacritics count: e is not é")
        }
    }

    func testHighlightUsesTheVariantsBoldAndSurvivesUpdates() {
        onMain {
            let harness = ListCellHarness([ListCell(label: "Title text").labelVariant(.title2).highlight("TEXT")], in: self)
            let attributes = gtk_label_get_attributes(cast(harness.part(.label)!))
            XCTAssertNotNil(attributes)
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.label)), [6..<10])
            harness.row.update(ListCell(label: "Title text").labelVariant(.title2))
            XCTAssertEqual(LabelProbe.boldRanges(harness.part(.label)), [], "removing the highlight clears the emphasis")
            XCTAssertEqual(TextHighlight.firstMatch(of: "TEXT", in: "Title text"), 6..<10)
        }
    }

    /// Right to left, the chevron points the other way: its drawing is the mirror image.
    func testTheChevronMirrorsRightToLeft() throws {
        try onMain {
            @MainActor func chevron() throws -> Texture {
                let harness = ListCellHarness([ListCell(label: "Label").chevron()], in: self)
                return try WidgetCapture.texture(of: harness.part(.chevron)!)
            }
            let leftToRight = try chevron()
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            let rightToLeft = try chevron()
            XCTAssertEqual(leftToRight.width, rightToLeft.width)
            var ink = 0
            for y in 0..<leftToRight.height {
                for x in 0..<leftToRight.width {
                    let mirrored = rightToLeft.pixel(x: leftToRight.width - 1 - x, y: y)
                    XCTAssertLessThanOrEqual(leftToRight.pixel(x: x, y: y).distance(to: mirrored), 2, "(\(x), \(y))")
                    if leftToRight.pixel(x: x, y: y).alpha > 0 { ink += 1 }
                }
            }
            XCTAssertGreaterThan(ink, 10, "the chevron has ink")
            XCTAssertFalse(leftToRight.isIdentical(to: rightToLeft), "and it is not symmetric")
        }
    }

    func testTrailingResourcesWinOverTheSelectedCheckAndTheChevronStaysRightMost() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "Both").selected().trailingResources([.value("Value")]).chevron(),
                ListCell(label: "Check").selected().chevron(),
                ListCell(label: "Neither"),
            ], in: self)
            XCTAssertFalse(isShown(harness.part(.selectedCheck)), "trailing items hide the check")
            XCTAssertTrue(isShown(harness.part(.trailing)))
            XCTAssertGreaterThan(harness.bounds(harness.part(.chevron)!).x, harness.bounds(harness.part(.trailing)!).maxX)
            XCTAssertTrue(isShown(harness.part(.selectedCheck, row: 1)), "the check shows when the trailing slot is empty")
            XCTAssertFalse(isShown(harness.part(.trailing, row: 1)))
            for part in [ListCellPart.leading, .labelTrailing, .description, .extra, .trailing, .selectedCheck, .chevron, .divider] {
                XCTAssertFalse(isShown(harness.part(part, row: 2)), "\(part.rawValue) is not shown on a plain cell")
            }
            XCTAssertTrue(isShown(harness.part(.label, row: 2)))
        }
    }

    func testDescriptionNilRemovesItButAnEmptyStringKeepsIt() {
        onMain {
            let harness = ListCellHarness([ListCell(label: "A").description(nil), ListCell(label: "B").description("")], in: self)
            XCTAssertFalse(isShown(harness.part(.description)))
            XCTAssertTrue(isShown(harness.part(.description, row: 1)), "no emptiness check (§3.6)")
        }
    }

    func testSlotItemsCarryTheirCaseAsACSSClass() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "Slots")
                    .leadingResources([.icon(.person), .largeIcon(.bell), .checkbox(checked: false), .radio(checked: true), .avatar("", variant: .academy), .thumbnail(""), .slot { Build.label("L") }])
                    .labelTrailingResources([.contentBadge(title: "B"), .icon(.star), .slot { Build.label("LT") }])
                    .trailingResources([.value("V"), .icon(.star), .iconButton(.trash), .textButton(title: "T"), .button(title: "B"), .contentBadge(title: "C"), .switch(checked: true), .slot { Build.label("T") }])
                    .extraResources([.contentBadge(.outlined, title: "E"), .text("X"), .slot { Build.label("E") }]),
            ], in: self, width: 1200)
            @MainActor func classes(_ part: ListCellPart) -> [String] {
                harness.part(part)!.children.map { child in
                    ["icon", "large-icon", "checkbox", "radio", "avatar", "thumbnail", "slot", "content-badge", "value", "icon-button",
                     "text-button", "button", "switch", "text"].first { gtk_widget_has_css_class(child, $0) != 0 } ?? "?"
                }
            }
            XCTAssertEqual(classes(.leading), ["icon", "large-icon", "checkbox", "radio", "avatar", "thumbnail", "slot"])
            XCTAssertEqual(classes(.labelTrailing), ["content-badge", "icon", "slot"])
            XCTAssertEqual(classes(.trailing), ["value", "icon", "icon-button", "text-button", "button", "content-badge", "switch", "slot"])
            XCTAssertEqual(classes(.extra), ["content-badge", "text", "slot"])
            let trailing = harness.part(.trailing)!.children
            XCTAssertIsA(trailing[0], Gtk.Label.gType, "value is a label")
            XCTAssertIsA(trailing[6], Gtk.Switch.gType)
            XCTAssertIsA(harness.part(.leading)!.children[2], Gtk.CheckButton.gType)
            XCTAssertIsA(harness.part(.extra)!.children[1], Gtk.Label.gType, "text is a label")
        }
    }
}
