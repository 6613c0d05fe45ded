import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The review's canvas as a person uses it, through the X server: the overlay's slider spans
/// the image, so its knob sits over the cut at every value; zooming keeps the first change (keys,
/// buttons) or the point under the pointer (Ctrl+wheel) where it was; side by side shows the
/// golden and the capture at every zoom.
final class ReviewCanvasTests: MontageTestCase, @unchecked Sendable {
    /// The overlay's cut as drawn: the columns of the canvas's row `y` in the cut's blue.
    @MainActor
    private func cutColumns(_ canvas: WidgetPointer, y: Int) throws -> [Int] {
        let drawn = try WidgetCapture.texture(of: canvas)
        return (0..<drawn.width).filter { drawn.pixel(x: $0, y: y) == Pixel(red: 0, green: 102, blue: 255) }
    }

    /// The centre of the slider's knob, in `canvas`'s coordinates.
    @MainActor
    private func knobCenter(_ split: WidgetPointer, in canvas: WidgetPointer) throws -> Double {
        let knob = try XCTUnwrap(split.descendants { String(cString: gtk_widget_get_css_name($0)) == "slider" }.first, "the scale's knob")
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(knob, canvas, &bounds) != 0)
        return Double(bounds.origin.x) + Double(bounds.size.width) / 2
    }

    func testTheOverlaySliderSpansTheImageSoItsKnobIsOverTheCut() throws {
        try onMain {
            let (_, output) = try reviewRun()
            let review = openReview(output)
            let pane = try XCTUnwrap(review.pane), canvas = pane.canvas.widget
            XDoTool.key("n")
            XDoTool.key("2")
            MainLoop.waitUntilSettled(review.window)
            let split = try XCTUnwrap(review.window.descendant(ReviewPart.split))
            let images = try XCTUnwrap(pane.canvas.images)
            let row = 24 + images.size.height / 2
            // A click a quarter of the way into the image moves the knob there, and the cut with it.
            let quarter = Double(images.size.width) / 4
            let target = screenPoint(canvas, fx: 0, fy: 0, dx: quarter)
            let onSlider = screenPoint(split)
            XDoTool.click(x: target.x, y: onSlider.y)
            MainLoop.waitUntilSettled(review.window)
            let clicked = try cutColumns(canvas, y: row)
            XCTAssertFalse(clicked.isEmpty, "the cut is drawn")
            XCTAssertLessThanOrEqual(abs(Double(clicked.first ?? 0) + 1 - quarter), 1.5, "the cut is where the slider was clicked: \(clicked)")
            // At every value the knob's centre is over the cut.
            for value in stride(from: 0.0, through: 1.0, by: 0.125) {
                Gtk.Scale(split).value = value
                MainLoop.waitUntilSettled(review.window)
                let columns = try cutColumns(canvas, y: row)
                let cut = Double(images.size.width) * value
                XCTAssertFalse(columns.isEmpty, "the cut at \(value) is drawn")
                XCTAssertLessThanOrEqual(abs(Double(columns.first ?? -9) - (cut - 1).rounded()), 1, "the cut at \(value): \(columns)")
                XCTAssertLessThanOrEqual(abs(try knobCenter(split, in: canvas) - cut), 1.5, "the knob at \(value) sits over the cut at \(cut)")
            }
            XCTAssertEqual(gtk_widget_get_width(split), Int32(images.size.width), "the slider is as wide as the image")
            // Zoomed in, the slider still spans the image, drawn twice as wide.
            XDoTool.key("plus")
            MainLoop.waitUntilSettled(review.window)
            XCTAssertEqual(gtk_widget_get_width(split), Int32(images.size.width * 2))
            Gtk.Scale(split).value = 0.5
            MainLoop.waitUntilSettled(review.window)
            XCTAssertLessThanOrEqual(abs(try knobCenter(split, in: canvas) - Double(images.size.width)), 1.5, "at 2× the knob at 50% is over the cut")
        }
    }

    /// Where `canvas`'s point (`x`, `y`) shows in `scroller`.
    @MainActor
    private func shown(_ x: Double, _ y: Double, of canvas: WidgetPointer, in scroller: WidgetPointer) -> (x: Double, y: Double) {
        var point = graphene_point_t(x: Float(x), y: Float(y)), out = graphene_point_t()
        XCTAssertTrue(gtk_widget_compute_point(canvas, scroller, &point, &out) != 0)
        return (Double(out.x), Double(out.y))
    }

    func testZoomFromTheKeysKeepsTheFirstChangeInPlace() throws {
        try onMain {
            let (_, output) = try shiftedRun()
            let review = openReview(output)
            let pane = try XCTUnwrap(review.pane), canvas = pane.canvas.widget
            let scroller = try XCTUnwrap(review.window.descendant(ReviewPart.canvasScroller))
            let horizontal = try XCTUnwrap(Gtk.ScrolledWindow(scroller).horizontal), vertical = try XCTUnwrap(Gtk.ScrolledWindow(scroller).vertical)
            let region = try XCTUnwrap(pane.session.entry(at: 0).regions?.first, "the shift's first changed region")
            let (cx, cy) = (Double(region[0]) + Double(region[2]) / 2, Double(region[1]) + Double(region[3]) / 2)
            // The first change's centre in the golden (left), as the review opens at 1×.
            var before = shown(cx, 24 + cy, of: canvas, in: scroller)
            var held = 0
            for (key, zoom) in [("plus", 2), ("plus", 4), ("plus", 8), ("plus", 16), ("minus", 8), ("KP_Add", 16)] {
                XDoTool.key(key)
                MainLoop.waitUntilSettled(review.window)
                XCTAssertEqual(pane.canvas.zoom, zoom)
                let now = shown(cx * Double(zoom), 24 + cy * Double(zoom), of: canvas, in: scroller)
                XCTAssertTrue((0...Double(gtk_widget_get_width(scroller))).contains(now.x) && (0...Double(gtk_widget_get_height(scroller))).contains(now.y),
                              "at \(zoom)× the change's centre is in view: \(now)")
                // Where it was, but where the view cannot scroll that far (an image too small to
                // scroll at all holds it at its start).
                for (adjustment, moved, axis) in [(horizontal, now.x - before.x, "across"), (vertical, now.y - before.y, "down")] {
                    guard adjustment.value > adjustment.lower, adjustment.value < adjustment.upper - adjustment.pageSize else { continue }
                    XCTAssertLessThanOrEqual(abs(moved), 1, "at \(zoom)× the change's centre stays where it was \(axis)")
                    held += 1
                }
                before = now
            }
            XCTAssertGreaterThanOrEqual(held, 8, "from 4× on the image scrolls both ways to hold the change still")
        }
    }

    func testZoomFromTheKeysWithoutAChangedRegionKeepsTheMiddleOfTheView() throws {
        try onMain {
            let (_, output) = try reviewRun()
            let review = openReview(output)
            let pane = try XCTUnwrap(review.pane), canvas = pane.canvas
            XDoTool.key("n")
            XDoTool.key("n")
            XCTAssertNil(pane.session.entry(at: 2).regions, "a capture without a golden has no changed region")
            let scroller = try XCTUnwrap(review.window.descendant(ReviewPart.canvasScroller))
            let horizontal = try XCTUnwrap(Gtk.ScrolledWindow(scroller).horizontal), vertical = try XCTUnwrap(Gtk.ScrolledWindow(scroller).vertical)
            XDoTool.key("plus")
            MainLoop.waitUntilSettled(review.window)
            // The pointer at the middle of the view reads the pixel there; zoomed by the keys, the
            // same pixel is there (from 2× on the image scrolls both ways).
            let middle = screenPoint(scroller)
            XDoTool.move(x: middle.x, y: middle.y)
            MainLoop.wait(until: { canvas.pointerPosition != nil }, timeout: 2, "the pointer over the canvas")
            XDoTool.sync()
            let first = try XCTUnwrap(canvas.hovered, "the middle of the view is over the capture")
            for zoom in [4, 8, 16] {
                XDoTool.key("plus")
                MainLoop.waitUntilSettled(review.window)
                XCTAssertEqual(canvas.zoom, zoom)
                XCTAssertTrue(horizontal.value > horizontal.lower && vertical.value > vertical.lower, "at \(zoom)× the view scrolled to hold the middle")
                // The pointer has not moved: the probe reads the pixel under it now, the same one
                // (GTK's own motion event as the view scrolls included); a motion on the spot too.
                let probe = try XCTUnwrap(review.window.descendant(ReviewPart.probe))
                for moved in [false, true] {
                    if moved { XDoTool.move(x: middle.x, y: middle.y) }
                    let now = try XCTUnwrap(canvas.hovered)
                    XCTAssertLessThanOrEqual(abs(now.x - first.x), 1, "at \(zoom)× the middle of the view stays across: \(now), not \(first)")
                    XCTAssertLessThanOrEqual(abs(now.y - first.y), 1, "at \(zoom)× the middle of the view stays down: \(now), not \(first)")
                    XCTAssertTrue(Gtk.Label(probe).text.hasPrefix("x \(now.x), y \(now.y) "), Gtk.Label(probe).text)
                }
            }
        }
    }

    func testSideBySideShowsTheGoldenAndTheCaptureAtEveryZoom() throws {
        try onMain {
            let (_, output) = try reviewRun()
            let review = openReview(output)
            let pane = try XCTUnwrap(review.pane), canvas = pane.canvas
            XDoTool.key("n")
            let images = try XCTUnwrap(canvas.images)
            let actual = try XCTUnwrap(images.actual), expected = try XCTUnwrap(images.expected)
            let scroller = try XCTUnwrap(review.window.descendant(ReviewPart.canvasScroller))
            let away = screenPoint(try XCTUnwrap(review.window.descendant(ReviewPart.heading)))
            XDoTool.move(x: away.x, y: away.y)
            for zoom in [1, 2, 4, 8, 16, 32] {
                if zoom > 1 { XDoTool.key("plus") }
                MainLoop.waitUntilSettled(review.window)
                XCTAssertEqual(canvas.zoom, zoom)
                let drawn = try WidgetCapture.texture(of: scroller)
                var hovered: [(x: Int, y: Int)] = []
                // The pointer a quarter of the way across, then three quarters: the same pixel of the
                // golden on the left, of the capture on the right.
                for (fx, texture, other) in [(0.25, expected, actual), (0.75, actual, expected)] {
                    let point = screenPoint(scroller, fx: fx, fy: 0.4)
                    XDoTool.move(x: point.x, y: point.y)
                    MainLoop.wait(until: { canvas.hovered != nil }, timeout: 2, "at \(zoom)× the pointer at \(fx) of the view is over an image")
                    guard let pixel = canvas.hovered else { continue }
                    hovered.append(pixel)
                    // (Drawn before the pointer came: no outline; a grid line at most, which leaves the color near.)
                    let local = shownPoint(point, in: scroller), seen = drawn.pixel(x: local.x, y: local.y)
                    let want = texture.pixel(x: pixel.x, y: pixel.y), not = other.pixel(x: pixel.x, y: pixel.y)
                    XCTAssertGreaterThan(want.distance(to: not), 128, "the golden and the capture differ at \(pixel)")
                    XCTAssertLessThanOrEqual(seen.distance(to: want), 64,
                                             "at \(zoom)× \(fx == 0.25 ? "the golden" : "the capture") shows at \(fx) of the view, pixel \(pixel): \(seen), not \(want)")
                }
                // Both panes show the same place (their steps apart differ by the view's padding only).
                if hovered.count == 2 {
                    XCTAssertLessThanOrEqual(abs(hovered[0].x - hovered[1].x), max(1, 6 / zoom), "at \(zoom)× both show the same place: \(hovered)")
                    XCTAssertEqual(hovered[0].y, hovered[1].y)
                }
                // The pointer off the canvas again, so the next capture has no outline.
                XDoTool.move(x: away.x, y: away.y)
            }
        }
    }

    /// Where the screen point `point` falls in `widget` (its own coordinates, whole pixels).
    @MainActor
    private func shownPoint(_ point: (x: Int, y: Int), in widget: WidgetPointer) -> (x: Int, y: Int) {
        let origin = screenPoint(widget, fx: 0, fy: 0)
        return (point.x - origin.x, point.y - origin.y)
    }

    func testCtrlWheelZoomsKeepingThePixelUnderThePointer() throws {
        try onMain {
            let (_, output) = try reviewRun()
            let review = openReview(output)
            let pane = try XCTUnwrap(review.pane), canvas = pane.canvas
            XDoTool.key("n")
            XDoTool.key("2")
            XDoTool.key("plus")
            MainLoop.waitUntilSettled(review.window)
            let golden = try XCTUnwrap(canvas.images?.expected)
            let scroller = try XCTUnwrap(review.window.descendant(ReviewPart.canvasScroller))
            // At 2× the pointer over the middle of pixel (200, 100) of the overlay, left of the cut (the
            // golden): zoomed around, it stays in the middle of that pixel.
            let point = screenPoint(canvas.widget, fx: 0, fy: 0, dx: 200 * 2 + 1, dy: 24 + 100 * 2 + 1)
            XCTAssertTrue((0...Double(gtk_widget_get_width(scroller))).contains(Double(shownPoint(point, in: scroller).x)), "the pixel is in view")
            XDoTool.move(x: point.x, y: point.y)
            MainLoop.wait(until: { canvas.hovered?.x == 200 && canvas.hovered?.y == 100 }, timeout: 2, "the pointer over pixel (200, 100)")
            for (button, zoom) in [("4", 4), ("4", 8), ("4", 16), ("5", 8), ("5", 4)] {
                XDoTool.run(["keydown", "ctrl", "click", button, "keyup", "ctrl"])
                XDoTool.sync()
                MainLoop.waitUntilSettled(review.window)
                XCTAssertEqual(canvas.zoom, zoom, "Ctrl+wheel \(button == "4" ? "up zooms in" : "down zooms out")")
                XCTAssertEqual(canvas.hovered?.x, 200, "at \(zoom)× the pixel under the pointer stays")
                XCTAssertEqual(canvas.hovered?.y, 100, "at \(zoom)× the pixel under the pointer stays")
                let zoomLabel = try XCTUnwrap(review.window.descendant(ReviewPart.zoom))
                XCTAssertEqual(Gtk.Label(zoomLabel).text, "\(zoom * 100)%")
                // A motion on the spot reads the same pixel, drawn there.
                XDoTool.move(x: point.x, y: point.y)
                XCTAssertEqual(canvas.hovered?.x, 200)
                XCTAssertEqual(canvas.hovered?.y, 100)
                let drawn = try WidgetCapture.texture(of: scroller)
                let local = shownPoint(point, in: scroller)
                XCTAssertEqual(drawn.pixel(x: local.x, y: local.y), golden.pixel(x: 200, y: 100), "at \(zoom)× it is drawn under the pointer")
            }
        }
    }
}
