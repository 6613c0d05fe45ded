import GalleryTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The playgrounds as a person uses them in the gallery window: the controls stay under the
/// pointer while the preview changes, the preview stays while the controls scroll, the panes
/// stack in a narrow window, and the preview's width and canvas can be chosen.
final class PlaygroundLayoutTests: MontageTestCase, @unchecked Sendable {
    /// Toggling options, adding slot items and focusing the field never move the controls (they
    /// used to jump 648 → 663 → … → 795 px) nor the preview.
    func testTheControlsKeepTheirPlaceWhileThePreviewChanges() {
        onMain {
            for story in ["listcell-playground", "textfield-playground"] {
                let gallery = openGallery(story)
                defer { end(gallery) }
                let window = gallery.window
                let panel = window.descendant(PlaygroundPart.controlPanel)!
                let canvas = window.descendant(PlaygroundPart.previewCanvas)!
                let start = (LayoutProbe.rect(panel, in: window).origin.x, LayoutProbe.rect(canvas, in: window).origin.y)
                let switches = panel.descendants { $0.isA(gtk_switch_get_type()) }
                XCTAssertGreaterThan(switches.count, 5)
                for toggle in switches.prefix(8) {
                    gtk_switch_set_active(cast(toggle), gtk_switch_get_active(cast(toggle)) == 0 ? 1 : 0)
                    MainLoop.waitUntilSettled(gallery.window)
                    XCTAssertEqual(LayoutProbe.rect(panel, in: window).origin.x, start.0, "\(story): the controls stay")
                    XCTAssertEqual(LayoutProbe.rect(canvas, in: window).origin.y, start.1, "\(story): the preview stays")
                }
                for part in [PlaygroundPart.add("leadingResources", kind: "checkbox"), PlaygroundPart.add("trailingResources", kind: "button"),
                             PlaygroundPart.add("extraResources", kind: "text")] {
                    guard let add = panel.descendant(part) else { continue }
                    cgtk_signal_emit_plain(add.gRaw, "clicked")
                    MainLoop.waitUntilSettled(gallery.window)
                    XCTAssertEqual(LayoutProbe.rect(panel, in: window).origin.x, start.0, "\(story): adding \(part.partName) keeps the controls")
                }
                if let entry = canvas.descendant(TextFieldPart.entry) {
                    gtk_widget_grab_focus(entry)
                    MainLoop.waitUntilSettled(gallery.window)
                    XCTAssertEqual(LayoutProbe.rect(panel, in: window).origin.x, start.0, "\(story): focusing the field keeps the controls")
                }
            }
        }
    }

