import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// A playground's Code panel runs both ways: typing re-renders the preview (debounced) and the
/// controls follow; the controls write the code; errors show inline and keep the last good
/// preview; undo takes a step back; Save as Story… writes a story file the gallery reads.
final class PlaygroundCodeTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func editor(_ page: WidgetPointer) -> WidgetPointer { page.descendant(ControlPart.codeEditor)! }

    @MainActor
    private func code(_ page: WidgetPointer) -> String {
        let buffer = gtk_text_view_get_buffer(cast(editor(page)))
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let text = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Replaces the whole code as a person would (select all, type), then waits for the
    /// debounced read.
    @MainActor
    private func type(_ text: String, into page: WidgetPointer) {
        let buffer = gtk_text_view_get_buffer(cast(editor(page)))
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_begin_user_action(buffer)
        _ = gtk_text_buffer_delete_interactive(buffer, &start, &end, 1)
        gtk_text_buffer_get_start_iter(buffer, &start)
        _ = gtk_text_buffer_insert_interactive(buffer, &start, text, -1, 1)
        gtk_text_buffer_end_user_action(buffer)
        waitForRead(page)
    }

    @MainActor
    private func waitForRead(_ page: WidgetPointer) {
        // The read happens once typing pauses: not at once, then within a few debounce periods.
        let deadline = g_get_monotonic_time() + Int(EditableCodeView.debounce) * 1000 * 4
        MainLoop.run(until: { g_get_monotonic_time() > deadline }, timeout: 2)
    }

    func testTheEditorShowsTheCodeAtItsHeight() {
        onMain {
            let page = presentStory(ListCellPlayground.story).page
            MainLoop.waitUntilSettled(gtk_widget_get_root(page).map { cast($0) }!)
            XCTAssertTrue(code(page).hasPrefix("ListCell(label: \"플레이그라운드 셀\", onTap: {})"), code(page))
            // A text view lays its text out after its first frame, then takes the height it needs.
            var minimum: Int32 = 0
            MainLoop.wait(until: {
                gtk_widget_measure(editor(page), GTK_ORIENTATION_VERTICAL, 400, &minimum, nil, nil, nil)
                return minimum > 4 * 14 && gtk_widget_get_height(editor(page)) >= minimum
            }, timeout: 3, "four lines of code, each at least 14px, shown whole")
        }
    }

    @MainActor
    private func problems(_ page: WidgetPointer) -> [String] {
        let box = page.descendant(ControlPart.codeProblems)!
        return (0...).lazy.map { box.descendant(FileStoryPart.diagnostic($0)) }.prefix { $0 != nil }
            .map { String(cString: gtk_label_get_text(cast($0!))) }
    }

    @MainActor
    private func label(_ page: WidgetPointer) -> String {
        String(cString: gtk_label_get_text(cast(page.descendant(ListCellPart.row)!.descendant(ListCellPart.label)!)))
    }

    /// Typing re-renders the preview once typing pauses, and every control follows the code.
    func testTypingRendersThePreviewAndTheControlsFollow() {
        onMain {
            let page = presentStory(ListCellPlayground.story).page
            let row = page.descendant(ListCellPart.row)!
            type("""
                ListCell(label: "직접 쓴 셀")
                    .description("코드에서 온 설명")
                    .selected()
                    .variant(.full)
                    .verticalPadding(.custom(20))
                    .trailingResources([.switch(checked: true, onSelect: { _ in })])
                """, into: page)
            XCTAssertEqual(label(page), "직접 쓴 셀", "the preview shows the typed cell")
            XCTAssertTrue(gtk_widget_has_css_class(row, "selected") != 0)
            XCTAssertTrue(gtk_widget_has_css_class(row, "variant-full") != 0)
            XCTAssertEqual(Gtk.Editable(page.descendant(PlaygroundPart.control("label"))!).text, "직접 쓴 셀", "the label entry follows")
            XCTAssertEqual(Gtk.Editable(page.descendant(PlaygroundPart.control("description"))!).text, "코드에서 온 설명")
            XCTAssertTrue(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("selected"))!)) != 0, "the switch follows")
            XCTAssertFalse(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("chevron"))!)) != 0, "and one the code left out is off")
            XCTAssertFalse(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("onTap"))!)) != 0)
            XCTAssertEqual(gtk_drop_down_get_selected(cast(page.descendant(PlaygroundPart.control("variant"))!)), 1, "the drop-down follows")
            XCTAssertEqual(gtk_drop_down_get_selected(cast(page.descendant(PlaygroundPart.control("verticalPadding"))!)), 4, "custom padding")
            XCTAssertEqual(gtk_spin_button_get_value(cast(page.descendant(PlaygroundPart.customNumber("verticalPadding"))!)), 20)
            XCTAssertEqual(page.descendant(PlaygroundPart.items("trailingResources"))!.children.count, 1, "the slot's items follow")
            XCTAssertEqual(page.descendant(PlaygroundPart.items("leadingResources"))!.children.count, 0)
            XCTAssertTrue(problems(page).isEmpty)
            XCTAssertTrue(code(page).hasPrefix("ListCell(label: \"직접 쓴 셀\")"), "the typed code stays as typed")
        }
    }

    /// The read waits for typing to pause: a keystroke does not re-render at once.
    func testTheReadIsDebounced() {
        onMain {
            let page = presentStory(ListCellPlayground.story).page
            let buffer = gtk_text_view_get_buffer(cast(editor(page)))
            var start = GtkTextIter()
            gtk_text_buffer_get_start_iter(buffer, &start)
            var found = GtkTextIter(), after = GtkTextIter()
            XCTAssertTrue(gtk_text_iter_forward_search(&start, "셀\"", GTK_TEXT_SEARCH_TEXT_ONLY, &found, &after, nil) != 0)
            _ = gtk_text_iter_backward_char(&after)
            _ = gtk_text_buffer_insert_interactive(buffer, &after, "!", -1, 1)
            XCTAssertEqual(label(page), "플레이그라운드 셀", "not at once")
            waitForRead(page)
            XCTAssertEqual(label(page), "플레이그라운드 셀!", "once typing pauses")
        }
    }

    /// A control writes its modifier into the code as one undoable step; undo takes the code
    /// back and the control and the preview follow.
    func testControlsWriteTheCodeAndUndoTakesItBack() {
        onMain {
            let page = presentStory(ListCellPlayground.story).page
            let initial = code(page)
            gtk_switch_set_active(cast(page.descendant(PlaygroundPart.control("divider"))!), 1)
            XCTAssertTrue(code(page).contains("    .divider()"), code(page))
            cgtk_signal_emit_plain(page.descendant(PlaygroundPart.add("extraResources", kind: "text"))!.gRaw, "clicked")
            XCTAssertTrue(code(page).contains(".extraResources([.text(\"추가 텍스트\")])"), code(page))
            XCTAssertTrue(gtk_widget_activate_action_variant(editor(page), "text.undo", nil) != 0)
            waitForRead(page)
            XCTAssertFalse(code(page).contains(".extraResources"), "undo took the item back")
            XCTAssertEqual(page.descendant(PlaygroundPart.items("extraResources"))!.children.count, 0, "and its row in the controls")
            XCTAssertTrue(gtk_widget_activate_action_variant(editor(page), "text.undo", nil) != 0)
            waitForRead(page)
            XCTAssertEqual(code(page), initial, "and the divider")
            XCTAssertFalse(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("divider"))!)) != 0, "the switch follows the undo")
            XCTAssertNil(page.descendant(ListCellPart.row)!.descendant(ListCellPart.divider).flatMap { gtk_widget_is_visible($0) != 0 ? $0 : nil })
            XCTAssertTrue(gtk_widget_activate_action_variant(editor(page), "text.redo", nil) != 0)
            waitForRead(page)
            XCTAssertTrue(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("divider"))!)) != 0, "and the redo")
        }
    }

    /// A mistake shows inline with the compiler's words, line and column; the preview keeps
    /// the last good cell until the code reads again.
    func testErrorsShowInlineAndKeepTheLastGoodPreview() {
        onMain {
            let page = presentStory(ListCellPlayground.story).page
            type("ListCell(label: \"고친 셀\")\n    .chevorn()", into: page)
            XCTAssertEqual(problems(page), ["playground.swift:2:6: value of type 'ListCell' has no member 'chevorn'; did you mean 'chevron'?"])
            XCTAssertEqual(label(page), "플레이그라운드 셀", "the last good cell stays")
            type("ListCell(label: \"고친 셀\"", into: page)
            XCTAssertEqual(problems(page).count, 1)
            XCTAssertTrue(problems(page)[0].hasPrefix("playground.swift:1:"), problems(page)[0])
            XCTAssertTrue(problems(page)[0].contains("expected ')'"), problems(page)[0])
            type("ListCell(label: \"하나\")\nListCell(label: \"둘\")", into: page)
            XCTAssertEqual(problems(page), ["playground.swift:1:1: the playground shows one ListCell; this code makes 2 components"])
            type("ListCell(label: \"고친 셀\")", into: page)
            XCTAssertTrue(problems(page).isEmpty, "fixed: the problems go")
            XCTAssertEqual(label(page), "고친 셀")
        }
    }

    /// A paste that would take the code past its bound is refused whole, with a problem shown;
    /// the code and the preview are as they were.
    func testAnOversizedPasteIsRefused() {
        onMain {
            let page = presentStory(ListCellPlayground.story).page
            let before = code(page)
            let buffer = gtk_text_view_get_buffer(cast(editor(page)))
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            let paste = String(repeating: "셀", count: EditableCodeView.maxCharacters)
            _ = gtk_text_buffer_insert_interactive(buffer, &end, paste, -1, 1)
            XCTAssertEqual(code(page), before, "nothing of it was added")
            XCTAssertEqual(problems(page).count, 1)
            XCTAssertTrue(problems(page)[0].contains("\(EditableCodeView.maxCharacters)"), problems(page)[0])
            waitForRead(page)
            XCTAssertEqual(label(page), "플레이그라운드 셀")
        }
    }

    /// Save as Story… writes a story file that reads back, with no problem, as the cell on screen.
    func testSaveAsStoryWritesAFileThatReadsBack() throws {
        try onMain {
            let page = presentStory(ListCellPlayground.story).page
            let playground = try XCTUnwrap(Retention.owner(of: page) as? ListCellPlayground)
            gtk_switch_set_active(cast(page.descendant(PlaygroundPart.control("selected"))!), 1)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-save-\(getpid())").path
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/saved.swift"
            XCTAssertNil(playground.layout.saveStory(to: path))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("Story(\"ListCell playground\", section: \"Playground\") {\n    ListCell("), text)
            XCTAssertTrue(text.hasSuffix(")\n}\n") && !text.contains("\n\n}"), "no blank line before the closing brace: \(text)")
            let context = StoryContext(onEvent: { _ in }, makeSlot: { _ in SlotView { UnsafeMutableRawPointer(PlaygroundSlot.make("")) } })
            let file = StoryScript.read(text, fileName: "saved.swift", context: context)
            XCTAssertEqual(file.diagnostics, [])
            guard case .listCell(let cell)? = file.stories.first?.elements.first else { return XCTFail("the story shows the cell") }
            XCTAssertTrue(cell.selected)
            XCTAssertEqual(StoryScript.swift(cell), code(page), "the saved story is the code on screen")
            XCTAssertEqual(EventLog.events(in: page.descendant(ControlPart.eventLog)!).first, "Saved \(path)")
            XCTAssertNotNil(playground.layout.saveStory(to: "/proc/saved.swift"), "a folder that refuses the file says so")
            XCTAssertTrue(EventLog.events(in: page.descendant(ControlPart.eventLog)!).first?.hasPrefix("Could not save /proc/saved.swift") ?? false)
        }
    }

    /// The TextField playground reads its code the same way: the field and its controls follow.
    func testTheTextFieldPlaygroundFollowsItsCode() {
        onMain {
            let page = presentStory(TextFieldPlayground.story).page
            type("""
                TextField(text: $text)
                    .status(.negative)
                    .label("이름", required: true)
                    .labelWidth(120)
                """, into: page)
            let field = page.descendant(TextFieldPart.field)!
            XCTAssertTrue(gtk_widget_has_css_class(field, "status-negative") != 0)
            XCTAssertTrue(gtk_widget_is_visible(page.descendant(FormControlPart.requiredMark)!) != 0)
            XCTAssertEqual(gtk_drop_down_get_selected(cast(page.descendant(PlaygroundPart.control("status"))!)), 2)
            XCTAssertTrue(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("required"))!)) != 0)
            XCTAssertFalse(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.control("autoCompletionDataSource"))!)) != 0, "no $suggestions: no source")
            XCTAssertTrue(gtk_switch_get_active(cast(page.descendant(PlaygroundPart.numberSet("labelWidth"))!)) != 0)
            XCTAssertEqual(gtk_spin_button_get_value(cast(page.descendant(PlaygroundPart.control("labelWidth"))!)), 120)
            XCTAssertEqual(Gtk.Editable(page.descendant(PlaygroundPart.control("message"))!).text, "", "the message the code left out is empty")
            // And back: clearing the label width writes the code without it.
            gtk_switch_set_active(cast(page.descendant(PlaygroundPart.numberSet("labelWidth"))!), 0)
            XCTAssertFalse(code(page).contains("labelWidth"), code(page))
            XCTAssertTrue(code(page).contains(".label(\"이름\", required: true)"), code(page))
        }
    }
}
