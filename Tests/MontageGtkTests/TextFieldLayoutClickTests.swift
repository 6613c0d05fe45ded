import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.8 and §4.5 with real pointer clicks at laid-out positions: a click anywhere in the field
/// box focuses the input; the trailing button runs its handler once, and a disabled one does
/// nothing; the clear button empties the text and leaves the focus in the input.
final class TextFieldLayoutClickTests: MontageTestCase, @unchecked Sendable {
    /// Makes the window active (so focus is real) with no field focused.
    @MainActor
    private func activate(_ harness: FieldLayoutHarness) {
        XCTAssertTrue(XDoTool.focus(harness.window, title: harness.title), "the window becomes active")
        harness.unfocus()
    }

    func testAClickAnywhereInTheFieldBoxFocusesTheInput() {
        onMain {
            let chip: WidgetFactory = { Build.label("12/100") }
            let harness = FieldLayoutHarness([
                { $0.icon(.person).status(.positive).trailingContent(chip) },
                { $0.size(.medium).icon(.person).trailingButton(.init(title: "Go", handler: nil)) },
            ], in: self, models: [TextFieldModel(text: "ok"), TextFieldModel()])
            activate(harness)
            let field = harness.field()
            let box = harness.bounds(field)
            let spots: [(String, () -> Void)] = [
                ("the leading icon", { harness.click(harness.part(.fieldIcon)!) }),
                ("the left padding", { harness.click(field, dx: 3, dy: box.height / 2) }),
                ("the top padding", { harness.click(field, dx: box.width / 2, dy: 3) }),
                ("the bottom padding", { harness.click(field, dx: box.width / 2, dy: box.height - 3) }),
                ("the positive mark", { harness.click(harness.part(.statusIcon)!) }),
                ("the trailing content", { harness.click(harness.part(.trailingContent)!) }),
                ("the right padding", { harness.click(field, dx: box.width - 3, dy: box.height / 2) }),
                ("the input itself", { harness.click(harness.view.entry) }),
            ]
            for (name, click) in spots {
                harness.unfocus()
                XCTAssertFalse(harness.entryHasFocus())
                click()
                XCTAssertTrue(MainLoop.run(until: { harness.entryHasFocus() }, timeout: 2), "a click on \(name) focuses the input")
                XCTAssertTrue(harness.view.isFocused, "\(name): the field shows its focused state")
            }
            // The medium field: its icon and padding focus it, and the other field loses focus.
            let medium = harness.field(1)
            harness.click(harness.part(.fieldIcon, 1)!)
            XCTAssertTrue(MainLoop.run(until: { harness.entryHasFocus(1) }, timeout: 2), "medium icon")
            XCTAssertFalse(harness.views[0].isFocused)
            harness.unfocus()
            harness.click(medium, dx: 2, dy: harness.bounds(medium).height / 2)
            XCTAssertTrue(MainLoop.run(until: { harness.entryHasFocus(1) }, timeout: 2), "medium padding")
        }
    }

    func testADisabledFieldIgnoresClicks() {
        onMain {
            let harness = FieldLayoutHarness({ $0.icon(.person).disabled() }, in: self)
            activate(harness)
            harness.click(harness.part(.fieldIcon)!)
            harness.click(harness.field(), dx: 3, dy: 24)
            harness.click(harness.view.entry)
            MainLoop.assertStaysTrue(for: 0.1, { !harness.entryHasFocus() }, "a disabled field does not take the focus")
            XCTAssertFalse(harness.view.isFocused)
        }
    }

    func testTheTrailingButtonRunsItsHandlerOnceAndNotWhenDisabled() {
        onMain {
            let log = CallLog<String>()
            let harness = FieldLayoutHarness([
                { $0.trailingButton(.init(title: "Send", handler: { log.record("send") })) },
                { $0.trailingButton(.init(title: "Off", disable: true, handler: { log.record("off") })) },
                { $0.trailingButton(.init(title: "Field off", handler: { log.record("field off") })).disabled() },
                { $0.trailingButton(.init(title: "No handler", handler: nil)) },
            ], in: self)
            activate(harness)
            harness.click(harness.part(.trailingButton, 0)!)
            XCTAssertEqual(log.values, ["send"], "one click, one call")
            harness.click(harness.part(.trailingButton, 0)!)
            XCTAssertEqual(log.values, ["send", "send"])
            harness.click(harness.part(.trailingButton, 1)!)
            harness.click(harness.part(.trailingButton, 2)!)
            harness.click(harness.part(.trailingButton, 3)!)
            XCTAssertEqual(log.values, ["send", "send"], "disabled buttons do nothing; a nil handler is fine")
            // A handler replaced by update is the one that runs.
            harness.views[0].update(harness.views[0].field.trailingButton(.init(title: "Send", handler: { log.record("new") })))
            harness.click(harness.part(.trailingButton, 0)!)
            XCTAssertEqual(log.values, ["send", "send", "new"])
            // Re-enabled by update.
            harness.views[1].update(harness.views[1].field.trailingButton(.init(title: "On", handler: { log.record("on") })))
            harness.click(harness.part(.trailingButton, 1)!)
            XCTAssertEqual(log.values.last, "on")
        }
    }

    func testTheClearButtonEmptiesTheTextAndKeepsTheFocus() {
        onMain {
            let log = CallLog<String>()
            let model = TextFieldModel(text: "Hello")
            let harness = FieldLayoutHarness({ $0.onTextChange { log.record($0) } }, in: self, model: model)
            XCTAssertTrue(harness.focus())
            let clear = harness.part(.clearButton)!
            harness.click(clear)
            XCTAssertEqual(model.text, "", "the bound text is cleared")
            XCTAssertEqual(harness.view.text, "")
            XCTAssertEqual(log.values, [""], "onTextChange receives the empty text once")
            XCTAssertTrue(harness.entryHasFocus(), "the input keeps the focus")
            XCTAssertFalse(isShown(harness.part(.clearButton)), "empty: the clear button goes")
        }
    }
}
