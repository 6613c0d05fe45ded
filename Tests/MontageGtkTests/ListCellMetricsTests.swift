import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// §3.3 metrics, measured on laid-out rows (Latin text: one font, exact line boxes).
final class ListCellMetricsTests: MontageTestCase, @unchecked Sendable {
    func testHeightsPerVerticalPadding() {
        onMain {
            let paddings: [(ListCell.VerticalPadding, Int32)] = [(.none, 24), (.small, 40), (.medium, 48), (.large, 56), (.custom(10), 44), (.custom(-5), 24)]
            let plain = ListCellHarness(paddings.map { ListCell(label: "Label").verticalPadding($0.0) }, in: self)
            for (index, (padding, height)) in paddings.enumerated() {
                XCTAssertEqual(plain.height(index), height, "\(padding)")
            }
            let described = ListCellHarness(paddings.prefix(4).map { ListCell(label: "Label").description("Description").verticalPadding($0.0) }, in: self)
            for (index, height) in [42, 58, 66, 74].enumerated() {
                XCTAssertEqual(described.height(index), Int32(height), "with a one-line description")
            }
        }
    }

    /// Only the parts a configuration shows are built: a basic row is the row, its accessible
    /// element, the content box, the text column and the label; no empty slot container exists.
    func testARowBuildsOnlyThePartsItShows() {
        onMain {
            // `descendants` includes the row itself.
            @MainActor func count(_ row: ListCellRow) -> Int { row.widget.descendants { _ in true }.count }
            let basic = ListCellRow(ListCell(label: "Basic"))
            XCTAssertEqual(count(basic), 5, "a basic row")
            XCTAssertLessThanOrEqual(count(basic), 8)
            XCTAssertEqual(count(ListCellRow(ListCell(label: "Described").description("Description"))), 6)
            let trailingOnly = ListCellRow(ListCell(label: "Value").trailingResources([.value("1")]))
            for part in [ListCellPart.leading, .labelTrailing, .extra, .description, .selectedCheck, .chevron, .divider] {
                XCTAssertNil(trailingOnly.widget.descendant(part), "no \(part.rawValue) part")
            }
            XCTAssertNotNil(trailingOnly.widget.descendant(ListCellPart.trailing))
            // Parts built once stay, hidden, and an update back to basic shows as basic.
            basic.update(ListCell(label: "Full").leadingResources([.icon(.bell)]).description("d").chevron().divider().selected())
            basic.update(ListCell(label: "Basic"))
            let shown = basic.widget.descendants { gtk_widget_get_visible($0) != 0 && $0.ancestors.allSatisfy { gtk_widget_get_visible($0) != 0 } }
            XCTAssertEqual(shown.count, 5, "the extra parts are hidden")
            for row in [basic, trailingOnly] { _ = ObjectRef(row.widget) }
        }
    }

    /// A wrapping text that fills its row has a minimum width of a few characters (GtkLabel's
    /// default lays it out one character per line to find it, the costliest part of a row) and
    /// the same natural width as without it; a word longer than the row still breaks between
    /// characters; a label beside label-trailing items and an ellipsized text keep GTK's minimum.
    func testWrappingTextHasACheapMinimumAndItsOwnNaturalWidth() {
        onMain {
            let long = String(repeating: "w", count: 60)
            let harness = ListCellHarness([
                ListCell(label: "라벨 Label text").description("설명 Description text"),
                ListCell(label: long),
                ListCell(label: "라벨 Label text").labelTrailingResources([.contentBadge(title: "신규")]),
                ListCell(label: "라벨 Label text").textEllipsis(),
                ListCell(label: "김"),
            ], in: self, width: 360)
            @MainActor func widths(_ label: WidgetPointer) -> (min: Int32, natural: Int32) {
                var minimum: Int32 = 0, natural: Int32 = 0
                gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                return (minimum, natural)
            }
            for part in [ListCellPart.label, .description] {
                let label = harness.part(part)!, name = part.rawValue
                let set = widths(label)
                XCTAssertGreaterThan(gtk_label_get_width_chars(cast(label)), 2, name)
                XCTAssertGreaterThanOrEqual(set.min, 20, "\(name): a few characters, not one")
                gtk_label_set_width_chars(cast(label), -1)
                let plain = widths(label)
                XCTAssertLessThan(plain.min, set.min, "\(name): GTK's own minimum is one character")
                XCTAssertEqual(plain.natural, set.natural, "\(name): the natural width does not change")
            }
            let longLabel = harness.part(.label, row: 1)!
            XCTAssertLessThan(widths(longLabel).min, 100, "a long word does not widen the minimum")
            XCTAssertLessThanOrEqual(size(longLabel).width, 320, "the long word fits the row")
            XCTAssertGreaterThan(size(longLabel).height, 22, "…by breaking between characters onto more lines")
            XCTAssertEqual(gtk_label_get_width_chars(cast(harness.part(.label, row: 2)!)), -1, "beside label-trailing items")
            XCTAssertEqual(gtk_label_get_width_chars(cast(harness.part(.label, row: 3)!)), -1, "ellipsized")
            XCTAssertEqual(gtk_label_get_width_chars(cast(harness.part(.label, row: 4)!)), -1, "a very short text keeps GTK's minimum")
        }
    }

