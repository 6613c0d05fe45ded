import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.9 when the autocompletion popup opens, refreshes and closes, with real focus, keys and
/// clicks through the X server: it opens only while the input is focused, not secured and the
/// source has items; it closes on focus loss, Escape, zero items and a click outside, and every
/// close clears the bound source.
final class AutocompleteOpenCloseTests: MontageTestCase, @unchecked Sendable {
    /// A button to focus or click beside the field.
    @MainActor
    private final class Other {
        let clicks = CallLog<Int>()
        let button: WidgetPointer
        init() {
            button = gtk_button_new_with_label("Other")!.size(height: 40)
            let clicks = self.clicks
            Signal.connect(button, "clicked") { clicks.record(1) }
        }
    }

    /// A field below an `Other` button, its popup open on a source of `count` items.
    @MainActor
    private func openBelowAButton(items count: Int) -> (harness: FieldLayoutHarness, other: Other, suggestions: SuggestionSource) {
        let suggestions = SuggestionSource()
        let other = Other()
        let harness = FieldLayoutHarness({ $0 }, in: self, above: [other.button])
        harness.openPopup(suggestions.make([count]))
        return (harness, other, suggestions)
    }

    func testItOpensOnlyWhileFocusedNotSecuredAndWithItems() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = FieldLayoutHarness([{ $0 }, { $0.secured() }, { $0 }], in: self)
            harness.assign(suggestions.make([3]), 0)
            harness.assign(suggestions.make([3]), 1)
            harness.assign(suggestions.make([0, 0]), 2)
            XCTAssertFalse(harness.popup(0).isOpen, "not focused: closed")
            XCTAssertNotNil(harness.models[0].source, "a source that never showed is not cleared")
            XCTAssertTrue(harness.focus(0))
            XCTAssertTrue(harness.popup(0).wait(open: true), "focused with items: open")
            XCTAssertEqual(harness.popup(0).popover?.name, TextFieldPart.autocomplete.rawValue)
            XCTAssertEqual(harness.popup(0).popup.items.count, 3)
            harness.assertFocusInEntry(0, "open")

