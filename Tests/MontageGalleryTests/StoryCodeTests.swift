import GalleryTestSupport
@testable import MontageGallery
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The Swift the gallery shows is generated from the configurations on screen: exact for a
/// known cell and field, following the playground's controls, copyable, and reset by Reset.
final class StoryCodeTests: MontageTestCase, @unchecked Sendable {
    func testAListCellIsItsInitializerAndItsNonDefaultModifiers() {
        onMain {
            let cell = ListCell(label: "김티드 \"팀장\"", onTap: {}).description("iOS 개발자")
                .leadingResources([.icon(.person), .checkbox(checked: true)])
                .labelTrailingResources([.contentBadge(title: "신규")])
                .trailingResources([.value("값"), .switch(checked: false, onSelect: { _ in }), .iconButton(.trash)])
                .extraResources([.contentBadge(.outlined, title: "서울")])
                .selected().chevron().variant(.full).verticalPadding(.custom(10)).verticalAlign(.center).disabled()
            XCTAssertEqual(StoryScript.swift(cell), """
                ListCell(label: "김티드 \\"팀장\\"", onTap: {})
                    .description("iOS 개발자")
                    .leadingResources([.icon(.person), .checkbox(checked: true)])
                    .labelTrailingResources([.contentBadge(title: "신규")])
                    .trailingResources([.value("값"), .switch(checked: false, onSelect: { _ in }), .iconButton(.trash)])
                    .extraResources([.contentBadge(.outlined, title: "서울")])
                    .selected()
                    .chevron()
                    .variant(.full)
                    .verticalPadding(.custom(10))
                    .verticalAlign(.center)
                    .disabled()
                """)
            XCTAssertEqual(StoryScript.swift(ListCell(label: "기본 셀")), "ListCell(label: \"기본 셀\")", "defaults add nothing")
        }
    }

    func testATextFieldIsItsInitializerAndItsNonDefaultModifiers() {
        onMain {
            let field = TextField(text: .constant("")).placeholder("이메일").size(.medium).status(.negative).icon(.mail)
                .label("이메일", required: true).labelPlacement(.leading).message("형식이 올바르지 않아요").maxLength(20).secured()
            XCTAssertEqual(StoryScript.swift(field), """
                TextField(text: $text)
                    .placeholder("이메일")
                    .size(.medium)
                    .status(.negative)
                    .icon(.mail)
                    .label("이메일", required: true)
                    .labelPlacement(.leading)
                    .message("형식이 올바르지 않아요")
                    .maxLength(20)
                    .secured()
                """)
        }
    }

