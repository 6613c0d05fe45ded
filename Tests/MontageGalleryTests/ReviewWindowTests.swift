import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The review of a real comparison run, driven with real keys through the X server: the
/// differing captures by class, accept (the golden replaced, the report marked), keep, undo
/// (the golden as it was, or gone again), the modes, zoom to single pixels with the colors
/// under the pointer; the list's headings by class and the count of what is reviewed; a shift
/// said once with its regions; Ctrl+W and Escape closing; and a folder without a report says
/// why, centred, with a button choosing another.
final class ReviewWindowTests: MontageTestCase, @unchecked Sendable {
    private func bytes(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

    @MainActor
    private func marks(_ output: URL) throws -> [String: CaptureReport.Review] {
        let report = try CaptureReport.read(output.appendingPathComponent("report.json").path).get()
        return Dictionary(uniqueKeysWithValues: report.captures.compactMap { entry in entry.review.map { (entry.file, $0) } })
    }

    func testKeysAcceptKeepAndUndoAndOnlyThatGoldenChanges() throws {
        try onMain {
            let (goldens, output) = try reviewRun()
            let original = try XCTUnwrap(bytes(goldens.appendingPathComponent("textfield-basic-light.png")))
            let right = try XCTUnwrap(bytes(goldens.appendingPathComponent("listcell-basic-light.png")))
            let review = try XCTUnwrap(openReview(output).pane)
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
            let (_, output) = try reviewRun()
            let opened = openReview(output)
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
            // Side by side at 2×: every image pixel is a 2×2 block, nearest neighbour, the golden
            // left; too wide for the view, each takes half of it, showing the same stretch.
            XDoTool.key("plus")
            XCTAssertEqual(canvas.zoom, 2)
            MainLoop.waitUntilSettled(opened.window)
            let layout = canvas.layout
            XCTAssertLessThan(layout.paneWidth, Double(actual.width * 2))
            XCTAssertEqual(gtk_widget_get_width(canvas.widget), Int32(Double(actual.width * 2) + canvas.view.width - layout.paneWidth))
            let drawn = try WidgetCapture.texture(of: canvas.widget)
            let left = Int(canvas.view.left) / 2, right = Int(canvas.view.left + layout.paneWidth) / 2
            for (x, y) in [(left + 5, 5), (left + 100, 30), (right - 3, actual.height - 2)] {
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    XCTAssertEqual(drawn.pixel(x: x * 2 + dx, y: 24 + y * 2 + dy), expected.pixel(x: x, y: y), "golden (\(x), \(y))")
                    XCTAssertEqual(drawn.pixel(x: Int(layout.origin(1)) + x * 2 + dx, y: 24 + y * 2 + dy), actual.pixel(x: x, y: y), "capture (\(x), \(y))")
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
            // (Zoomed around the change, the whole image; back to its start to point at its corner.)
            let scroller = try XCTUnwrap(opened.window.descendant(ReviewPart.canvasScroller))
            Gtk.ScrolledWindow(scroller).horizontal?.value = 0
            Gtk.ScrolledWindow(scroller).vertical?.value = 0
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
            let (_, output) = try reviewRun()
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

    func testAShiftSaysEachOffsetOnceWithItsRegionsInTheHeaderAndTheList() throws {
        try onMain {
            let (_, output) = try shiftedRun()
            let report = try CaptureReport.read(output.appendingPathComponent("report.json").path).get()
            let regions = try XCTUnwrap(report.captures.first?.regions?.count)
            XCTAssertGreaterThan(regions, 1, "the text moved in more than one place")
            let said = "shift by (-1, 0) in \(regions) regions"
            // A report written before said the offset once per region: it is said once all the same.
            var old = report
            old.captures[0].classDetail = "shift by " + Array(repeating: "(-1, 0)", count: regions).joined(separator: ", ")
            try CaptureCompare.write(old, to: output.path)
            let review = try XCTUnwrap(openReview(output).pane)
            let window: WidgetPointer = cast(try XCTUnwrap(gtk_widget_get_root(review.widget)))
            let detail = try XCTUnwrap(review.list.rows[0].descendants { gtk_widget_has_css_class($0, "review-detail") != 0 }.first)
            XCTAssertEqual(Gtk.Label(detail).text, said, "the list's row")
            let summary = try XCTUnwrap(window.descendant(ReviewPart.summary))
            XCTAssertEqual(Gtk.Label(summary).text.split(separator: "\n").first.map(String.init), "S" + said.dropFirst(), "the header")
            XCTAssertTrue(AccessibleProbe.label(review.list.rows[0])?.contains(said) ?? false, "what a screen reader reads of the row")
        }
    }

    func testTheSummaryFollowsTheDecisionsAndTheListHasAHeadingPerClass() throws {
        try onMain {
            let (_, output) = try reviewRun()
            let review = try XCTUnwrap(openReview(output).pane)
            let window: WidgetPointer = cast(try XCTUnwrap(gtk_widget_get_root(review.widget)))
            let progress = try XCTUnwrap(window.descendant(ReviewPart.progress))
            XCTAssertTrue(gtk_widget_get_mapped(progress) != 0)
            XCTAssertEqual(Gtk.Label(progress).text, "0 of 3 reviewed")
            XDoTool.key("a")
            XCTAssertEqual(Gtk.Label(progress).text, "1 of 3 reviewed")
            XDoTool.key("k")
            XCTAssertEqual(Gtk.Label(progress).text, "2 of 3 reviewed")
            XDoTool.key("a")
            XCTAssertEqual(Gtk.Label(progress).text, "All reviewed")
            XDoTool.key("ctrl+z")
            XCTAssertEqual(Gtk.Label(progress).text, "2 of 3 reviewed", "undo takes a decision back")
            XDoTool.key("k")
            XCTAssertEqual(Gtk.Label(progress).text, "All reviewed")
            XDoTool.key("p")
            XDoTool.key("a")
            XCTAssertEqual(Gtk.Label(progress).text, "All reviewed", "deciding again counts once")

            // A heading over each class's first row, named as the report page names the groups.
            let titles = Dictionary(CaptureReport.failureGroups.map { ($0.diffClass ?? "", $0.title) }) { first, _ in first }
            XCTAssertEqual(titles["layout"], "Layout")
            XCTAssertEqual(titles[""], "Without a golden")
            for (row, title) in zip(review.list.rows, ["Layout", "Color", "Without a golden"]) {
                let header: WidgetPointer = try XCTUnwrap(gtk_list_box_row_get_header(cast(row)), "the row \(row.name) has a heading")
                XCTAssertEqual(Gtk.Label(header).text, title.uppercased())
                XCTAssertEqual(AccessibleProbe.label(header), title)
                XCTAssertEqual(AccessibleReading.role(header), GTK_ACCESSIBLE_ROLE_HEADING)
                XCTAssertTrue(gtk_widget_get_mapped(header) != 0, "\(title) shows")
            }
        }
    }

    /// The file chooser the review opened, shown (GTK's own dialog behind GtkFileChooserNative).
    @MainActor
    private func shownChooser() -> WidgetPointer? {
        Self.toplevelWindows().first { gtk_widget_get_mapped($0) != 0 && $0.isA(gtk_file_chooser_dialog_get_type()) }
    }

    func testAFolderWithoutAReportSaysWhyCenteredAndOffersAnother() throws {
        try onMain {
            let empty = try reviewFolder("empty")
            let review = openReview(empty)
            XCTAssertNil(review.session)
            XCTAssertNil(review.pane)
            let problem = try XCTUnwrap(review.window.descendant(ReviewPart.problem))
            XCTAssertEqual(Gtk.Label(problem).text, "cannot read \(empty.path)/report.json: No such file or directory")
            // Words to read, not a field: no caret, no focus; the keyboard is on the button.
            XCTAssertEqual(gtk_label_get_selectable(cast(problem)), 0)
            XCTAssertEqual(gtk_widget_get_focusable(problem), 0)
            let choose = try XCTUnwrap(review.window.descendant(ReviewPart.chooseFolder))
            XCTAssertEqual(Gtk.Window(review.window).focus, choose, "the button has the keyboard")
            XCTAssertEqual(gtk_button_get_label(cast(choose)).map { String(cString: $0) }, "Choose Another Folder…")
            // Centred: the title, the reason and the button each as far from the left as from the right.
            let state = try XCTUnwrap(review.window.descendant(ReviewPart.empty))
            let drawn = try WidgetCapture.texture(of: state)
            for part in [ReviewPart.emptyTitle, .problem, .chooseFolder] {
                let widget = try XCTUnwrap(review.window.descendant(part))
                // (Both in the window's coordinates: a widget's own start inside its padding.)
                let bounds = try XCTUnwrap(widget.bounds(in: review.window)), whole = try XCTUnwrap(state.bounds(in: review.window))
                let y = Int(bounds.y - whole.y + bounds.height / 2)
                let background = drawn.pixel(x: 2, y: y)
                let inked = (0..<drawn.width).filter { drawn.pixel(x: $0, y: y).distance(to: background) > 40 }
                let left = try XCTUnwrap(inked.first, "\(part) is drawn"), right = drawn.width - 1 - (inked.last ?? 0)
                XCTAssertLessThanOrEqual(abs(left - right), 16, "\(part) is centred: \(left) px left, \(right) px right")
            }

            // The button asks for a folder; one with a report opens its review in place of this one.
            let (_, run) = try reviewRun()
            // (The chooser adds the folder to the recently used files under the program's name,
            // which the gallery's GApplication sets from its command line and a test process has
            // not; the person's list is put back as it was afterwards.)
            if g_get_prgname() == nil { g_set_prgname("montage-gallery") }
            let recent = RecentFiles()
            defer { recent.restore(removing: run) }
            XDoTool.key("Return")
            MainLoop.wait(until: { self.shownChooser() != nil }, timeout: 5, "the folder chooser shows")
            let chooser = try XCTUnwrap(shownChooser())
            adopt(chooser, label: "the folder chooser")
            XCTAssertEqual(gtk_file_chooser_get_action(cast(chooser)), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER)
            // In the run's folder, its Open button clicked.
            let folder = g_file_new_for_path(run.path)
            XCTAssertTrue(gtk_file_chooser_set_current_folder(cast(chooser), folder, nil) != 0)
            g_object_unref(folder?.gRaw)
            let open = try XCTUnwrap(chooser.descendants { $0.isA(gtk_button_get_type()) && gtk_button_get_label(cast($0)).map { String(cString: $0) } == "Open" }.first)
            MainLoop.waitForFrames(chooser)
            let closed = WeakObject(review.window)
            let point = screenPoint(open)
            XDoTool.click(x: point.x, y: point.y)
            MainLoop.wait(until: { closed.pointer == nil }, timeout: 5, "the empty review closes")
            let opened = try XCTUnwrap(Self.toplevelWindows().compactMap { ReviewWindow.of($0) }.first, "a review of the chosen folder")
            adopt(opened.window, label: "the chosen folder's review").track(opened, as: "ReviewWindow")
            XCTAssertEqual(opened.session?.folder, run.path)
            XCTAssertEqual(opened.pane?.session.queue.count, 3)
        }
    }

    func testCtrlWAndEscapeCloseAReviewWindow() throws {
        try onMain {
            let (_, output) = try reviewRun()
            for (folder, key) in [(try reviewFolder("empty"), "Escape"), (try reviewFolder("empty"), "ctrl+w"), (output, "Escape"), (output, "ctrl+w")] {
                let review = openReview(folder)
                let window = WeakObject(review.window)
                XDoTool.key(key)
                MainLoop.wait(until: { window.pointer == nil }, timeout: 5, "\(key) closes the review of \(folder.lastPathComponent)")
            }
        }
    }

    func testReviewOnTheCommandLineRefusesAFolderWithoutAReport() throws {
        let empty = try reviewFolder("cli")
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
        for (arguments, message) in [(["--review", empty.path], "--review: cannot read \(empty.path)/report.json: No such file or directory"),
                                     (["--review", "/no/such/run"], "--review: '/no/such/run' is not a folder"),
                                     (["--review", empty.path, "--list"], "--list, --screenshot, --window-screenshot, --review, --merge, --audit, --manifest, --docs and --check cannot be combined")] {
            let result = ChildProcess.run(executable.path, arguments, environment: ProcessInfo.processInfo.environment, timeout: 60)
            XCTAssertEqual(result.status, 2, result.stderrText)
            XCTAssertTrue(result.stderrText.hasPrefix("montage-gallery: " + message), result.stderrText)
        }
    }
}
