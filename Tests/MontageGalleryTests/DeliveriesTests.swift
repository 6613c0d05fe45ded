import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The delivery list of seed 001, driven as a person would (typing, dragging with the mouse,
/// the toast) and checked on the model and the widgets both; deleting the focused row with
/// Delete or its context menu is played from resources/steps/scenario-deliveries.swift.
final class DeliveriesTests: MontageTestCase, @unchecked Sendable {
    // MARK: Data and model

    func testTheSampleListHasThirtyRealisticDeliveries() {
        let deliveries = loadedSample(Delivery.load(from: Delivery.samplePath), count: 30)
        XCTAssertEqual(Set(deliveries.map(\.id)).count, 30, "ids are unique")
        for delivery in deliveries {
            XCTAssertFalse(delivery.packageName.isEmpty || delivery.carrier.isEmpty || delivery.trackingNumber.isEmpty || delivery.arrival.isEmpty, delivery.id)
            XCTAssertTrue(["배송준비중", "집화완료", "배송중", "배송출발", "배송완료"].contains(delivery.state), delivery.state)
        }
    }

    func testAMissingOrBrokenFileIsAProblemNotACrash() throws {
        let missing = Delivery.load(from: "/nonexistent/deliveries.tsv")
        XCTAssertEqual(missing.deliveries, [])
        XCTAssertTrue(missing.problem?.contains("/nonexistent/deliveries.tsv") ?? false, missing.problem ?? "nil")
        let path = NSTemporaryDirectory() + "deliveries-broken-\(getpid()).tsv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "# comment\nd1\t이어폰\tCJ\t1\t배송중\t오늘\nd2\t깨진 줄\n".write(toFile: path, atomically: true, encoding: .utf8)
        let broken = Delivery.load(from: path)
        XCTAssertEqual(broken.deliveries.map(\.id), ["d1"], "the lines before the broken one")
        XCTAssertTrue(broken.problem?.hasSuffix(":3: expected 6 tab-separated fields") ?? false, broken.problem ?? "nil")
    }

    func testTheModelFiltersDeletesUndoesAndKeepsOneRowOpen() {
        onMain {
            let (deliveries, _) = Delivery.load(from: Delivery.samplePath)
            let model = DeliveryList(deliveries)
            model.query = "cj"
            XCTAssertEqual(model.visible.map(\.carrier).filter { $0 != "CJ대한통운" }, [], "case-insensitive, on the carrier")
            XCTAssertEqual(model.visible.count, deliveries.filter { $0.carrier == "CJ대한통운" }.count)
            model.query = "6892-4410"
            XCTAssertEqual(model.visible.map(\.id), ["d01"], "on the tracking number")
            model.query = ""
            XCTAssertNil(model.open("d02"))
            XCTAssertEqual(model.open("d05"), "d02", "opening one names the one to close")
            XCTAssertEqual(model.delete("d05"), DeliveryList.Removal(delivery: deliveries[4], index: 4))
            XCTAssertNil(model.openID, "the deleted row is no longer open")
            XCTAssertEqual(model.deliveries.count, 29)
            XCTAssertEqual(model.undo()?.index, 4)
            XCTAssertEqual(model.deliveries, deliveries, "undo puts it back in its place")
            XCTAssertNil(model.undo(), "nothing left to undo")
        }
    }

    // MARK: Widgets

    @MainActor
    private func visibleRowIDs(_ screen: DeliveriesScreen) -> [String] {
        let stem = DeliveriesPart.delivery("").partName
        return screen.list.children.filter { gtk_widget_get_visible($0) != 0 && gtk_widget_has_css_class($0, "delivery-row") != 0 }
            .map { String($0.name.dropFirst(stem.count)) }
    }

    func testTypingFiltersTheRowsAndHighlightsTheMatch() {
        onMain {
            let (screen, window) = openDeliveries()
            XCTAssertEqual(visibleRowIDs(screen).count, 30)
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            gtk_widget_grab_focus(screen.search.entry)
            XDoTool.type("CJ", delay: 30)
            XCTAssertTrue(MainLoop.run(until: { self.visibleRowIDs(screen).count == screen.model.visible.count && screen.model.query == "CJ" }, timeout: 3))
            XCTAssertEqual(visibleRowIDs(screen), screen.model.visible.map(\.id))
            XCTAssertEqual(visibleRowIDs(screen).count, 8, "the eight CJ대한통운 parcels")
            let description = screen.row("d01")!.descendant(ListCellPart.description)
            XCTAssertEqual(LabelProbe.boldRanges(description), [0..<2], "CJ set bold in 'CJ대한통운 …'")
            gtk_editable_set_text(cast(screen.search.entry), "패딩")
            XCTAssertEqual(visibleRowIDs(screen), ["d02"])
            XCTAssertEqual(LabelProbe.boldRanges(screen.row("d02")!.descendant(ListCellPart.label)), [Array("겨울 구스다운 ".utf8).count..<Array("겨울 구스다운 패딩".utf8).count])
            gtk_editable_set_text(cast(screen.search.entry), "")  // a deletion reports once the loop is idle
            XCTAssertTrue(MainLoop.run(until: { self.visibleRowIDs(screen).count == 30 }, timeout: 2), "clearing the search shows everything")
            XCTAssertEqual(LabelProbe.boldRanges(screen.row("d02")!.descendant(ListCellPart.label)), [])
        }
    }

    func testNothingMatchingOrNothingLeftShowsTheEmptyState() {
        onMain {
            let (screen, _) = openDeliveries()
            gtk_editable_set_text(cast(screen.search.entry), "없는 택배")
            XCTAssertEqual(visibleRowIDs(screen), [])
            let empty = screen.list.descendant(DeliveriesPart.empty)!
            MainLoop.wait(until: { gtk_widget_get_mapped(empty) != 0 }, timeout: 2, "the empty state shows")
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(empty))), "‘없는 택배’와 일치하는 배송이 없어요.")
            gtk_editable_set_text(cast(screen.search.entry), "")
            XCTAssertTrue(MainLoop.run(until: { screen.model.query.isEmpty }, timeout: 2))
            for delivery in screen.model.deliveries { screen.delete(delivery.id) }
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(empty))), "배송 중인 택배가 없어요.")
            MainLoop.wait(until: { gtk_widget_get_mapped(empty) != 0 }, timeout: 2, "the empty state shows when nothing is left")
        }
    }

    /// A mouse drag sideways past a fifth of the action's width snaps the row open by the
    /// action's width; a short one springs back; opening another closes the first; the red
    /// action deletes; undo restores.
    func testDraggingARowOpensItsDeleteActionOneAtATime() {
        onMain {
            let (screen, window) = openDeliveries()
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            let first = screen.swipe("d01")!, second = screen.swipe("d02")!
            let width = Double(gtk_widget_get_width(first.widget))
            @MainActor func drag(_ swipe: SwipeReveal, by dx: Int) {
                let start = XDoTool.center(of: swipe.widget, dx: width / 4)
                XDoTool.press(x: start.x, y: start.y)
                for step in 1...6 { XDoTool.move(x: start.x + dx * step / 6, y: start.y) }
                XDoTool.release()
                waitForSnap(swipe)
            }
            drag(first, by: -Int(first.revealWidth / 8))
            XCTAssertFalse(first.isOpen, "a drag shorter than a fifth of the action springs back")
            XCTAssertEqual(first.offset, 0)
            drag(first, by: -Int(width / 5))
            XCTAssertTrue(first.isOpen, "past the threshold it snaps open")
            XCTAssertEqual(first.offset, first.revealWidth, accuracy: 0.5)
            var natural: Int32 = 0
            gtk_widget_measure(first.action, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertEqual(first.revealWidth, Double(natural), "the row opens by the action's width")
            XCTAssertLessThanOrEqual(first.revealWidth, (width / 3).rounded(), "about a third of a phone-wide row, as the seed")
            XCTAssertEqual(screen.model.openID, "d01")
            drag(second, by: -Int(width / 5))
            XCTAssertTrue(second.isOpen)
            XCTAssertTrue(MainLoop.run(until: { !first.isOpen && first.offset == 0 }, timeout: 1), "opening another closes the first")
            XCTAssertEqual(screen.model.openID, "d02")
            XCTAssertTrue(screen.toast.widget.descendant(ToastPart.message) != nil)

            // The revealed action deletes the row; the toast undoes it in place.
            let delete = second.action
            let point = XDoTool.center(of: delete)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(screen.model.deliveries.count, 29)
            XCTAssertNil(screen.row("d02"))
            XCTAssertEqual(visibleRowIDs(screen).prefix(2), ["d01", "d03"])
            XCTAssertTrue(screen.toast.isShown)
            XCTAssertEqual(screen.toast.text, "‘겨울 구스다운 패딩 점퍼’ 배송을 삭제했어요")
            MainLoop.waitUntilShown(screen.toast.action)
            let undo = XDoTool.center(of: screen.toast.action)
            XDoTool.click(x: undo.x, y: undo.y)
            XCTAssertEqual(screen.model.deliveries.map(\.id).prefix(3), ["d01", "d02", "d03"], "back in its place")
            XCTAssertEqual(visibleRowIDs(screen).prefix(3), ["d01", "d02", "d03"])
            XCTAssertFalse(screen.toast.isShown)
        }
    }

    /// A screen not in a window (no focus anywhere) deletes and undoes without a GTK warning.
    func testDeletingOutsideAWindowWarnsNothing() {
        onMain {
            let screen = DeliveriesScreen()
            let owner = ObjectRef(screen.widget)
            defer { withExtendedLifetime(owner) {} }
            screen.delete("d01")
            XCTAssertNil(screen.row("d01"))
            screen.undo()
            XCTAssertNotNil(screen.row("d01"))
        }
    }

    /// A click on a row (no drag) still taps the cell.
    func testAClickStillTapsTheCell() {
        onMain {
            let center = EventCenter()
            let (screen, window) = openDeliveries(events: center.events(of: "scenario-deliveries"))
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            var heard: [String] = []
            center.observe { heard.append($0.name + " " + ($0.value ?? "")) }
            let point = XDoTool.center(of: screen.row("d03")!)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(heard, ["delivery onTap 캠핑용 접이식 의자 2개"])
            XCTAssertFalse(screen.swipe("d03")!.isOpen)
        }
    }

}
