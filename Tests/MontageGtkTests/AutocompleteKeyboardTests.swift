import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// The port's keyboard navigation of the autocompletion popup (§4.9 leaves it open; the port
/// adds it) with real keys through the X server: Up/Down move the highlight while the input
/// keeps the focus, Enter activates the highlighted item once; and the popup never takes the
/// focus, also when an item is clicked.
final class AutocompleteKeyboardTests: MontageTestCase, @unchecked Sendable {
    /// A focused field whose popup shows `counts`.
    @MainActor
    private func open(_ suggestions: SuggestionSource, _ counts: [Int], titles: Bool = false) -> FieldLayoutHarness {
        let harness = FieldLayoutHarness({ $0 }, in: self)
        harness.openPopup(suggestions.make(counts, titles: titles))
        return harness
    }

    /// The indexes of the items that carry the `highlighted` class.
    @MainActor
    private func highlightedItems(_ harness: FieldLayoutHarness) -> [Int] {
        harness.popup().popup.items.indices.filter { gtk_widget_has_css_class(harness.popup().popup.items[$0], "highlighted") != 0 }
    }

    func testUpAndDownMoveTheHighlightAndTheInputKeepsTheFocus() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions, [3])
            let popup = harness.popup().popup
            XCTAssertNil(popup.highlighted, "nothing highlighted at first")
            XCTAssertEqual(highlightedItems(harness), [])
            for (key, expected) in [("Down", 0), ("Down", 1), ("Down", 2), ("Down", 0), ("Up", 2), ("Up", 1)] {
                XDoTool.key(key)
                XCTAssertEqual(popup.highlighted, expected, "\(key) -> \(expected)")
                XCTAssertEqual(highlightedItems(harness), [expected], "exactly the highlighted item is marked")
                harness.assertFocusInEntry(0, "after \(key)")
                XCTAssertTrue(popup.isOpen)
            }
            XCTAssertEqual(suggestions.clicks.count, 0, "moving activates nothing")
        }
    }

    func testUpFirstHighlightsTheLastItem() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions, [2, 0, 2], titles: true)
            XDoTool.key("Up")
            XCTAssertEqual(harness.popup().popup.highlighted, 3, "Up from nothing: the last item")
            harness.assertFocusInEntry(0, "after Up")
        }
    }

    func testEnterActivatesTheHighlightedItemOnce() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions, [2, 0, 3])
            let activations = CallLog<Int>()
            Signal.connect(harness.view.entry, "activate") { activations.record(1) }
            XDoTool.key("Down")
            XDoTool.key("Down")
            XDoTool.key("Down")
            XCTAssertEqual(harness.popup().popup.highlighted, 2)
            XDoTool.key("Return")
            XCTAssertEqual(suggestions.clicks.values, [IndexPath(item: 0, section: 2)], "the highlighted item's button runs once")
            XCTAssertEqual(activations.count, 0, "Enter went to the item, not the entry")
            harness.assertFocusInEntry(0, "after Enter")
        }
    }

    func testEnterWithoutAHighlightGoesToTheEntry() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions, [2])
            let activations = CallLog<Int>()
            Signal.connect(harness.view.entry, "activate") { activations.record(1) }
            XDoTool.key("Return")
            XCTAssertEqual(suggestions.clicks.count, 0, "no item is activated")
            XCTAssertEqual(activations.count, 1, "the entry activates")
        }
    }

    func testANewSourceResetsTheHighlight() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions, [3])
            XDoTool.key("Down")
            XCTAssertEqual(harness.popup().popup.highlighted, 0)
            harness.assign(suggestions.make([4]))
            XCTAssertNil(harness.popup().popup.highlighted, "rebuilt: no highlight")
            XCTAssertEqual(highlightedItems(harness), [])
            XDoTool.key("Down")
            XCTAssertEqual(harness.popup().popup.highlighted, 0)
        }
    }

    func testThePopupNeverTakesTheFocus() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions, [3])
            harness.assertFocusInEntry(0, "open")
            XCTAssertEqual(gtk_widget_get_can_focus(harness.popup().popover!), 0, "the popover refuses focus")
            // Typing goes on in the input while the popup stays.
            XDoTool.key("a")
            XDoTool.key("b")
            XCTAssertEqual(harness.model.text, "ab", "typing reaches the input")
            XCTAssertTrue(harness.popup().isOpen, "the popup stays open while typing")
            harness.assertFocusInEntry(0, "while typing")
            // A pointer click on an item: its handler runs once and the input keeps the focus.
            let item = harness.popup().popup.items[1]
            let bounds = harness.popup().surfaceBounds(item)!
            XDoTool.click(x: Int(bounds.x + bounds.width / 2), y: Int(bounds.y + bounds.height / 2))
            XCTAssertEqual(suggestions.clicks.values, [IndexPath(item: 1, section: 0)], "a click on an item runs it once")
            harness.assertFocusInEntry(0, "after clicking an item")
        }
    }
}