    /// Hangul and Latin on one line are one font: a mixed label and description are exactly
    /// their token line heights (22 and 18).
    func testMixedScriptTextHasTheTokenLineHeights() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "라벨 Label").description("설명 Description ÄÉ"),
                ListCell(label: "Hg 라벨 ÄÉ").labelVariant(.body1),
            ], in: self)
            XCTAssertEqual(harness.height(0), 12 + (1 + 22 + 1) + 18 + 12, "padding, label row (1 + 22 + 1), description")
            XCTAssertEqual(size(harness.part(.label)!).height, 22)
            XCTAssertEqual(size(harness.part(.description)!).height, 18)
            XCTAssertEqual(harness.height(1), 12 + (1 + 24 + 1) + 12, "body1: a 24 line")
        }
    }

    func testHeightsWithTallSlotItems() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "Avatar").leadingResources([.avatar("", variant: .person)]),
                ListCell(label: "Thumbnail").leadingResources([.thumbnail("")]),
                ListCell(label: "Large icon").leadingResources([.largeIcon(.bell)]),
                ListCell(label: "Button").trailingResources([.button(title: "Go")]),
                ListCell(label: "Icon button").trailingResources([.iconButton(.trash)]),
            ], in: self)
            // The icon button takes 20 in the layout (its 32 box overflows into the padding).
            for (index, height) in [64, 80, 60, 56, 48].enumerated() {
                XCTAssertEqual(harness.height(index), Int32(height), "row \(index)")
            }
        }
    }

    func testPartSizes() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "Label").leadingResources([.icon(.person), .largeIcon(.bell), .avatar("", variant: .company), .thumbnail(""), .checkbox(checked: true), .radio(checked: false)])
                    .labelTrailingResources([.contentBadge(title: "New"), .icon(.circleCheckFill)])
                    .selected().chevron().divider(),
                ListCell(label: "Label").trailingResources([.switch(checked: true), .iconButton(.trash), .icon(.star)]),
            ], in: self, width: 700)
            let leading = harness.part(.leading)!.children.map(size)
            XCTAssertEqual(leading.map(\.width), [22, 36, 40, 56, 24, 24], "leading items")
            XCTAssertEqual(leading.map(\.height), [22, 36, 40, 56, 24, 24])
            XCTAssertEqual(size(harness.part(.labelTrailing)!).height, 22, "label-trailing group is 22 tall")
            XCTAssertEqual(harness.part(.labelTrailing)!.children.map { size($0).height }, [22, 22])
            let check = size(harness.part(.selectedCheck)!)
            XCTAssertEqual([check.width, check.height], [22, 22])
            let chevron = size(harness.part(.chevron)!)
            XCTAssertEqual([chevron.width, chevron.height], [8, 16])
            XCTAssertEqual(size(harness.part(.divider)!).height, 1)
            let trailing = harness.part(.trailing, row: 1)!.children.map(size)
            XCTAssertEqual(trailing.map(\.width), [39, 32, 22])
            XCTAssertEqual(trailing.map(\.height), [24, 32, 22])
        }
    }

    func testHorizontalGapsAndOrder() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "Label").leadingResources([.icon(.person), .icon(.bell)]).labelTrailingResources([.contentBadge(title: "A"), .contentBadge(title: "B")])
                    .trailingResources([.value("V"), .icon(.star)]).chevron(),
                ListCell(label: "Label").selected().chevron(),
            ], in: self, width: 500)
            let leading = harness.part(.leading)!.children.map(harness.bounds)
            XCTAssertEqual(leading[0].x, 20, "inset: content starts where the list's 20 margin ends")
            XCTAssertEqual(leading[1].x - leading[0].maxX, 8, "leading items 8 apart")
            let label = harness.bounds(harness.part(.label)!)
            XCTAssertEqual(label.x - leading[1].maxX, 8, "leading group -> text 8")
            let badges = harness.part(.labelTrailing)!.children.map(harness.bounds)
            XCTAssertEqual(badges[0].x - label.maxX, 4, "label -> label-trailing 4")
            XCTAssertEqual(badges[1].x - badges[0].maxX, 4, "label-trailing items 4 apart")
            let trailing = harness.part(.trailing)!.children.map(harness.bounds)
            XCTAssertEqual(trailing[1].x - trailing[0].maxX, 8, "trailing items 8 apart")
            let chevron = harness.bounds(harness.part(.chevron)!)
            XCTAssertEqual(chevron.x - trailing[1].maxX, 8, "gap before the chevron")
            XCTAssertEqual(chevron.maxX, 480, "the chevron ends at the cell's edge")

            let check = harness.bounds(harness.part(.selectedCheck, row: 1)!)
            let chevron2 = harness.bounds(harness.part(.chevron, row: 1)!)
            XCTAssertEqual(chevron2.x - check.maxX, 8, "check -> chevron 8")
            XCTAssertEqual(chevron2.maxX, 480)
        }
    }

    func testInsetAndFullPlaceContentAtTheSameX() {
        onMain {
            let inset = ListCellHarness([ListCell(label: "Label").divider()], in: self)
            let full = ListCellHarness([ListCell(label: "Label").variant(.full).divider()], in: self, variant: .full)
            XCTAssertEqual(inset.bounds(inset.part(.label)!).x, 20)
            XCTAssertEqual(full.bounds(full.part(.label)!).x, 20, "content lands 20 from the list's edge in both variants")
            // The inset row reaches 12 beyond its cell into the list's margins.
            let insetRow = inset.bounds(inset.row.widget)
            XCTAssertEqual([insetRow.x, insetRow.width], [8, 360 + 24])
            let fullRow = full.bounds(full.row.widget)
            XCTAssertEqual([fullRow.x, fullRow.width], [0, 400])
            // Divider: the cell width in inset, inset 20 from both edges in full.
            let insetDivider = inset.bounds(inset.part(.divider)!)
            XCTAssertEqual([insetDivider.x, insetDivider.width], [20, 360])
            let fullDivider = full.bounds(full.part(.divider)!)
            XCTAssertEqual([fullDivider.x, fullDivider.width], [20, 360])
            XCTAssertEqual(fullDivider.maxY, fullRow.maxY, "the divider is the bottom pixel row")
        }
    }

    func testLabelRowPaddingAndVerticalAlign() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "Label").leadingResources([.avatar("", variant: .person)]).trailingResources([.button(title: "Go")]),
                ListCell(label: "Label").leadingResources([.avatar("", variant: .person)]).trailingResources([.button(title: "Go")]).verticalAlign(.center),
            ], in: self)
            let top = harness.bounds(harness.part(.label)!, inRow: 0)
            XCTAssertEqual(top.y, 12 + 1, "label row: 1 above a 22pt line")
            XCTAssertEqual(top.height, 22)
            let avatarTop = harness.bounds(harness.part(.leading)!.children[0], inRow: 0)
            XCTAssertEqual(avatarTop.y, 12, "top: tall leading content starts level with the label's top padding")
            let buttonTop = harness.bounds(harness.part(.trailing)!.children[0], inRow: 0)
            XCTAssertEqual(buttonTop.y, 12, "top: the trailing button starts at the top")
            let centered = harness.bounds(harness.part(.label, row: 1)!, inRow: 1)
            XCTAssertEqual(centered.y, 12 + (40 - 24) / 2 + 1, "center: the text column is centred on the row")
            let buttonCentered = harness.bounds(harness.part(.trailing, row: 1)!.children[0], inRow: 1)
            XCTAssertEqual(buttonCentered.y, 12 + 4, "center: the 32pt button is centred on 40")
        }
    }

    func testLabelTrailingHugsAShortLabelAndNeverShrinks() {
        onMain {
            let long = String(repeating: "Long label ", count: 12)
            let harness = ListCellHarness([
                ListCell(label: "Short").labelTrailingResources([.contentBadge(title: "Badge")]),
                ListCell(label: long).labelTrailingResources([.contentBadge(title: "Badge")]),
                ListCell(label: "Short"),
            ], in: self)
            let short = harness.bounds(harness.part(.label)!)
            let badge = harness.bounds(harness.part(.labelTrailing)!)
            XCTAssertEqual(badge.x, short.maxX + 4, "the badge follows the label")
            XCTAssertLessThan(short.width, 100, "a short label hugs its text")
            let wrapped = harness.bounds(harness.part(.label, row: 1)!)
            let badge2 = harness.bounds(harness.part(.labelTrailing, row: 1)!)
            XCTAssertGreaterThan(wrapped.height, 22, "a long label wraps")
            XCTAssertEqual(badge2.width, badge.width, "the badge keeps its width")
            XCTAssertEqual(badge2.maxX, 380, accuracy: 1, "the long label leaves just the badge's room")
            XCTAssertEqual(badge2.x - wrapped.maxX, 4, accuracy: 1)
            let plain = harness.bounds(harness.part(.label, row: 2)!)
            XCTAssertEqual(plain.width, 360, "without label-trailing items the label spans the column")
        }
    }

    func testTextEllipsisLimitsEachTextToOneLine() {
        onMain {
            let long = String(repeating: "Long text ", count: 20)
            let harness = ListCellHarness([
                ListCell(label: long).description(long).textEllipsis(),
                ListCell(label: long).description(long),
            ], in: self)
            XCTAssertEqual(harness.height(0), 12 + 24 + 18 + 12, "one line each")
            XCTAssertEqual(gtk_label_get_ellipsize(cast(harness.part(.label)!)), PANGO_ELLIPSIZE_END)
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(harness.part(.description)!))) != 0)
            XCTAssertGreaterThan(harness.height(1), 66 + 22 + 18, "without ellipsis both wrap")
        }
    }
}
