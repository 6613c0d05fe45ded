import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The review of a real comparison run, driven with real keys through the X server: the
/// differing captures by class, accept (the golden replaced, the report marked), keep, undo
/// (the golden as it was, or gone again), the modes, zoom to single pixels with the colors
/// under the pointer; and a folder without a report says why.
final class ReviewWindowTests: MontageTestCase, @unchecked Sendable {
    private static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("resources/goldens")

    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-review-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A run of listcell-basic and textfield-basic in both schemes against goldens where
    /// listcell-basic-light is right, listcell-basic-dark is the light one (a color change),
    /// textfield-basic-light is listcell-basic's (another size: layout), textfield-basic-dark
    /// has none.
    @MainActor
    private func run() throws -> (goldens: URL, output: URL) {
        let goldens = try folder("goldens"), output = try folder("run")
        for name in ["listcell-basic-light", "listcell-basic-dark", "textfield-basic-light"] {
            try FileManager.default.copyItem(at: Self.goldens.appendingPathComponent("listcell-basic-light.png"), to: goldens.appendingPathComponent(name + ".png"))
        }
        let stories = try ["listcell-basic", "textfield-basic"].map { try XCTUnwrap(StoryRegistry.story(id: $0)) }
        defer { Theme.install(colorScheme: .light) }
        let report = try CaptureCompare.run(GalleryModel(), stories: stories, schemes: [.light, .dark], goldens: goldens.path, output: output.path)
        XCTAssertEqual(report.captures.map(\.status), [.match, .differ, .differ, .missing])
        return (goldens, output)
    }

    @MainActor
    private func open(_ folder: URL) -> ReviewWindow {
        Theme.install(colorScheme: .light)
        GalleryStylesheet.register()
        let review = ReviewWindow(folder: folder.path, application: nil)
        let hosted = adopt(review.window, label: "the review window").track(review, as: "ReviewWindow")
        if let pane = review.pane { hosted.track(pane, as: "ReviewPane").track(pane.canvas, as: "ReviewCanvas").track(pane.list, as: "ReviewList") }
        hosted.owner = review
        Gtk.Window(review.window).setDefaultSize(1200, 800)
        Gtk.Window(review.window).title = "review-\(UUID().uuidString)"
        Gtk.Window(review.window).present()
        MainLoop.wait(until: { gtk_widget_get_mapped(review.window) != 0 }, timeout: 5, "the review window mapped")
        XCTAssertTrue(XDoTool.focus(review.window, title: Gtk.Window(review.window).title!), "the X server gives the review window the keyboard")
        MainLoop.waitUntilSettled(review.window)
        return review
    }