            XCTAssertTrue(harness.focus(1))
            XCTAssertFalse(harness.popup(1).isOpen, "secured: never")
            XCTAssertFalse(harness.popup(0).isOpen, "the first field lost the focus")
            XCTAssertTrue(harness.focus(2))
            XCTAssertFalse(harness.popup(2).isOpen, "no items: closed")
            // Assigning a source to an unfocused field does not open it.
            harness.assign(suggestions.make([2]), 0)
            MainLoop.assertStaysTrue(for: 0.1, { !harness.popup(0).isOpen }, "unfocused: a new source does not open the popup")
            XCTAssertTrue(harness.focus(0))
            XCTAssertTrue(harness.popup(0).wait(open: true), "until the field is focused")
            XCTAssertEqual(harness.popup(0).popup.items.count, 2)
        }
    }

    func testANewSourceRefreshesTheOpenPopup() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = FieldLayoutHarness({ $0 }, in: self)
            harness.openPopup(suggestions.make([2]))
            XCTAssertEqual(harness.popup().popup.items.count, 2)
            harness.assign(suggestions.make([3, 2]))
            XCTAssertTrue(harness.popup().isOpen, "still open")
            XCTAssertEqual(harness.popup().popup.items.count, 5, "rebuilt from the new source")
            let made = suggestions.cellsMade
            harness.views[0].update(harness.views[0].field.placeholder("Same source"))
            XCTAssertEqual(suggestions.cellsMade, made, "the same source (identity) is not rebuilt")
            XCTAssertTrue(harness.popup().isOpen)
            harness.assertFocusInEntry(0, "after refreshes")
        }
    }

    func testFocusLossClosesAndClearsTheSource() {
        onMain {
            let (harness, other, _) = openBelowAButton(items: 3)
            gtk_widget_grab_focus(other.button)
            XCTAssertTrue(harness.popup().wait(open: false), "focus moved away: closed")
            XCTAssertNil(harness.model.source, "the close cleared the bound source")
            XCTAssertTrue(harness.focus())
            MainLoop.assertStaysTrue(for: 0.1, { !harness.popup().isOpen }, "focus back without a source: stays closed")
        }
    }

    func testEscapeClosesAndClearsTheSourceAndKeepsTheFocus() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = FieldLayoutHarness({ $0 }, in: self, model: TextFieldModel(text: "abc"))
            harness.openPopup(suggestions.make([3]))
            XDoTool.key("Escape")
            XCTAssertTrue(harness.popup().wait(open: false), "Escape closes")
            XCTAssertNil(harness.model.source)
            harness.assertFocusInEntry(0, "after Escape")
            XCTAssertEqual(harness.model.text, "abc", "the text is untouched")
        }
    }

    func testZeroItemsCloseAndClearTheSource() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = FieldLayoutHarness({ $0 }, in: self)
            harness.openPopup(suggestions.make([3]))
            harness.assign(suggestions.make([0, 0, 0], titles: true, header: true, footer: true))
            XCTAssertTrue(harness.popup().wait(open: false), "zero items: closed")
            XCTAssertNil(harness.model.source)
            harness.assertFocusInEntry(0, "after closing")
            // Open again with items, then close by assigning nil.
            harness.assign(suggestions.make([1]))
            XCTAssertTrue(harness.popup().wait(open: true), "items again: open")
            harness.assign(nil)
            XCTAssertTrue(harness.popup().wait(open: false), "no source: closed")
        }
    }

    func testAClickOutsideClosesClearsTheSourceAndStillReachesTheWidget() {
        onMain {
            let (harness, other, suggestions) = openBelowAButton(items: 2)
            harness.click(other.button)
            XCTAssertTrue(harness.popup().wait(open: false), "a click outside closes")
            XCTAssertNil(harness.model.source)
            XCTAssertEqual(other.clicks.count, 1, "the click still reaches the button underneath")
            XCTAssertEqual(suggestions.clicks.count, 0, "no item was activated")

            // A click on the field itself counts as outside too.
            harness.openPopup(suggestions.make([2]))
            harness.click(harness.field(), dx: 3, dy: 24)
            XCTAssertTrue(harness.popup().wait(open: false), "a click on the field closes")
            XCTAssertNil(harness.model.source)
            harness.assertFocusInEntry(0, "the field keeps the focus")
        }
    }

    /// A bound source that records every write.
    @MainActor
    private final class RecordingSource {
        var source: TextField.AutoCompletionDataSource?
        var writes: [TextField.AutoCompletionDataSource?] = []
        var binding: Binding<TextField.AutoCompletionDataSource?> {
            Binding(get: { self.source }, set: { self.writes.append($0); self.source = $0 })
        }
    }

    func testEveryCloseClearsTheSourceOnce() {
        onMain {
            let suggestions = SuggestionSource()
            let recording = RecordingSource()
            let model = TextFieldModel()
            let field = TextField(text: Binding(get: { model.text }, set: { model.text = $0 }), autoCompletionDataSource: recording.binding)
            let harness = FieldLayoutHarness({ _ in field }, in: self, model: model)
            recording.source = suggestions.make([2])
            harness.view.update(field)
            XCTAssertTrue(harness.focus())
            XCTAssertTrue(harness.popup().wait(open: true))
            XDoTool.key("Escape")
            XCTAssertTrue(harness.popup().wait(open: false))
            XCTAssertEqual(recording.writes.count, 1, "one write")
            XCTAssertNil(recording.writes.first ?? suggestions.make([1]), "of nil")
            harness.unfocus()
            XCTAssertTrue(harness.focus())
            harness.unfocus()
            XCTAssertEqual(recording.writes.count, 1, "focus changes with nothing open write nothing")
        }
    }
}
