import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §5 FormControl around a TextField, measured on laid-out controls: top placement (label row,
/// field, footer 8 apart), leading placement (label 16 before the field, centred on its first
/// 48 / 40), hidden parts, the footer's message and accessory, and focus kept across changes.
final class FormControlLayoutTests: MontageTestCase, @unchecked Sendable {
    /// The label row (label + required mark, 2 padding each side) of field `index`.
    @MainActor
    private func labelRow(_ harness: FieldLayoutHarness, _ index: Int = 0) -> WidgetPointer {
        gtk_widget_get_parent(harness.part(.label, index)!)!
    }

    /// The footer (message + accessory) of field `index`.
    @MainActor
    private func footer(_ harness: FieldLayoutHarness, _ index: Int = 0) -> WidgetPointer {
        gtk_widget_get_parent(harness.part(.message, index)!)!
    }

    /// The natural one-line width of a widget.
    @MainActor
    private func naturalWidth(_ widget: WidgetPointer) -> Double {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        return Double(natural)
    }

    func testTopPlacementStacksLabelFieldAndFooterEightApart() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.label("Email", required: true).message("We never share it.").accessory { Build.label("0/50") } },
                { $0.size(.medium).label("Email").message("Help") },
            ], in: self)
            for index in 0..<2 {
                let control = harness.bounds(harness.views[index].widget)
                let row = harness.bounds(labelRow(harness, index))
                let field = harness.bounds(harness.field(index))
                let foot = harness.bounds(footer(harness, index))
                XCTAssertEqual(row.y, control.y, "\(scheme) the label row is on top")
                XCTAssertEqual(field.y - row.maxY, 8, "\(scheme) label row -> field 8")
                XCTAssertEqual(foot.y - field.maxY, 8, "\(scheme) field -> footer 8")
                XCTAssertEqual(foot.maxY, control.maxY, "the footer ends the control")
                XCTAssertEqual([row.x, field.x, foot.x], [control.x, control.x, control.x], "left-aligned")
                XCTAssertEqual(field.width, control.width, "the field spans the control")
                XCTAssertEqual(foot.width, control.width, "the footer spans the control")
                XCTAssertEqual(harness.bounds(harness.part(.label, index)!).x - row.x, 2, "label row padding 2")
                XCTAssertEqual(harness.bounds(harness.part(.message, index)!).x - foot.x, 2, "footer padding 2")
            }
            let label = harness.bounds(harness.part(.label)!), mark = harness.bounds(harness.part(.requiredMark)!)
            XCTAssertEqual(mark.x, label.x + naturalWidth(harness.part(.label)!), "the required mark follows the label's text, 0 apart")
            XCTAssertFalse(isShown(harness.part(.requiredMark, 1)), "not required: no mark")
        }
    }

    func testLeadingPlacementPutsTheLabelSixteenBeforeTheFieldCentredOnItsFirstLine() {
        inEachScheme { scheme in
            let tall: WidgetFactory = { Build.hbox().size(width: 20, height: 64) }
            let harness = FieldLayoutHarness([
                { $0.labelPlacement(.leading).label("Name", required: true).message("Shown under the field") },
                { $0.labelPlacement(.leading).size(.medium).label("Name") },
                { $0.labelPlacement(.leading).label("Tall").trailingContent(tall) },
                { $0.labelPlacement(.leading).size(.medium).label("Tall").trailingContent(tall) },
            ], in: self)
            for (index, firstLine) in [(0, 48.0), (1, 40), (2, 48), (3, 40)] {
                let control = harness.bounds(harness.views[index].widget)
                let row = harness.bounds(labelRow(harness, index))
                let field = harness.bounds(harness.field(index))
                XCTAssertEqual(row.x, control.x, "\(scheme) the label column starts the control")
                XCTAssertEqual(row.width, naturalWidth(labelRow(harness, index)), "without a width: the label's natural width")
                XCTAssertEqual(field.x - row.maxX, 16, "\(scheme) label column -> field 16")
                XCTAssertEqual(field.y, control.y, "the field is on the first row")
                XCTAssertEqual(row.y + row.height / 2, field.y + firstLine / 2, accuracy: 0.5,
                               "\(scheme) field \(index): the label is centred on the first \(firstLine)")
                XCTAssertEqual(field.maxX, control.maxX, "the field takes the rest of the width")
            }
            XCTAssertEqual(harness.bounds(harness.field(2)).height, 64 + 16, "a taller field")
            // The footer sits under the field only.
            let foot = harness.bounds(footer(harness))
            let field = harness.bounds(harness.field())
            XCTAssertEqual(foot.x, field.x, "the footer starts under the field")
            XCTAssertEqual(foot.width, field.width)
            XCTAssertEqual(foot.y - field.maxY, 8)
        }
    }

    func testLabelAndMessageAreHiddenWhenNilOrEmpty() {
        onMain {
            let harness = FieldLayoutHarness([
                { $0 }, { $0.label(nil).message(nil) }, { $0.label("", required: true).message("") },
                { $0.labelPlacement(.leading).label("").message("") }, { $0.label("Label") },
            ], in: self)
            for index in 0..<4 {
                XCTAssertFalse(isShown(harness.part(.label, index)), "field \(index): no label")
                XCTAssertFalse(isShown(harness.part(.requiredMark, index)), "field \(index): no required mark without a label")
                XCTAssertFalse(isShown(harness.part(.message, index)), "field \(index): no message")
                XCTAssertFalse(isShown(harness.part(.accessory, index)), "field \(index): no accessory")
                let control = harness.bounds(harness.views[index].widget)
                let field = harness.bounds(harness.field(index))
                XCTAssertEqual([field.x, field.y, field.width, field.height], [control.x, control.y, control.width, control.height],
                               "field \(index): the control is just the field (no empty rows, no 16 gap)")
            }
            XCTAssertTrue(isShown(harness.part(.label, 4)))
            XCTAssertFalse(isShown(harness.part(.message, 4)))
            XCTAssertEqual(harness.bounds(harness.field(4)).maxY, harness.bounds(harness.views[4].widget).maxY, "no footer below")
            // Adding and removing them later on the same view.
            harness.views[0].update(harness.views[0].field.label("Now").message("Now too"))
            harness.layout()
            XCTAssertTrue(isShown(harness.part(.label, 0)))
            XCTAssertTrue(isShown(harness.part(.message, 0)))
            harness.views[0].update(harness.views[0].field.label("").message(nil))
            harness.layout()
            XCTAssertFalse(isShown(harness.part(.label, 0)))
            XCTAssertFalse(isShown(harness.part(.message, 0)))
            XCTAssertEqual(harness.bounds(harness.views[0].widget).height, 48, "back to just the field")
        }
    }

    func testAccessoryKeepsItsWidthWhileTheMessageWraps() {
        inEachScheme { scheme in
            let long = String(repeating: "A help message that is long enough to wrap. ", count: 4)
            let harness = FieldLayoutHarness([
                { $0.message(long).accessory { Build.label("120/500") } },
                { $0.accessory { Build.label("0/10") } },
                { $0.message("Short").accessory { Build.label("0/10") } },
            ], in: self, width: 320)
            let foot = harness.bounds(footer(harness))
            let message = harness.bounds(harness.part(.message)!)
            let accessory = harness.bounds(harness.part(.accessory)!)
            let counter = harness.part(.accessory)!.children[0]
            XCTAssertEqual(accessory.width, naturalWidth(counter), "\(scheme) the accessory keeps its natural width")
            XCTAssertEqual(accessory.maxX, foot.maxX - 2, "at the right, inside the 2 padding")
            XCTAssertEqual(accessory.y, message.y, "top-aligned with the message")
            XCTAssertEqual(message.x, foot.x + 2)
            XCTAssertGreaterThanOrEqual(accessory.x - message.maxX, 8, "at least 8 between message and accessory")
            XCTAssertGreaterThan(message.height, 2 * 16, "\(scheme) the long message wraps onto several lines")
            XCTAssertEqual(foot.height, message.height, "the footer is as tall as the message")
            // Without a message the accessory still sits at the right.
            XCTAssertTrue(isShown(harness.part(.accessory, 1)))
            XCTAssertFalse(isShown(harness.part(.message, 1)))
            let alone = harness.bounds(harness.part(.accessory, 1)!)
            XCTAssertEqual(alone.maxX, harness.bounds(footer(harness, 1)).maxX - 2, "accessory alone: at the right")
            XCTAssertEqual(alone.y - harness.bounds(harness.field(1)).maxY, 8, "footer shown for an accessory alone")
            // A short message stays one line beside it.
            let short = harness.bounds(harness.part(.message, 2)!)
            XCTAssertLessThanOrEqual(short.height, 16)
        }
    }

    func testANarrowLabelColumnEllipsizesTheLabelButKeepsTheMark() {
        onMain {
            let harness = FieldLayoutHarness([
                { $0.labelPlacement(.leading).labelWidth(60).label("A very long label indeed", required: true) },
                { $0.labelPlacement(.leading).labelWidth(120).label("Short") },
                { $0.labelWidth(60).label("Top placement ignores labelWidth") },
            ], in: self)
            let field = harness.bounds(harness.field(0))
            XCTAssertEqual(field.x - harness.bounds(harness.views[0].widget).x, 60 + 16, "the fixed column is used exactly")
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(harness.part(.label)!))) != 0, "the label ellipsizes")
            let mark = harness.bounds(harness.part(.requiredMark)!)
            XCTAssertTrue(isShown(harness.part(.requiredMark)))
            XCTAssertGreaterThan(mark.width, 0, "the mark stays visible")
            XCTAssertLessThanOrEqual(mark.maxX, field.x - 16, "inside the column")
            XCTAssertEqual(harness.bounds(harness.field(1)).x - harness.bounds(harness.views[1].widget).x, 120 + 16, "a wider column too")
            XCTAssertFalse(pango_layout_is_ellipsized(gtk_label_get_layout(cast(harness.part(.label, 1)!))) != 0)
            XCTAssertEqual(harness.bounds(harness.field(2)).x, harness.bounds(harness.views[2].widget).x, "top: labelWidth has no effect")
        }
    }

    func testChangesAroundTheInputKeepTheSameEntryAndTheFocus() {
        onMain {
            let model = TextFieldModel(text: "typing")
            let harness = FieldLayoutHarness({ $0 }, in: self, model: model)
            let entry = harness.view.entry
            XCTAssertTrue(harness.focus())
            gtk_editable_set_position(cast(entry), 3)
            let changes: [(TextField) -> TextField] = [
                { $0.label("Label") }, { $0.label("Label", required: true).message("Message") },
                { $0.labelPlacement(.leading).label("Label").message("Message") }, { $0.labelPlacement(.leading).label("").accessory { Build.label("1/9") } },
                { $0.labelPlacement(.top).status(.negative).message("Error") }, { $0.size(.medium) }, { $0 },
            ]
            for (step, change) in changes.enumerated() {
                harness.view.update(change(model.field))
                harness.layout()
                XCTAssertEqual(harness.view.entry, entry, "step \(step): the same entry widget")
                XCTAssertTrue(harness.entryHasFocus(), "step \(step): the entry keeps the focus")
                XCTAssertEqual(gtk_editable_get_position(cast(entry)), 3, "step \(step): the caret stays")
                XCTAssertEqual(harness.view.text, "typing")
            }
        }
    }

    /// The label is one line ellipsized at the end in both placements: a long label never
    /// widens the control or wraps, and the required mark stays visible after it.
    func testALongLabelIsOneEllipsizedLineInBothPlacements() {
        onMain {
            let long = "배송지 주소를 입력해 주세요 (도로명, 건물 번호, 상세 주소까지 모두) Delivery address in full"
            let harness = FieldLayoutHarness([
                { $0.label(long, required: true) },
                { $0.label(long, required: true).labelPlacement(.leading) },
                { $0.size(.medium).label(long).labelPlacement(.leading) },
            ], in: self, width: 320)
            for index in 0..<3 {
                let label = harness.part(.label, index)!
                let control = harness.bounds(harness.views[index].widget)
                XCTAssertEqual(control.width, 320 - 2 * 20, "field \(index): the control keeps the window's width less its margins")
                XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(label))) != 0, "field \(index): ellipsized")
                XCTAssertEqual(pango_layout_get_line_count(gtk_label_get_layout(cast(label))), 1, "field \(index): one line")
                XCTAssertLessThanOrEqual(harness.bounds(label).maxX, control.maxX, "field \(index): inside the control")
                if index < 2 {
                    let mark = harness.bounds(harness.part(.requiredMark, index)!)
                    XCTAssertTrue(isShown(harness.part(.requiredMark, index)))
                    XCTAssertEqual(mark.x, harness.bounds(label).maxX, "field \(index): the mark follows the cut label")
                    XCTAssertLessThanOrEqual(mark.maxX, control.maxX)
                }
            }
            let leadingField = harness.bounds(harness.field(1))
            XCTAssertGreaterThan(leadingField.width, 120, "leading: the field keeps room beside the cut label")
        }
    }
}