    private func bytes(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

    @MainActor
    private func marks(_ output: URL) throws -> [String: CaptureReport.Review] {
        let report = try CaptureReport.read(output.appendingPathComponent("report.json").path).get()
        return Dictionary(uniqueKeysWithValues: report.captures.compactMap { entry in entry.review.map { (entry.file, $0) } })
    }

    func testKeysAcceptKeepAndUndoAndOnlyThatGoldenChanges() throws {
        try onMain {
            let (goldens, output) = try run()
            let original = try XCTUnwrap(bytes(goldens.appendingPathComponent("textfield-basic-light.png")))
            let right = try XCTUnwrap(bytes(goldens.appendingPathComponent("listcell-basic-light.png")))
            let review = try XCTUnwrap(open(output).pane)
            let session = review.session
            // By class: layout, color, then the capture without a golden.
            XCTAssertEqual(session.queue.indices.map { session.entry(at: $0).file }, ["textfield-basic-light.png", "listcell-basic-dark.png", "textfield-basic-dark.png"])
            let list = review.list
            let window: WidgetPointer = cast(try XCTUnwrap(gtk_widget_get_root(review.widget)))
            XCTAssertEqual(list.rows.map(\.name),
                           ["textfield-basic-light.png", "listcell-basic-dark.png", "textfield-basic-dark.png"].map { ReviewPart.entry($0).partName })
            XCTAssertEqual(review.position, 0)
            let heading = try XCTUnwrap(window.descendant(ReviewPart.heading))
            XCTAssertEqual(Gtk.Label(heading).text, "textfield-basic-light.png")

            XDoTool.key("a")
            XCTAssertEqual(bytes(goldens.appendingPathComponent("textfield-basic-light.png")), bytes(output.appendingPathComponent("textfield-basic-light.png")),
                           "accept makes the capture the golden")
            XCTAssertEqual(try marks(output), ["textfield-basic-light.png": .accepted])
            XCTAssertEqual(review.position, 1, "on to the next capture without a decision")
            let decision = try XCTUnwrap(list.rows[0].descendants { gtk_widget_has_css_class($0, "review-decision") != 0 }.first)
            XCTAssertEqual(Gtk.Label(decision).text, "Accepted")

            let dark = bytes(goldens.appendingPathComponent("listcell-basic-dark.png"))
            XDoTool.key("k")
            XCTAssertEqual(bytes(goldens.appendingPathComponent("listcell-basic-dark.png")), dark, "keep leaves the golden")
            XCTAssertEqual(try marks(output), ["textfield-basic-light.png": .accepted, "listcell-basic-dark.png": .kept])
            XCTAssertEqual(review.position, 2)

            XDoTool.key("a")
            XCTAssertEqual(bytes(goldens.appendingPathComponent("textfield-basic-dark.png")), bytes(output.appendingPathComponent("textfield-basic-dark.png")),
                           "accepting a capture without a golden makes one")
            let html = try String(contentsOf: output.appendingPathComponent("report.html"), encoding: .utf8)
            XCTAssertTrue(html.contains("textfield-basic-dark.png <strong class=\"review\">Accepted</strong>"), "the page shows the decision")

            XDoTool.key("ctrl+z")
            XCTAssertFalse(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("textfield-basic-dark.png").path), "undo removes the golden it made")
            XCTAssertEqual(review.position, 2, "undo goes back to the capture it was about")
            XDoTool.key("ctrl+z")
            XCTAssertEqual(try marks(output), ["textfield-basic-light.png": .accepted])
            XDoTool.key("u")
            XCTAssertEqual(bytes(goldens.appendingPathComponent("textfield-basic-light.png")), original, "undo puts the golden back as it was")
            XCTAssertEqual(try marks(output), [:])
            XCTAssertEqual(review.position, 0)
            XCTAssertEqual(bytes(goldens.appendingPathComponent("listcell-basic-light.png")), right, "nothing else is touched")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted(),
                           ["listcell-basic-dark.png", "listcell-basic-light.png", "textfield-basic-light.png"], "no file left behind")

            XDoTool.key("n")
            XCTAssertEqual(review.position, 1)
            XDoTool.key("p")
            XCTAssertEqual(review.position, 0)
        }
    }

    func testModesZoomAndThePixelUnderThePointer() throws {
        try onMain {
            let (_, output) = try run()
            let opened = open(output)
            let review = try XCTUnwrap(opened.pane)
            XDoTool.key("n")
            XCTAssertEqual(review.position, 1, "listcell-basic-dark: same size as its golden")
            let canvas = review.canvas
            let split = try XCTUnwrap(opened.window.descendant(ReviewPart.split))
            let images = try XCTUnwrap(canvas.images)
            let actual = try XCTUnwrap(images.actual), expected = try XCTUnwrap(images.expected)
            XCTAssertEqual(gtk_widget_get_visible(split), 0, "the slider belongs to the overlay")
            for (key, mode) in zip(["2", "3", "4", "1"], [ReviewMode.overlay, .blink, .heatMap, .sideBySide]) {
                XDoTool.key(key)
                XCTAssertEqual(canvas.mode, mode, "key \(key)")
                let button = try XCTUnwrap(opened.window.descendant(ReviewPart.mode(mode)))
                XCTAssertTrue(Gtk.ToggleButton(button).isActive, "the header shows \(mode)")
                XCTAssertEqual(gtk_widget_get_visible(split) != 0, mode == .overlay)
                if mode == .blink {
                    let shown = canvas.blinkShowsCapture
                    MainLoop.wait(until: { canvas.blinkShowsCapture != shown }, timeout: 2, "blink shows the other image within a second")
                }
            }
            // Side by side at 2×: every image pixel is a 2×2 block, nearest neighbour, the golden left.
            XDoTool.key("plus")
            XCTAssertEqual(canvas.zoom, 2)
            MainLoop.waitUntilSettled(opened.window)
            XCTAssertEqual(gtk_widget_get_width(canvas.widget), Int32(actual.width * 2 * 2 + 16))
            let drawn = try WidgetCapture.texture(of: canvas.widget)
            for (x, y) in [(5, 5), (100, 30), (actual.width - 3, actual.height - 2)] {
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    XCTAssertEqual(drawn.pixel(x: x * 2 + dx, y: 24 + y * 2 + dy), expected.pixel(x: x, y: y), "golden (\(x), \(y))")
                    XCTAssertEqual(drawn.pixel(x: actual.width * 2 + 16 + x * 2 + dx, y: 24 + y * 2 + dy), actual.pixel(x: x, y: y), "capture (\(x), \(y))")
                }
            }
            XDoTool.key("plus")
            XDoTool.key("plus")
            XCTAssertEqual(canvas.zoom, 8)
            let zoom = try XCTUnwrap(opened.window.descendant(ReviewPart.zoom))
            XCTAssertEqual(Gtk.Label(zoom).text, "800%")
            XDoTool.key("0")
            XCTAssertEqual(canvas.zoom, 1)
            XDoTool.key("plus")
            XDoTool.key("plus")
            XDoTool.key("plus")
            MainLoop.waitUntilSettled(opened.window)
            // The pointer over pixel (3, 2) of the golden: both colors and their difference.
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(canvas.widget, opened.window, &bounds)
            // (A decorated window's surface starts at its shadow, outside its widgets.)
            var shadowX = 0.0, shadowY = 0.0
            gtk_native_get_surface_transform(cast(opened.window), &shadowX, &shadowY)
            // (From elsewhere first: a pointer already there sends no motion.)
            XDoTool.move(x: Int(shadowX) + Int(bounds.origin.x) + 1, y: Int(shadowY) + Int(bounds.origin.y) + 1)
            XDoTool.move(x: Int(shadowX) + Int(bounds.origin.x) + 3 * 8 + 4, y: Int(shadowY) + Int(bounds.origin.y) + 24 + 2 * 8 + 4)
            MainLoop.wait(until: { canvas.hovered?.x == 3 && canvas.hovered?.y == 2 }, timeout: 2, "the canvas sees the pointer over pixel (3, 2)")
            XCTAssertEqual(canvas.hovered?.x, 3)
            XCTAssertEqual(canvas.hovered?.y, 2)
            let probe = try XCTUnwrap(opened.window.descendant(ReviewPart.probe))
            let a = actual.pixel(x: 3, y: 2), e = expected.pixel(x: 3, y: 2)
            XCTAssertEqual(Gtk.Label(probe).text, "x 3, y 2   golden \(e)   capture \(a)   Δ \(a.distance(to: e))")
            // The heat map: a pixel off by 228 is red with blue for the part past 128.
            XDoTool.key("0")
            XDoTool.key("4")
            MainLoop.waitUntilSettled(opened.window)
            let heat = try WidgetCapture.texture(of: canvas.widget)
            XCTAssertEqual(a.distance(to: e), 228)
            XCTAssertEqual(heat.pixel(x: 3, y: 24 + 2), Pixel(red: 255, green: 0, blue: UInt8(200 * 100 / 127)))
        }
    }

    func testTheMainMenuOffersAReviewThatOpensBesideTheGallery() throws {
        try onMain {
            let (_, output) = try run()
            let gallery = openGallery("listcell-basic")
            XCTAssertTrue(gallery.header.menu.hasAction("review-captures"))
            var labels: [String: String] = [:]
            let menu = GalleryMenu.model()
            defer { g_object_unref(menu.gRaw) }
            for section in 0..<g_menu_model_get_n_items(cast(menu)) {
                guard let items = g_menu_model_get_item_link(cast(menu), section, "section") else { continue }
                for index in 0..<g_menu_model_get_n_items(items) {
                    if let label = g_menu_model_get_item_attribute_value(items, index, "label", nil),
                       let action = g_menu_model_get_item_attribute_value(items, index, "action", nil) {
                        labels[String(cString: g_variant_get_string(label, nil))] = String(cString: g_variant_get_string(action, nil))
                        g_variant_unref(label)
                        g_variant_unref(action)
                    }
                }
                g_object_unref(items)
            }
            XCTAssertEqual(labels["Review Captures…"], "win.review-captures")
            let review = ReviewWindow.open(folder: output.path, from: gallery.window)
            adopt(review.window, label: "the review window").track(review, as: "ReviewWindow")
            MainLoop.wait(until: { gtk_widget_get_mapped(review.window) != 0 }, timeout: 5, "the review window mapped")
            XCTAssertEqual(ReviewWindow.of(review.window) === review, true)
            XCTAssertEqual(review.pane?.session.queue.count, 3)
            XCTAssertEqual(Gtk.Window(review.window).title, "Review Captures — " + output.lastPathComponent)
        }
    }

    func testAFolderWithoutAReportSaysWhy() throws {
        try onMain {
            let empty = try folder("empty")
            let review = open(empty)
            XCTAssertNil(review.session)
            XCTAssertNil(review.pane)
            let problem = try XCTUnwrap(review.window.descendant(ReviewPart.problem))
            XCTAssertEqual(Gtk.Label(problem).text, "cannot read \(empty.path)/report.json: No such file or directory")
        }
    }

    func testReviewOnTheCommandLineRefusesAFolderWithoutAReport() throws {
        let empty = try folder("cli")
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
        for (arguments, message) in [(["--review", empty.path], "--review: cannot read \(empty.path)/report.json: No such file or directory"),
                                     (["--review", "/no/such/run"], "--review: '/no/such/run' is not a folder"),
                                     (["--review", empty.path, "--list"], "--list, --screenshot, --window-screenshot, --review, --merge, --audit and --check cannot be combined")] {
            let result = ChildProcess.run(executable.path, arguments, environment: ProcessInfo.processInfo.environment, timeout: 60)
            XCTAssertEqual(result.status, 2, result.stderrText)
            XCTAssertTrue(result.stderrText.hasPrefix("montage-gallery: " + message), result.stderrText)
        }
    }
}