    /// Scrolling to the last controls leaves the preview where it is.
    func testThePreviewStaysWhileTheControlsScroll() {
        onMain {
            let gallery = openGallery("listcell-playground", height: 600)
            defer { end(gallery) }
            let window = gallery.window
            let canvas = window.descendant(PlaygroundPart.previewCanvas)!
            let before = LayoutProbe.rect(canvas, in: window).origin.y
            let controls = window.descendant(PlaygroundPart.controlsPane)!
            let adjustment = gtk_scrolled_window_get_vadjustment(cast(controls))!
            XCTAssertGreaterThan(gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment), "the controls scroll")
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), 0)
            XCTAssertEqual(LayoutProbe.rect(canvas, in: window).origin.y, before, "the preview does not scroll away")
        }
    }

    /// At 360 px the page fits: the controls stack under the preview, both as wide as the page.
    func testANarrowWindowStacksTheControlsUnderThePreview() {
        onMain {
            for story in ["listcell-playground", "textfield-playground"] {
                let gallery = openGallery(story, width: 360, height: 720)
                defer { end(gallery) }
                let window = gallery.window
                XCTAssertLessThanOrEqual(gtk_widget_get_width(window), 360, "\(story): the window can be 360 wide")
                MainLoop.waitUntilSettled(gallery.window)
                XCTAssertTrue(gtk_widget_has_css_class(window, "narrow") != 0, "\(story): a narrow window says so to its stylesheet")
                XCTAssertEqual(LayoutProbe.rect(window.descendant(PlaygroundPart.previewPane)!, in: window).origin.x, 16, accuracy: 1,
                               "\(story): narrow pages keep 16 px margins, not 40")
                let preview = LayoutProbe.rect(window.descendant(PlaygroundPart.previewPane)!, in: window)
                let controls = LayoutProbe.rect(window.descendant(PlaygroundPart.controlsPane)!, in: window)
                XCTAssertGreaterThanOrEqual(controls.origin.y, preview.origin.y + preview.size.height, "\(story): controls below")
                XCTAssertEqual(controls.size.width, preview.size.width, "\(story): same width")
                XCTAssertGreaterThan(controls.size.height, 100, "\(story): the controls have room")
                // Stacked, the page scrolls as one: the preview pane is whole (no inner scrollbar,
                // no row cut in half), and the page says it scrolls with a scrollbar.
                let pane = window.descendant(PlaygroundPart.previewPane)!
                var natural: Int32 = 0
                gtk_widget_measure(gtk_scrolled_window_get_child(cast(pane))!, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(pane), nil, &natural, nil, nil)
                XCTAssertGreaterThanOrEqual(Int32(preview.size.height), natural, "\(story): the preview pane is whole")
                XCTAssertFalse(gtk_widget_get_mapped(gtk_scrolled_window_get_vscrollbar(cast(pane))!) != 0, "\(story): and does not scroll")
                let page = gtk_widget_get_ancestor(gtk_widget_get_parent(pane)!, gtk_scrolled_window_get_type())!
                XCTAssertEqual(gtk_scrolled_window_get_overlay_scrolling(cast(page)), 0, "\(story)")
                let scrollbar = gtk_scrolled_window_get_vscrollbar(cast(page))!
                XCTAssertTrue(gtk_widget_get_mapped(scrollbar) != 0, "\(story): the page shows its scrollbar")
                XCTAssertGreaterThan(gtk_widget_get_width(scrollbar), 0, "\(story)")
            }
        }
    }

    /// Stacked, the controls stay under the pointer while the preview above them grows: the
    /// page scrolls by as much (scroll anchoring), and the content keeps clear of the scrollbar.
    func testStackedControlsStayUnderThePointerWhileThePreviewGrows() throws {
        try onMain {
            let gallery = openGallery("listcell-playground", width: 700, height: 700)
            defer { end(gallery) }
            let window = gallery.window
            MainLoop.waitUntilSettled(gallery.window)
            let preview = try XCTUnwrap(window.descendant(PlaygroundPart.previewPane))
            let controls = try XCTUnwrap(window.descendant(PlaygroundPart.controlsPane))
            XCTAssertGreaterThanOrEqual(LayoutProbe.rect(controls, in: window).origin.y, LayoutProbe.rect(preview, in: window).origin.y + LayoutProbe.rect(preview, in: window).size.height,
                                        "stacked at 700")
            let longText = try XCTUnwrap(window.descendant(PlaygroundPart.longText))
            // Scrolled down to the controls, as a person would.
            let page = try XCTUnwrap(gtk_widget_get_ancestor(gtk_widget_get_parent(preview)!, gtk_scrolled_window_get_type()))
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(cast(page)))
            gtk_adjustment_set_value(adjustment, Double(LayoutProbe.rect(longText, in: window).origin.y) - 400)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertLessThan(LayoutProbe.rect(longText, in: window).origin.y, 600, "the switch is in view")
            // On top of any window an earlier test left, with the pointer over the switch.
            let title = String(cString: gtk_window_get_title(cast(window)))
            XDoTool.run(["search", "--sync", "--name", "^\(title)$", "windowraise"])
            XCTAssertTrue(XDoTool.focus(window, title: title))
            let point = XDoTool.center(of: longText)
            XDoTool.move(x: point.x + 1, y: point.y)
            XDoTool.move(x: point.x, y: point.y)
            let before = LayoutProbe.rect(longText, in: window).origin.y, previewBefore = LayoutProbe.rect(preview, in: window).size.height
            cgtk_signal_emit_plain(longText.gRaw, "clicked")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertGreaterThan(LayoutProbe.rect(preview, in: window).size.height, previewBefore + 20, "the long text makes the preview taller")
            XCTAssertEqual(LayoutProbe.rect(longText, in: window).origin.y, before, "the button under the pointer stays")
            // Undone in the code (Ctrl+Z): the preview shrinks back once the code is read.
            let editor = try XCTUnwrap(window.descendant(ControlPart.codeEditor))
            XCTAssertTrue(gtk_widget_activate_action_variant(editor, "text.undo", nil) != 0)
            MainLoop.wait(until: { LayoutProbe.rect(preview, in: window).size.height <= previewBefore + 1 }, timeout: 3, "undo brings the short text back")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(LayoutProbe.rect(longText, in: window).origin.y, before, "and stays as the preview shrinks back")
            // A keyboard user: the focus on a button that adds an item, Space presses it; the pointer elsewhere.
            XDoTool.move(x: 5, y: 5)
            let add = try XCTUnwrap(window.descendant(PlaygroundPart.add("extraResources", kind: "text")))
            // Scrolled to it first, as a person would.
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Double(LayoutProbe.rect(add, in: window).origin.y) - 400)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertLessThanOrEqual(LayoutProbe.rect(add, in: window).origin.y + LayoutProbe.rect(add, in: window).size.height,
                                     Float(gtk_widget_get_height(window)), "the button is in view")
            gtk_widget_grab_focus(add)
            MainLoop.waitUntilSettled(gallery.window)
            let addBefore = LayoutProbe.rect(add, in: window).origin.y
            XDoTool.key("space")
            MainLoop.wait(until: { LayoutProbe.rect(preview, in: window).size.height > previewBefore + 5 }, timeout: 2, "Space added an extra text")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(LayoutProbe.rect(add, in: window).origin.y, addBefore, "the focused button stays")
            // The card and the options panel keep 12 px from the page's scrollbar.
            let canvas = try XCTUnwrap(window.descendant(PlaygroundPart.previewCanvas))
            let bar = LayoutProbe.rect(gtk_scrolled_window_get_vscrollbar(cast(page))!, in: window)
            let card = LayoutProbe.rect(canvas, in: window)
            XCTAssertGreaterThanOrEqual(bar.origin.x - (card.origin.x + card.size.width), 12, "the card clears the scrollbar")
        }
    }

    /// Stacked (360 and 700 px wide), the mouse wheel scrolls the page wherever the pointer is,
    /// over the preview as over the controls (each pane is laid out whole and lets the wheel go
    /// on to the page; GTK 4.8's scrolled window kept it, and nothing scrolled). Side by side the
    /// wheel over the controls scrolls them, and the preview stays.
    func testTheWheelScrollsAStackedPlaygroundWhereverThePointerIs() throws {
        try onMain {
            for width: Int32 in [360, 700] {
                let gallery = openGallery("listcell-playground", width: width, height: 700, focused: true)
                defer { end(gallery) }
                let window = gallery.window
                let title = String(cString: gtk_window_get_title(cast(window)))
                XDoTool.run(["search", "--sync", "--name", "^\(title)$", "windowraise"])
                let preview = try XCTUnwrap(window.descendant(PlaygroundPart.previewPane))
                let controls = try XCTUnwrap(window.descendant(PlaygroundPart.controlsPane))
                XCTAssertGreaterThanOrEqual(LayoutProbe.rect(controls, in: window).origin.y,
                                            LayoutProbe.rect(preview, in: window).origin.y + LayoutProbe.rect(preview, in: window).size.height, "stacked at \(width)")
                let page = try XCTUnwrap(gtk_widget_get_ancestor(gtk_widget_get_parent(preview)!, gtk_scrolled_window_get_type()))
                let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(cast(page)))
                let pageRect = LayoutProbe.rect(page, in: window)
                for (name, pane) in [("the preview", preview), ("the controls", controls)] {
                    // The pane's top brought a third of the way down the page, the pointer 60 px into it.
                    let top = Double(LayoutProbe.rect(pane, in: window).origin.y - pageRect.origin.y)
                    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + top - Double(pageRect.size.height) / 3)
                    MainLoop.waitUntilSettled(window)
                    let rect = LayoutProbe.rect(pane, in: window)
                    let y = max(rect.origin.y, pageRect.origin.y) + 60
                    XCTAssertLessThan(y, pageRect.origin.y + pageRect.size.height, "\(width): \(name) is in view")
                    let point = screenPoint(pane, fy: 0, dy: Double(y - rect.origin.y))
                    XDoTool.move(x: point.x, y: point.y)
                    let before = gtk_adjustment_get_value(adjustment)
                    XDoTool.run(["click", "5"])
                    XDoTool.sync()
                    XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), before + 20, "\(width): the wheel over \(name) scrolls the page down")
                    let down = gtk_adjustment_get_value(adjustment)
                    XDoTool.run(["click", "4"])
                    XDoTool.sync()
                    XCTAssertLessThan(gtk_adjustment_get_value(adjustment), down - 20, "\(width): and back up")
                }
            }
            // Side by side, the controls pane scrolls under the wheel on its own.
            let gallery = openGallery("listcell-playground", width: 1200, height: 600, focused: true)
            defer { end(gallery) }
            let window = gallery.window
            let title = String(cString: gtk_window_get_title(cast(window)))
            XDoTool.run(["search", "--sync", "--name", "^\(title)$", "windowraise"])
            let controls = try XCTUnwrap(window.descendant(PlaygroundPart.controlsPane))
            let canvas = try XCTUnwrap(window.descendant(PlaygroundPart.previewCanvas))
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(cast(controls)))
            let canvasTop = LayoutProbe.rect(canvas, in: window).origin.y
            let point = screenPoint(controls, fy: 0.5)
            XDoTool.move(x: point.x, y: point.y)
            XDoTool.run(["click", "5"])
            XDoTool.sync()
            XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), 20, "side by side, the wheel scrolls the controls")
            XCTAssertEqual(LayoutProbe.rect(canvas, in: window).origin.y, canvasTop, "and the preview stays")
        }
    }

    func testTheStateMatrixScrollsSidewaysWithoutCoveringARow() {
        onMain {
            let gallery = openGallery("controls-states", width: 800, height: 800)
            defer { end(gallery) }
            MainLoop.waitUntilSettled(gallery.window)
            let window = gallery.window
            let matrix = window.descendant(StatesPart.matrix)!
            var scroller = gtk_widget_get_parent(matrix)
            while let current = scroller, !current.isA(Gtk.ScrolledWindow.gType) { scroller = gtk_widget_get_parent(current) }
            let bar = gtk_scrolled_window_get_hscrollbar(cast(scroller!))!
            XCTAssertTrue(gtk_widget_get_mapped(bar) != 0, "the matrix is cut at 800 px and says so")
            let barTop = LayoutProbe.rect(bar, in: window).origin.y
            let lastRow = LayoutProbe.rect(window.descendant(StatesPart.control("switch-on", state: "normal"))!, in: window)
            XCTAssertLessThanOrEqual(lastRow.origin.y + lastRow.size.height, barTop, "the last row ends above the scrollbar")
        }
    }

    /// Every page is usable at 360 px: a window opened on it gets that narrow.
    func testEveryStoryFitsAWindow360Wide() {
        onMain {
            for story in StoryRegistry.builtIn {
                let gallery = openGallery(story.id, width: 360, height: 700)
                let width = gtk_widget_get_width(gallery.window)
                XCTAssertTrue(width > 300 && width <= 360, "\(story.id): \(width) px")
                end(gallery)
            }
        }
    }

    /// The preview width choice sizes the preview; the contrast switch paints the canvas.
    func testPreviewWidthAndCanvasContrast() throws {
        try onMain {
            let gallery = openGallery("listcell-playground")
            defer { end(gallery) }
            let window = gallery.window
            let canvas = window.descendant(PlaygroundPart.previewCanvas)!
            let card = gtk_widget_get_first_child(canvas)!
            let width = window.descendant(PlaygroundPart.previewWidth)!
            gtk_drop_down_set_selected(cast(width), 1)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(LayoutProbe.rect(card, in: window).size.width, 320)
            gtk_drop_down_set_selected(cast(width), 2)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(LayoutProbe.rect(card, in: window).size.width, 375)
            gtk_drop_down_set_selected(cast(width), 0)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(LayoutProbe.rect(card, in: window).size.width, Float(gtk_widget_get_width(canvas)), "fill: the canvas's width")
            // A pixel of the canvas beside the card (16 px padding), rendered.
            @MainActor func canvasPixel() throws -> Pixel { try WidgetCapture.texture(of: canvas).pixel(x: 8, y: Int(gtk_widget_get_height(canvas) / 2)) }
            XCTAssertEqual(try canvasPixel().alpha, 0, "no paint of its own: the page shows through")
            gtk_switch_set_active(cast(window.descendant(PlaygroundPart.contrastCanvas)!), 1)
            let contrast = Color.Semantic.backgroundNeutralSecondary.resolved(in: .light)
            XCTAssertEqual(try canvasPixel(), Pixel(red: contrast.red, green: contrast.green, blue: contrast.blue, alpha: 255), "contrast paints the canvas")
        }
    }

    /// Each "+ item" button is one Tab stop (a GtkFlowBox child took a stop of its own).
    func testEachAddButtonIsOneTabStop() {
        onMain {
            let gallery = openGallery("listcell-playground", focused: true)
            defer { end(gallery) }
            let window = gallery.window
            gtk_widget_grab_focus(window.descendant(PlaygroundPart.add("leadingResources", kind: "icon"))!)
            XDoTool.key("Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), window.descendant(PlaygroundPart.add("leadingResources", kind: "largeIcon")))
            XDoTool.key("Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), window.descendant(PlaygroundPart.add("leadingResources", kind: "checkbox")))
        }
    }

    /// The log stamps each event with its time, keeps the newest 500 and clears.
    func testTheEventLogStampsKeepsFiveHundredAndClears() {
        onMain {
            let log = EventLog()
            present(Build.vbox([log.header, log.widget]))
            for index in 0..<510 { log.record("event \(index)") }
            let events = EventLog.events(in: log.widget)
            XCTAssertEqual(events.count, 500)
            XCTAssertEqual(events.first, "event 509", "newest first")
            XCTAssertEqual(events.last, "event 10")
            let line = String(cString: gtk_label_get_text(cast(log.widget.children[1])))
            XCTAssertNotNil(line.range(of: #"^\d{2}:\d{2}:\d{2}\.\d{3}  event 509$"#, options: .regularExpression), line)
            cgtk_signal_emit_plain(log.header.descendant(ControlPart.clearEvents)!.gRaw, "clicked")
            XCTAssertEqual(EventLog.events(in: log.widget), [])
            XCTAssertTrue(gtk_widget_get_visible(log.widget.children[0]) != 0, "the placeholder is back")
        }
    }
}
