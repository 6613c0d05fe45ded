import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The TextField playground drives a live field; typing shows suggestions that Enter accepts.
final class TextFieldPlaygroundTests: MontageTestCase, @unchecked Sendable {
    /// The playground presented `width` wide in the light scheme, and its window.
    @MainActor
    @discardableResult
    private func makePlayground(width: Int32 = 1000) -> (page: WidgetPointer, window: WidgetPointer) {
        presentStory(TextFieldPlayground.story, width: width)
    }

    @MainActor
    private func control(_ page: WidgetPointer, _ part: some WidgetPartName) -> WidgetPointer {
        page.descendant(part) ?? { XCTFail("no control \(part.partName)"); return page }()
    }

    func testControlsReachTheField() {
        onMain {
            let page = makePlayground().page
            let field = page.descendant(TextFieldPart.field)!
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(page.descendant(FormControlPart.label)!))), "이메일")
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("required"))), 1)
            XCTAssertTrue(gtk_widget_is_visible(page.descendant(FormControlPart.requiredMark)!) != 0)
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("status"))), 2)
            XCTAssertTrue(gtk_widget_has_css_class(field, "status-negative") != 0)
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("size"))), 1)
            XCTAssertTrue(gtk_widget_has_css_class(field, "size-medium") != 0)
            gtk_editable_set_text(cast(control(page, PlaygroundPart.control("trailingButton"))), "인증")
            XCTAssertTrue(gtk_widget_is_visible(page.descendant(TextFieldPart.trailingButton)!) != 0)
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("trailingButton.disable"))), 1)
            XCTAssertFalse(gtk_widget_is_sensitive(page.descendant(TextFieldPart.trailingButton)!) != 0)
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("icon"))), 1)  // the first icon after "none"
            XCTAssertTrue(gtk_widget_is_visible(page.descendant(TextFieldPart.fieldIcon)!) != 0)
            gtk_editable_set_text(cast(control(page, PlaygroundPart.control("message"))), "")
            XCTAssertFalse(gtk_widget_is_visible(page.descendant(FormControlPart.message)!) != 0, "an empty message hides")
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("accessory"))), 1)
            XCTAssertEqual(page.descendant(FormControlPart.root)?.descendants { gtk_widget_has_css_class($0, "playground-slot") != 0 }.count, 1,
                           "the accessory slot shows the gallery's placeholder view")
            // With onTextChange off, typing calls nothing and logs nothing; on, its callback logs.
            let entry = page.descendant(TextFieldPart.entry)!
            gtk_editable_set_text(cast(entry), "ab")
            XCTAssertFalse(EventLog.events(in: page.descendant(ControlPart.eventLog)!).contains { $0.hasPrefix("onTextChange") }, "off: nothing called")
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("onTextChange"))), 1)
            gtk_editable_set_text(cast(page.descendant(TextFieldPart.entry)!), "abc")
            XCTAssertEqual(EventLog.events(in: page.descendant(ControlPart.eventLog)!).first, "onTextChange → abc", "worded as the callback logs")
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("secured"))), 1)
            let secured = page.descendant(TextFieldPart.entry)!
            XCTAssertIsA(secured, gtk_password_entry_get_type(), "a secured field")
            gtk_editable_set_text(cast(secured), "secret")
            let log = EventLog.events(in: page.descendant(ControlPart.eventLog)!).joined(separator: "\n")
            XCTAssertFalse(log.contains("secret"), "a secured field's text is never logged")
            XCTAssertEqual(EventLog.events(in: page.descendant(ControlPart.eventLog)!).first, "onTextChange → 6 hidden characters", "only counted")
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("disabled"))), 1)
            XCTAssertFalse(gtk_widget_is_sensitive(field) != 0)
        }
    }

    func testTypingShowsSuggestionsAndEnterAcceptsTheHighlightedOne() throws {
        try onMain {
            let (page, window) = makePlayground()
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            let entry = page.descendant(TextFieldPart.entry)!
            gtk_widget_grab_focus(entry)
            XDoTool.type("ki", delay: 20)
            MainLoop.run(until: { page.descendant(TextFieldPart.autocomplete).map { gtk_widget_get_visible($0) != 0 } ?? false }, timeout: 3)
            let popover = try XCTUnwrap(page.descendant(TextFieldPart.autocomplete))
            XCTAssertTrue(gtk_widget_get_visible(popover) != 0, "suggestions open while typing")
            let texture = try WidgetCapture.texture(of: gtk_popover_get_child(cast(popover))!)
            try texture.savePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("textfield-autocomplete.png").path)
            XDoTool.key("Down")
            XDoTool.key("Return")
            XCTAssertEqual(String(cString: gtk_editable_get_text(cast(entry))), "kim@wanted.co.kr")
            XCTAssertFalse(gtk_widget_get_visible(popover) != 0, "choosing closes the popup")
        }
    }

    /// The focused preview field shows only its own border and ring, in the status's color: the
    /// gallery's focus outline for its controls stayed off the component (a second, inner blue
    /// rectangle round the text, blue even on a negative field).
    func testTheFocusedPreviewFieldShowsNoGalleryOutline() throws {
        try onMain {
            // Captured as the screenshots are, with no transition under way.
            Properties.set(gtk_settings_get_default()!, "gtk-enable-animations", false)
            defer { Properties.set(gtk_settings_get_default()!, "gtk-enable-animations", true) }
            for scheme in [ColorScheme.light, .dark] {
                let (page, window) = presentStory(TextFieldPlayground.story, scheme: scheme)
                gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("status"))), 2)
                let entry = try XCTUnwrap(page.descendant(TextFieldPart.entry))
                let field = try XCTUnwrap(page.descendant(TextFieldPart.field))
                gtk_widget_grab_focus(entry)
                gtk_window_set_focus_visible(cast(window), 1)
                try WidgetCapture.waitForPaint(field)
                XCTAssertTrue(gtk_widget_has_css_class(field, "focused") != 0, "the field shows its focus")
                let texture = try WidgetCapture.texture(of: field)
                var bluePixels = 0
                for y in 4..<(texture.height - 4) {
                    for x in 4..<(texture.width - 4) {
                        let pixel = texture.pixel(x: x, y: y)
                        if pixel.alpha > 64, Int(pixel.blue) > Int(pixel.red) + 60, Int(pixel.blue) > Int(pixel.green) + 30 { bluePixels += 1 }
                    }
                }
                XCTAssertLessThan(bluePixels, 60, "\(scheme): inside a negative field nothing is blue but the caret (\(bluePixels) pixels)")
            }
        }
    }

    /// The Swift names the suggestion source whenever Suggestions is on (it showed only while the
    /// popover was open), and long lines wrap inside the Swift box instead of running past it.
    func testTheSwiftNamesTheSourceAndWrapsLongLines() throws {
        try onMain {
            let page = makePlayground(width: 800).page
            let code = try XCTUnwrap(page.descendant(ControlPart.codeEditor))
            func swift() -> String {
                let buffer = gtk_text_view_get_buffer(cast(code))
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                let text = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
                defer { g_free(text) }
                return String(cString: text)
            }
            XCTAssertTrue(swift().hasPrefix("TextField(text: $text, autoCompletionDataSource: $suggestions)"), swift())
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("autoCompletionDataSource"))), 0)
            XCTAssertTrue(swift().hasPrefix("TextField(text: $text)\n"), swift())
            gtk_switch_set_active(cast(control(page, PlaygroundPart.control("autoCompletionDataSource"))), 1)
            let long = String(repeating: "아주 긴 안내 문구입니다 ", count: 12)
            gtk_editable_set_text(cast(control(page, PlaygroundPart.control("message"))), long)
            try WidgetCapture.waitForPaint(page)
            XCTAssertTrue(swift().contains(long), "the long message is in the Swift")
            try WidgetCapture.waitForPaint(page)
            let frame = try XCTUnwrap(gtk_widget_get_parent(code))
            XCTAssertLessThanOrEqual(gtk_widget_get_width(code), gtk_widget_get_width(frame), "the code fits its box")
            XCTAssertEqual(gtk_text_view_get_wrap_mode(cast(code)), GTK_WRAP_WORD_CHAR)
            let lines = swift().split(separator: "\n").count
            // The text view lays its lines out from an idle: wait for the wrapped one.
            MainLoop.wait(until: {
                var location = GdkRectangle(), lineHeight = GdkRectangle()
                var end = GtkTextIter(), start = GtkTextIter()
                gtk_text_buffer_get_end_iter(gtk_text_view_get_buffer(cast(code)), &end)
                gtk_text_view_get_iter_location(cast(code), &end, &location)
                gtk_text_buffer_get_start_iter(gtk_text_view_get_buffer(cast(code)), &start)
                gtk_text_view_get_iter_location(cast(code), &start, &lineHeight)
                return Int(location.y) > Int(lineHeight.height) * lines
            }, timeout: 3, "the long line wraps onto more display lines than it has lines")
        }
    }

    /// Reset is the playground as it opened: its options, the preview's width and canvas, and the
    /// text typed into the field (all three stayed).
    func testResetBringsBackTheWidthTheCanvasAndAnEmptyField() throws {
        try onMain {
            let page = makePlayground().page
            let entry = try XCTUnwrap(page.descendant(TextFieldPart.entry))
            gtk_editable_set_text(cast(entry), "typed@wanted.co.kr")
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.previewWidth)), 1)
            gtk_switch_set_active(cast(control(page, PlaygroundPart.contrastCanvas)), 1)
            gtk_drop_down_set_selected(cast(control(page, PlaygroundPart.control("status"))), 2)
            let canvas = try XCTUnwrap(page.descendant(PlaygroundPart.previewCanvas))
            XCTAssertTrue(gtk_widget_has_css_class(canvas, "contrast") != 0)
            cgtk_signal_emit_plain(control(page, PlaygroundPart.reset).gRaw, "clicked")
            XCTAssertEqual(String(cString: gtk_editable_get_text(cast(try XCTUnwrap(page.descendant(TextFieldPart.entry))))), "", "the typed text is gone")
            XCTAssertEqual(gtk_drop_down_get_selected(cast(control(page, PlaygroundPart.previewWidth))), 0, "the preview fills the pane again")
            XCTAssertFalse(gtk_switch_get_active(cast(control(page, PlaygroundPart.contrastCanvas))) != 0)
            XCTAssertFalse(gtk_widget_has_css_class(canvas, "contrast") != 0, "a plain canvas")
            XCTAssertEqual(gtk_drop_down_get_selected(cast(control(page, PlaygroundPart.control("status")))), 0, "and the options are the defaults")
            XCTAssertFalse(gtk_widget_has_css_class(try XCTUnwrap(page.descendant(TextFieldPart.field)), "status-negative") != 0)
        }
    }
}