    /// The playground's Swift follows its controls, copies to the clipboard, and Reset brings
    /// every control and the code back to the defaults.
    func testThePlaygroundShowsCopiesAndResetsItsSwift() {
        onMain {
            let page = presentStory(ListCellPlayground.story).page
            let code = page.descendant(PlaygroundPart.code)!
            @MainActor func shown() -> String {
                let buffer = gtk_text_view_get_buffer(cast(code.descendant(ControlPart.codeEditor)!))
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                let text = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
                defer { g_free(text) }
                return String(cString: text)
            }
            let initial = shown()
            XCTAssertTrue(initial.hasPrefix("ListCell(label: \"플레이그라운드 셀\", onTap: {})"), initial)
            XCTAssertFalse(initial.contains(".selected()"))
            let selected = page.descendant(PlaygroundPart.control("selected"))!
            gtk_switch_set_active(cast(selected), 1)
            cgtk_signal_emit_plain(page.descendant(PlaygroundPart.add("trailingResources", kind: "value"))!.gRaw, "clicked")
            XCTAssertTrue(shown().contains("    .selected()"))
            XCTAssertTrue(shown().contains(".trailingResources([.value(\"값\")])"))
            cgtk_signal_emit_plain(code.descendant(ControlPart.copy(PlaygroundPart.code))!.gRaw, "clicked")
            XCTAssertEqual(ClipboardRead.text(gtk_widget_get_clipboard(code)), shown(), "Copy puts the Swift on the clipboard")
            let copy = code.descendant(ControlPart.copy(PlaygroundPart.code))!
            XCTAssertEqual(Gtk.Button(copy).label, "Copied", "and says so")
            MainLoop.wait(until: { Gtk.Button(copy).label == "Copy" }, timeout: 3, "then reads Copy again")
            cgtk_signal_emit_plain(page.descendant(PlaygroundPart.reset)!.gRaw, "clicked")
            XCTAssertEqual(shown(), initial, "Reset: the defaults' Swift")
            XCTAssertFalse(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("selected"))!)) != 0, "and the controls show the defaults")
            XCTAssertEqual(EventLog.events(in: page.descendant(ControlPart.eventLog)!).first, "reset")
            XCTAssertEqual(gtk_widget_get_direction(code.descendant(ControlPart.codeEditor)!), GTK_TEXT_DIR_LTR, "code reads left to right, even in RTL")
        }
    }

    /// The window's Code button shows the Swift of the page on screen and follows the story.
    func testTheCodePanelFollowsTheStory() throws {
        try onMain {
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            XCTAssertFalse(gtk_widget_get_visible(gallery.panels.codePanel.widget) != 0)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.code", nil) != 0)
            XCTAssertTrue(gtk_widget_get_visible(gallery.panels.codePanel.widget) != 0)
            XCTAssertEqual(gallery.panels.codePanel.code, "ListCellList([\n    ListCell(label: \"기본 셀\"),\n])")
            gallery.select(storyID: "formcontrol-group")
            XCTAssertTrue(gallery.panels.codePanel.code.hasPrefix("FormControlGroupView(FormControlGroup(), fields: ["), gallery.panels.codePanel.code)
            gallery.select(storyID: "tokens-colors")
            XCTAssertTrue(gallery.panels.codePanel.code.contains("Theme.install(colorScheme: .light)"))
            // The gallery's sample images by name, as a story file reads them: not this machine's file:// URL.
            gallery.select(storyID: "listcell-slots")
            XCTAssertTrue(gallery.panels.codePanel.code.contains(".avatar(\"avatar-person.png\""), gallery.panels.codePanel.code)
            XCTAssertFalse(gallery.panels.codePanel.code.contains("file://"), gallery.panels.codePanel.code)
            gallery.select(storyID: "listcell-badges")
            MainLoop.waitUntilSettled(gallery.window)  // the code panel laid out with the new story's code
            XCTAssertGreaterThan(gtk_widget_get_height(gallery.panels.codePanel.text), 100, "the code shows, several lines")
            try WidgetCapture.savePNG(of: gallery.window, to: FileManager.default.temporaryDirectory.appendingPathComponent("code-panel.png").path)
        }
    }

    /// A GalleryWindow someone still holds after its window is destroyed reads none of its
    /// freed widgets: the code panel's twice-a-second refresh stops with the window (it used
    /// to ask a freed panel whether it was visible, a GTK critical, and read freed memory).
    func testTheCodeRefreshStopsWithTheWindow() {
        onMain {
            let gallery = openGallery("listcell-basic")
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.code", nil) != 0)
            end(gallery)
            // Longer than the 500 ms refresh: nothing to wait for but its absence.
            let start = g_get_monotonic_time()
            MainLoop.run(until: { g_get_monotonic_time() - start > 700_000 }, timeout: 2)
            XCTAssertEqual(LogCapture.drain(), [], "no critical from a refresh after the window")
        }
    }
}

/// The events panel: every callback of every story, stamped with its story, a secured text
/// never shown, clearable.
final class EventsPanelTests: MontageTestCase, @unchecked Sendable {
    func testTheEventsPanelLogsEveryStorysCallbacks() {
        onMain {
            let gallery = openGallery("listcell-custom")
            defer { end(gallery) }
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.events", nil) != 0)
            XCTAssertTrue(gtk_widget_get_visible(gallery.window.descendant(WindowPart.eventsPanel)!) != 0)
            let page = gallery.window.descendant(WindowPart.page("listcell-custom"))!
            gtk_widget_activate(page.descendant(ListCellPart.row)!)
            gallery.select(storyID: "listcell-switch")
            let toggle = gallery.window.descendant(WindowPart.page("listcell-switch"))!.descendants { $0.isA(gtk_switch_get_type()) }.first!
            gtk_widget_activate(toggle)  // as a click does: the story is asked, from an idle
            MainLoop.run(until: { EventLog.events(in: gallery.panels.events.widget).contains { $0.contains("switch") } }, timeout: 3)
            gallery.select(storyID: "textfield-basic")
            let entry = gallery.window.descendant(WindowPart.page("textfield-basic"))!.descendant(TextFieldPart.entry)!
            gtk_editable_set_text(cast(entry), "ab")
            gallery.select(storyID: "textfield-playground")
            let playground = gallery.window.descendant(WindowPart.page("textfield-playground"))!
            gtk_switch_set_active(cast(playground.descendant(PlaygroundPart.control("secured"))!), 1)
            gtk_switch_set_active(cast(playground.descendant(PlaygroundPart.control("onTextChange"))!), 1)
            gtk_editable_set_text(cast(playground.descendant(TextFieldPart.entry)!), "s3cret")
            let lines = EventLog.events(in: gallery.panels.events.widget)
            XCTAssertEqual(Array(lines.reversed().prefix(3)), [
                "listcell-custom › onTap", "listcell-switch › switch onSelect: false", "textfield-basic › onTextChange: \"ab\"",
            ])
            XCTAssertTrue(lines.contains("textfield-playground › onTextChange → 6 hidden characters"), "\(lines)")
            XCTAssertFalse(lines.joined().contains("s3cret"), "a secured text is never logged")
            cgtk_signal_emit_plain(gallery.panels.events.header.descendant(ControlPart.clearEvents)!.gRaw, "clicked")
            XCTAssertEqual(EventLog.events(in: gallery.panels.events.widget), [])
        }
    }
}
