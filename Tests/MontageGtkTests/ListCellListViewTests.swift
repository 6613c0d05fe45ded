import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The GtkListView path: rows built on demand and recycled, looking exactly like GtkListBox
/// rows, with keyboard focus, Enter/Space taps and reachable controls.
final class ListCellListViewTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    final class Taps {
        var taps: [Int] = []
        var selections: [Bool] = []
    }

    /// A list view in a scrolled window, framed like `ListCellHarness` (20 side margins).
    @MainActor
    private func present(_ list: ListCellListView, height: Int32 = 300) -> WidgetPointer {
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(scroller), list.widget.margins(start: 20, end: 20))
        gtk_widget_set_size_request(scroller, 400, height)
        let surface = Build.vbox(classes: ["montage-surface"], [scroller])
        present(surface, width: 400, height: height)
        MainLoop.run(until: { list.widget.descendants { $0.isA(gtk_label_get_type()) }.count > 0 }, timeout: 5)
        MainLoop.drain()
        return surface
    }

    /// The same cells render the same pixels in a GtkListView as in a GtkListBox.
    func testRowsLookExactlyLikeListBoxRows() throws {
        try inEachScheme { scheme in
            let cells = [
                ListCell(label: "기본 셀 Label"),
                ListCell(label: "설명", onTap: {}).description("부가 설명 Description").chevron().divider(),
                ListCell(label: "Selected").selected().leadingResources([.icon(.bell)]),
                ListCell(label: "Trailing").trailingResources([.value("값"), .switch(checked: true)]).labelTrailingResources([.contentBadge(title: "New")]),
                ListCell(label: "Disabled").disabled().description("off"),
            ]
            let box = ListCellHarness(cells, in: self)
            let boxTexture = try WidgetCapture.texture(of: box.surface)
            let list = ListCellListView(strings: cells.indices.map(String.init)) { cells[Int($0)!] }
            let surface = present(list, height: Int32(boxTexture.height))
            let listTexture = try WidgetCapture.texture(of: surface)
            XCTAssertEqual([listTexture.width, listTexture.height], [boxTexture.width, boxTexture.height])
            var differing = 0
            for y in 0..<boxTexture.height {
                for x in 0..<boxTexture.width where listTexture.pixel(x: x, y: y).distance(to: boxTexture.pixel(x: x, y: y)) > 2 {
                    differing += 1
                }
            }
            XCTAssertEqual(differing, 0, "\(scheme): the GtkListView rows render as the GtkListBox rows")
        }
    }

    /// Tab enters the list on a row; Enter and Space tap it; Down moves to the next row; Tab
    /// from a row reaches its switch.
    func testKeyboardFocusTapsAndReachesControls() {
        onMain {
            let taps = Taps()
            let list = ListCellListView(strings: (0..<50).map(String.init)) { id in
                let index = Int(id)!
                var cell = ListCell(label: "Row \(index)", onTap: { taps.taps.append(index) })
                if index == 1 { cell = cell.trailingResources([.switch(checked: false, onSelect: { taps.selections.append($0) })]) }
                return cell
            }
            let surface = present(list)
            let window: WidgetPointer = cast(gtk_widget_get_root(surface)!)
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            gtk_window_set_focus(cast(window), nil)
            XDoTool.key("Tab")
            let first = focusedRow(in: window)
            XCTAssertEqual(first.map { list.labelText(of: $0) }, "Row 0", "Tab enters the list on its first row")
            XCTAssertTrue(first?.hasClass("focus-visible") ?? false, "the row shows keyboard focus as a GtkListBoxRow does")
            XDoTool.key("Return")
            XCTAssertEqual(taps.taps, [0], "Enter taps")
            XDoTool.key("space")
            XCTAssertEqual(taps.taps, [0, 0], "Space taps")
            XDoTool.key("Down")
            XCTAssertEqual(focusedRow(in: window).map { list.labelText(of: $0) }, "Row 1", "Down moves to the next row")
            XDoTool.key("Return")
            XCTAssertEqual(taps.taps, [0, 0, 1])
            XDoTool.key("Tab")
            let focus = gtk_window_get_focus(cast(window))
            XCTAssertTrue(focus.map { $0.isA(gtk_switch_get_type()) } ?? false, "Tab reaches the row's switch")
            XDoTool.key("space")
            MainLoop.run(until: { !taps.selections.isEmpty }, timeout: 2)
            XCTAssertEqual(taps.selections, [true], "Space on the switch asks for on")
            XCTAssertEqual(taps.taps, [0, 0, 1], "and does not tap the row")
        }
    }

    /// A click taps once, on the clicked row.
    func testAClickTapsTheClickedRowOnce() {
        onMain {
            let taps = Taps()
            let list = ListCellListView(strings: (0..<20).map(String.init)) { id in ListCell(label: "Row \(id)", onTap: { taps.taps.append(Int(id)!) }) }
            _ = present(list)
            let rows = list.widget.descendants { $0.hasClass("list-cell") }
            XCTAssertGreaterThan(rows.count, 3)
            let point = XDoTool.center(of: rows[2])
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(taps.taps, [2])
        }
    }

    /// 100,000 items: GTK builds rows only for the screen, and scrolling recycles them.
    func testAHundredThousandItemsBuildOnlyTheVisibleRows() {
        onMain {
            let list = ListCellListView(strings: (0..<100_000).map(String.init)) { ListCell(label: "Item \($0)").description("설명 \($0)") }
            XCTAssertEqual(list.count, 100_000)
            XCTAssertEqual(list.cell(at: 99_999)?.label, "Item 99999")
            _ = present(list)
            let built = list.widget.descendants { $0.hasClass("list-cell") }.count
            XCTAssertGreaterThan(built, 3)
            XCTAssertLessThanOrEqual(built, 250, "rows for the screen (GTK 4.8 keeps up to about 200), not for the model")
            let adjustment = gtk_scrollable_get_vadjustment(cast(list.widget))!
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) / 2)
            MainLoop.waitForFrames(list.widget, 2)  // the rows for the middle bound and laid out
            let labels = list.widget.descendants { $0.hasClass("list-cell-label") }.map { String(cString: gtk_label_get_text(cast($0))) }
            XCTAssertTrue(labels.contains { $0.hasPrefix("Item 50") || $0.hasPrefix("Item 49") }, "the middle of the list is bound: \(labels.prefix(3))")
            XCTAssertLessThanOrEqual(list.widget.descendants { $0.hasClass("list-cell") }.count, 250, "rows were recycled")
        }
    }

    /// A list made with 100,000 items grows to them as `setCount` grows a list: its first frame
    /// builds a screen of rows, not GTK's ~200, and no frame after builds more than 40.
    func testALongCountListBuildsAScreenOfRowsForItsFirstFrame() {
        onMain {
            let list = ListCellListView(count: 100_000) { ListCell(label: "Item \($0)").description("설명 \($0)") }
            XCTAssertEqual(list.count, 20, "a screen of items before the first frame")
            XCTAssertEqual(list.cell(at: 19)?.label, "Item 19")
            let rows = { list.widget.descendants { $0.hasClass("list-cell") }.count }
            var seen: [Int] = []
            var tick: SignalConnection?
            Signal.connect(list.widget, "realize") {
                tick = Signal.connect(gtk_widget_get_frame_clock(list.widget)!, "after-paint") { seen.append(rows()) }
            }
            _ = present(list, height: 500)
            XCTAssertTrue(MainLoop.run(until: { list.count == 100_000 }, timeout: 3))
            tick?.disconnect()
            XCTAssertLessThanOrEqual(seen.first ?? .max, 20, "the first frame's rows: \(seen)")
            let steps = zip([0] + seen, seen).map { $1 - $0 }
            XCTAssertLessThanOrEqual(steps.max() ?? 0, 40, "\(seen)")
            XCTAssertEqual(list.cell(at: 99_999)?.label, "Item 99999")
            XCTAssertGreaterThan(rows(), 100, "GTK keeps about 200 rows bound")
        }
    }

    /// A count list that grows from 3 to 100,000 grows a screen now and 40 rows a frame after,
    /// until GTK builds no more rows: no single frame builds GTK's ~200 rows.
    func testAGrowingCountListBuildsItsRowsOverFrames() {
        onMain {
            let list = ListCellListView(count: 3) { ListCell(label: "Item \($0)") }
            _ = present(list, height: 500)
            let rows = { list.widget.descendants { $0.hasClass("list-cell") }.count }
            XCTAssertEqual(rows(), 3)
            list.setCount(100_000)
            XCTAssertEqual(list.count, 23, "a screen of rows first")
            XCTAssertEqual(rows(), 23)
            var seen: [Int] = []
            let clock = gtk_widget_get_frame_clock(list.widget)!
            let tick = Signal.connect(clock, "after-paint") { seen.append(rows()) }
            XCTAssertTrue(MainLoop.run(until: { list.count == 100_000 }, timeout: 3))
            tick.disconnect()
            let steps = zip([23] + seen, seen).map { $1 - $0 }
            XCTAssertLessThanOrEqual(steps.max() ?? 0, 40, "\(seen)")
            XCTAssertGreaterThan(rows(), 100, "GTK keeps about 200 rows bound")
            XCTAssertLessThanOrEqual(rows(), 250)
            // Shrinking is at once, and a new growth starts over.
            list.setCount(2)
            XCTAssertEqual(list.count, 2)
            list.setCount(22)
            XCTAssertEqual(list.count, 22, "growth of a screen or less is at once")
            list.setCount(50)
            XCTAssertEqual(list.count, 42, "a new growth starts over")
        }
    }

    @MainActor
    private func focusedRow(in window: WidgetPointer) -> WidgetPointer? {
        var current = gtk_window_get_focus(cast(window))
        while let widget = current, !widget.hasClass("list-cell") { current = gtk_widget_get_parent(widget) }
        return current
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    @MainActor
    func hasClass(_ name: String) -> Bool { gtk_widget_has_css_class(self, name) != 0 }
}

extension ListCellListView {
    /// The label text of a row widget of this list.
    @MainActor
    func labelText(of row: WidgetPointer) -> String? {
        row.descendant(ListCellPart.label).map { String(cString: gtk_label_get_text(cast($0))) }
    }
}
