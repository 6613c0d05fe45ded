import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Seed 001's swipe-to-delete with a real pointer, on a screen as wide as the gallery shows it:
/// the row's content slides with the drag with the action beside it, stays readable when open,
/// and an open row closes with Escape, a click elsewhere or a click on itself.
final class DeliveriesSwipeTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func openScreen(width: Int32 = 900, events: StoryEvents = .unheard()) -> (DeliveriesScreen, WidgetPointer) {
        Theme.register(stylesheet: DeliveriesCSS.rules, named: "deliveries")
        let screen = DeliveriesScreen(events: events)
        let window = present(Build.vbox([screen.widget]), width: width, height: 700)
        MainLoop.waitUntilSettled(window)
        XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
        return (screen, window)
    }

    @MainActor
    private func x(of widget: WidgetPointer, in swipe: SwipeReveal) -> (start: Double, end: Double) {
        let rect = RingProbe.bounds(of: widget, in: swipe.widget)
        return (Double(rect.origin.x), Double(rect.origin.x + rect.size.width))
    }

    /// Drags `swipe`'s row `dx` pixels with the button held; `release` ends the drag.
    @MainActor
    private func drag(_ swipe: SwipeReveal, by dx: Int, release: Bool = true) {
        let start = XDoTool.center(of: swipe.widget, dx: 100)
        XDoTool.press(x: start.x, y: start.y)
        for step in 1...8 { XDoTool.move(x: start.x + dx * step / 8, y: start.y) }
        if release {
            XDoTool.release()
            waitForSnap(swipe)
        }
    }

    /// The dark text pixels (the label's color, nearly) the capture shows of `label`'s area
    /// that lies inside `swipe`'s visible box.
    @MainActor
    private func visibleInk(of label: WidgetPointer, in swipe: SwipeReveal, window: WidgetPointer) throws -> Int {
        let capture = try WidgetCapture.texture(of: window)
        let row = RingProbe.bounds(of: swipe.widget, in: window), text = RingProbe.bounds(of: label, in: window)
        let ink = Color.Semantic.foregroundNeutralPrimary.resolved(in: .light)
        let wanted = Pixel(red: ink.red, green: ink.green, blue: ink.blue)
        var count = 0
        let left = Int(max(row.origin.x, text.origin.x)), right = Int(min(row.origin.x + row.size.width, text.origin.x + text.size.width))
        guard right > left else { return 0 }
        for y in Int(text.origin.y)..<Int(text.origin.y + text.size.height) {
            for x in left..<right where capture.pixel(x: x, y: y).distance(to: wanted) <= 60 { count += 1 }
        }
        return count
    }

    func testAnEightyPixelDragSlidesTheContentWithTheActionBesideIt() throws {
        try onMain {
            let (screen, window) = openScreen()
            let swipe = try XCTUnwrap(screen.swipe("d02"))
            let label = try XCTUnwrap(swipe.content.descendant(ListCellPart.label))
            let inkClosed = try visibleInk(of: label, in: swipe, window: window)
            XCTAssertGreaterThan(inkClosed, 50, "the label is drawn")

            drag(swipe, by: -80, release: false)
            let held = x(of: swipe.content, in: swipe)
            XCTAssertEqual(held.start, -80, accuracy: 2, "the content follows the pointer")
            XCTAssertEqual(x(of: swipe.action, in: swipe).start, held.end, accuracy: 1, "the action comes in right beside the content")
            XCTAssertGreaterThan(try visibleInk(of: label, in: swipe, window: window), inkClosed * 4 / 5, "the label is still drawn while dragging")
            XDoTool.release()
            waitForSnap(swipe)

            XCTAssertTrue(swipe.isOpen, "80 px is past the threshold")
            var natural: Int32 = 0
            gtk_widget_measure(swipe.action, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertEqual(swipe.revealWidth, Double(natural), "open, the content moves by the action's own width, not a third of a wide row")
            XCTAssertEqual(x(of: swipe.content, in: swipe).start, -swipe.revealWidth, accuracy: 1)
            XCTAssertEqual(x(of: swipe.action, in: swipe).start, x(of: swipe.content, in: swipe).end, accuracy: 1, "the action beside the content")
            XCTAssertLessThanOrEqual(x(of: swipe.action, in: swipe).end, Double(gtk_widget_get_width(swipe.widget)), "the whole action shows")
            XCTAssertGreaterThan(try visibleInk(of: label, in: swipe, window: window), inkClosed / 2, "open, the row still shows most of its label")
        }
    }

    func testEscapeAClickElsewhereOrOnTheOpenRowClosesIt() throws {
        try onMain {
            let center = EventCenter()
            let (screen, _) = openScreen(width: 420, events: center.events(of: "scenario-deliveries"))
            let swipe = try XCTUnwrap(screen.swipe("d02"))
            var heard: [String] = []
            center.observe { heard.append($0.name) }

            // The focus outside the screen (the gallery's sidebar, say): the drag brings it.
            let outside = gtk_button_new_with_label("outside")!
            gtk_box_prepend(cast(gtk_widget_get_parent(screen.widget)!), outside)
            gtk_widget_grab_focus(outside)
            drag(swipe, by: -80)
            XCTAssertTrue(swipe.isOpen)
            XDoTool.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !swipe.isOpen && swipe.offset == 0 }, timeout: 1), "Escape closes it")

            drag(swipe, by: -80)
            XCTAssertTrue(swipe.isOpen)
            let search = XDoTool.center(of: screen.search.widget)
            XDoTool.click(x: search.x, y: search.y)
            XCTAssertTrue(MainLoop.run(until: { !swipe.isOpen }, timeout: 1), "a click elsewhere closes it")

            drag(swipe, by: -80)
            XCTAssertTrue(swipe.isOpen)
            heard = []
            let content = XDoTool.center(of: swipe.content, dx: 0)
            XDoTool.click(x: content.x - Int(swipe.revealWidth) / 2, y: content.y)
            XCTAssertTrue(MainLoop.run(until: { !swipe.isOpen }, timeout: 1), "a click on the open row closes it")
            XCTAssertFalse(heard.contains("delivery onTap"), "and taps nothing: \(heard)")
            XCTAssertNotNil(screen.row("d02"), "and deletes nothing")

            drag(swipe, by: -80)
            let other = XDoTool.center(of: screen.row("d04")!)
            XDoTool.click(x: other.x, y: other.y)
            XCTAssertTrue(MainLoop.run(until: { !swipe.isOpen }, timeout: 1), "a click on another row closes it")
            XCTAssertEqual(heard.last, "delivery onTap", "and taps that row")
        }
    }
}
