import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The playground's controls drive a live cell; toggle items keep their own state.
final class ListCellPlaygroundTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func makePlayground() -> WidgetPointer {
        presentStory(ListCellPlayground.story).page
    }

    @MainActor
    private func control(_ page: WidgetPointer, _ part: some WidgetPartName) -> WidgetPointer {
        guard let widget = page.descendant(part) else {
            XCTFail("no control \(part.partName)")
            return page
        }
        return widget
    }

    @MainActor
    private func liveRow(_ page: WidgetPointer) -> WidgetPointer { page.descendant(ListCellPart.row)! }

    @MainActor
    private func click(_ button: WidgetPointer) { cgtk_signal_emit_plain(button.gRaw, "clicked") }

    func testTogglesChangeTheLiveCell() {
        onMain {
            let page = makePlayground()
            let row = liveRow(page)
            XCTAssertTrue(isVisible(row.descendant(ListCellPart.description)))
            gtk_editable_set_text(cast(control(page, PlaygroundPart.control("description"))), "")
            XCTAssertFalse(isVisible(row.descendant(ListCellPart.description)), "description off")
            XCTAssertFalse(isVisible(row.descendant(ListCellPart.selectedCheck)))
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("selected"))), 1)
            XCTAssertTrue(isVisible(row.descendant(ListCellPart.selectedCheck)), "selected shows the check")
            XCTAssertTrue(gtk_widget_has_css_class(row, "selected") != 0)
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("divider"))), 1)
            XCTAssertTrue(isVisible(row.descendant(ListCellPart.divider)))
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("disabled"))), 1)
            XCTAssertFalse(gtk_widget_is_sensitive(row) != 0)
            click(control(page, PlaygroundPart.longText))
            let label = row.descendant(ListCellPart.label)!
            XCTAssertTrue(String(cString: gtk_label_get_text(cast(label))).hasPrefix("아주 긴 라벨"))
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("textEllipsis"))), 1)
            XCTAssertEqual(gtk_label_get_ellipsize(cast(label)), PANGO_ELLIPSIZE_END)
            gtk_editable_set_text(cast(control(page, PlaygroundPart.control("highlight"))), "라벨")
            XCTAssertNotNil(gtk_label_get_attributes(cast(label)), "the highlight entry drives the highlight")
        }
    }

    func testLayoutChoices() {
        onMain {
            let page = makePlayground()
            let row = liveRow(page)
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("variant"))), 1)
            XCTAssertTrue(gtk_widget_has_css_class(row, "variant-full") != 0)
            XCTAssertEqual(gtk_widget_get_margin_start(gtk_widget_get_parent(row)!), 0, "full cells fill the list")
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("variant"))), 0)
            XCTAssertEqual(gtk_widget_get_margin_start(gtk_widget_get_parent(row)!), 20, "inset cells get 20 margins")
            let spin = control(page, PlaygroundPart.customNumber("verticalPadding"))
            XCTAssertFalse(gtk_widget_is_sensitive(spin) != 0, "custom padding is off until 'custom' is chosen")
            // …and looks it: its row (title and spin button) is dimmed.
            let spinRow = gtk_widget_get_parent(spin)!
            @MainActor func darkest() -> Int {
                guard let texture = try? WidgetCapture.texture(of: spinRow) else { return 0 }
                var result = 255 * 3
                for y in stride(from: 0, to: texture.height, by: 2) {
                    for x in stride(from: 0, to: texture.width, by: 2) {
                        let pixel = texture.pixel(x: x, y: y)
                        if pixel.alpha > 200 { result = min(result, Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) }
                    }
                }
                return result
            }
            let dimmed = darkest()
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("verticalPadding"))), 4)
            XCTAssertTrue(gtk_widget_is_sensitive(spin) != 0)
            XCTAssertGreaterThan(dimmed, darkest() + 150, "the disabled row is visibly lighter")
            gtk_spin_button_set_value(cast(spin), 0)
            XCTAssertFalse(gtk_widget_has_css_class(row, "interactive") != 0, "custom(0) turns the interaction off")
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("verticalAlign"))), 1)
            XCTAssertEqual(gtk_widget_get_valign(row.descendant(ListCellPart.leading)!), GTK_ALIGN_CENTER)
        }
    }

    func testItemsOfEveryCaseCanBeAddedAndRemovedInEachSlot() {
        onMain {
            let page = makePlayground()
            let row = liveRow(page)
            for (slot, part) in [("leadingResources", ListCellPart.leading), ("labelTrailingResources", .labelTrailing),
                                 ("trailingResources", .trailing), ("extraResources", .extra)] {
                guard case .items(let kinds)? = StoryScript.listCellOptions.first(where: { $0.name == slot })?.kind else {
                    return XCTFail("\(slot) is a slot of the schema")
                }
                let before = row.descendant(part).map { isVisible($0) ? $0.children.count : 0 } ?? 0
                for kind in kinds { click(control(page, PlaygroundPart.add(slot, kind: kind))) }
                XCTAssertEqual(row.descendant(part)!.children.count, before + kinds.count, "\(slot): one item per case")
                let list = control(page, PlaygroundPart.items(slot))
                XCTAssertEqual(list.children.count, before + kinds.count)
                click(control(list, PlaygroundPart.remove(slot, index: 0)))
                XCTAssertEqual(row.descendant(part)!.children.count, before + kinds.count - 1, "\(slot): remove")
            }
        }
    }

    func testToggleItemsKeepTheirOwnStateAndEventsAreLogged() {
        onMain {
            let page = makePlayground()
            let row = liveRow(page)
            click(control(page, PlaygroundPart.add("leadingResources", kind: "checkbox")))
            click(control(page, PlaygroundPart.add("trailingResources", kind: "switch")))
            let checkbox = row.descendant(ListCellPart.leading)!.children.last!
            XCTAssertFalse(gtk_check_button_get_active(cast(checkbox)) != 0)
            gtk_check_button_set_active(cast(checkbox), 1)  // as a click does
            XCTAssertTrue(gtk_check_button_get_active(cast(row.descendant(ListCellPart.leading)!.children.last!)) != 0, "the playground keeps the new state")
            let log = page.descendant(ControlPart.eventLog)!
            XCTAssertTrue(EventLog.events(in: log).joined(separator: "\n").contains("checkbox onSelect → true"), EventLog.events(in: log).joined(separator: "\n"))
            let toggle = row.descendant(ListCellPart.trailing)!.children.last!
            gtk_switch_set_active(cast(toggle), 1)
            XCTAssertTrue(MainLoop.run(until: { EventLog.events(in: log).joined(separator: "\n").contains("switch onSelect → true") }, timeout: 2))
            XCTAssertTrue(gtk_switch_get_active(cast(row.descendant(ListCellPart.trailing)!.children.last!)) != 0)
            XCTAssertTrue(gtk_widget_activate(row) != 0)
            XCTAssertTrue((EventLog.events(in: log).first ?? "").hasSuffix("onTap"), EventLog.events(in: log).first ?? "")
        }
    }

    @MainActor
    private func isVisible(_ widget: WidgetPointer?) -> Bool { widget.map { gtk_widget_is_visible($0) != 0 } ?? false }

    /// In both variants the neighbour's text starts where the live cell's does (spec §3.8): full
    /// takes the list's margins away, so the neighbour pads its content as the live cell does.
    func testTheNeighbourKeepsItsSidePaddingInBothVariants() throws {
        try onMain {
            let page = makePlayground()
            let list = try XCTUnwrap(gtk_widget_get_parent(liveRow(page)))
            let card = try XCTUnwrap(gtk_widget_get_parent(list))
            for (index, variant) in ["inset", "full"].enumerated() {
                gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("variant"))), guint(index))
                try WidgetCapture.waitForPaint(page)
                var rows: [WidgetPointer] = []
                var child = gtk_widget_get_first_child(list)
                while let row = child {
                    if row.descendant(ListCellPart.label) != nil { rows.append(row) }
                    child = gtk_widget_get_next_sibling(row)
                }
                XCTAssertEqual(rows.count, 2, "the live cell and its neighbour")
                let starts = try rows.map { row -> Float in
                    let content = try XCTUnwrap(row.descendants { gtk_widget_has_css_class($0, "list-cell-content") != 0 }.first)
                    var bounds = graphene_rect_t()
                    XCTAssertTrue(gtk_widget_compute_bounds(content, card, &bounds) != 0)
                    return bounds.origin.x
                }
                XCTAssertEqual(starts[1], starts[0], "\(variant): the neighbour's content starts with the live cell's")
                XCTAssertEqual(starts[1], 20, "\(variant): 20 from the card's edge")
            }
        }
    }
}
