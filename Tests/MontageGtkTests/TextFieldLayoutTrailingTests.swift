import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.2, §4.4, §4.5 on laid-out fields: the clear button (focused with text), the positive mark
/// (positive with text, unfocused), trailing content 8 after them, and the outlined trailing
/// button right-most, 4 after the content row, with its own `disable`. Focus is real (X server).
final class TextFieldLayoutTrailingTests: MontageTestCase, @unchecked Sendable {
    /// A fixed-size caller widget for trailing content.
    @MainActor
    private static func chip() -> WidgetPointer { Build.hbox().size(width: 30, height: 16) }

    func testClearButtonShowsOnlyWhileFocusedWithTextAndKeepsTheHeight() {
        inEachScheme { scheme in
            for (size, height, side) in [(TextField.Size.large, 48.0, 32.0), (.medium, 40, 28)] {
                let harness = FieldLayoutHarness({ $0.size(size) }, in: self, model: TextFieldModel(text: "Hello"))
                XCTAssertFalse(isShown(harness.part(.clearButton)), "\(scheme) \(size): not focused -> no clear button")
                XCTAssertTrue(harness.focus())
                let clear = harness.part(.clearButton)!
                XCTAssertTrue(isShown(clear), "\(size): focused with text -> clear button")
                let box = harness.inField(clear)
                XCTAssertEqual([box.width, box.height], [side, side], "\(scheme) \(size) clear button box")
                let field = harness.bounds(harness.field())
                XCTAssertEqual(field.height, height, "\(size): the field keeps its min height with the clear button")
                XCTAssertEqual(box.y, (height - side) / 2, "clear button vertically centred")
                XCTAssertEqual(field.width - box.maxX, size.padding + 4, "content ends 12 / 10 from the right edge")
                XCTAssertFalse(isShown(harness.part(.statusIcon)))

                harness.model.text = ""
                harness.view.update(harness.view.field)
                harness.layout()
                XCTAssertFalse(isShown(harness.part(.clearButton)), "\(size): focused but empty -> no clear button")
                XCTAssertEqual(harness.bounds(harness.field()).height, height)
            }
        }
    }

    func testPositiveMarkShowsForPositiveTextWhenNotFocused() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.status(.positive) }, { $0.status(.positive).size(.medium) }, { $0.status(.positive) },
                { $0.status(.negative) }, { $0 },
            ], in: self, models: [TextFieldModel(text: "ok"), TextFieldModel(text: "ok"), TextFieldModel(), TextFieldModel(text: "bad"), TextFieldModel(text: "plain")])
            for (index, glyph) in [(0, 20.0), (1, 18)] {
                let mark = harness.part(.statusIcon, index)!
                XCTAssertTrue(isShown(mark), "\(scheme) positive with text, unfocused -> mark")
                let box = harness.inField(mark, index)
                XCTAssertEqual([box.width, box.height], [glyph, glyph], "mark glyph \(glyph)")
                let height = index == 0 ? 48.0 : 40
                XCTAssertEqual(box.y + glyph / 2, height / 2, "mark centred")
                XCTAssertEqual(harness.bounds(harness.field(index)).width - box.maxX, (index == 0 ? 8 : 6) + 4, "at the content's right end")
                XCTAssertFalse(isShown(harness.part(.clearButton, index)))
            }
            XCTAssertFalse(isShown(harness.part(.statusIcon, 2)), "positive but empty -> no mark")
            XCTAssertFalse(isShown(harness.part(.statusIcon, 3)), "negative never shows a mark")
            XCTAssertFalse(isShown(harness.part(.statusIcon, 4)), "normal shows no mark")

            XCTAssertTrue(harness.focus(0))
            XCTAssertFalse(isShown(harness.part(.statusIcon, 0)), "focused: the clear button replaces the mark")
            XCTAssertTrue(isShown(harness.part(.clearButton, 0)))
            XCTAssertTrue(isShown(harness.part(.statusIcon, 1)), "the other positive field is not focused")
        }
    }

    func testTrailingContentFollowsTheClearButtonOrMarkEightApart() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.status(.positive).trailingContent(Self.chip) }, { $0.trailingContent(Self.chip) },
                { $0.size(.medium).trailingContent(Self.chip) },
            ], in: self, models: [TextFieldModel(text: "ok"), TextFieldModel(text: "text"), TextFieldModel()])
            // After the positive mark.
            let mark = harness.inField(harness.part(.statusIcon)!)
            let content = harness.inField(harness.part(.trailingContent)!)
            XCTAssertEqual(content.x - mark.maxX, 8, "\(scheme): mark -> trailing content 8")
            XCTAssertEqual(content.width, 30, "trailing content keeps the caller's width")
            XCTAssertEqual(harness.bounds(harness.field()).width - content.maxX, 12, "trailing content ends the content row")
            // Alone (no text, no mark): still at the right end.
            let alone = harness.inField(harness.part(.trailingContent, 2)!, 2)
            XCTAssertEqual(harness.bounds(harness.field(2)).width - alone.maxX, 10, "medium: 6 + 4 from the right edge")
            XCTAssertEqual(harness.bounds(harness.field(2)).height, 40)
            // After the clear button.
            XCTAssertTrue(harness.focus(1))
            let clear = harness.inField(harness.part(.clearButton, 1)!, 1)
            let afterClear = harness.inField(harness.part(.trailingContent, 1)!, 1)
            XCTAssertEqual(afterClear.x - clear.maxX, 8, "clear button -> trailing content 8")
            XCTAssertEqual(harness.bounds(harness.field(1)).height, 48)
            let entry = harness.inField(harness.views[1].entry, 1)
            XCTAssertEqual(clear.x - entry.maxX, 2, "input -> trailing area 2")
        }
    }

    func testTrailingButtonIsRightMostAndKeepsTheFieldHeight() {
        inEachScheme { scheme in
            let info = TextField.TrailingButtonInfo(title: "Verify", handler: nil)
            let harness = FieldLayoutHarness([
                { $0.trailingButton(info) }, { $0.size(.medium).trailingButton(info) },
                { $0.trailingButton(info).trailingContent(Self.chip) },
            ], in: self, models: [TextFieldModel(), TextFieldModel(), TextFieldModel(text: "text")])
            for (index, (height, buttonHeight, padding, horizontal)) in [(48.0, 32.0, 8.0, 12.0), (40, 28, 6, 10)].enumerated() {
                let button = harness.part(.trailingButton, index)!
                XCTAssertTrue(isShown(button))
                let box = harness.inField(button, index)
                let field = harness.bounds(harness.field(index))
                XCTAssertEqual(field.height, height, "\(scheme): the field keeps \(height) with a trailing button")
                XCTAssertEqual(box.height, buttonHeight, "trailing button \(buttonHeight) tall")
                XCTAssertEqual(box.y, (height - buttonHeight) / 2, "vertically centred")
                XCTAssertEqual(field.width - box.maxX, padding, "right-most, inside the padding")
                let content = harness.inField(harness.content(index), index)
                XCTAssertEqual(box.x - content.maxX, 4, "content row -> trailing button 4")
                let label = gtk_button_get_child(cast(button))!
                XCTAssertEqual(box.width, harness.bounds(label).width + 2 * horizontal, "padding \(horizontal) at each side")
            }
            // Order: clear button, trailing content, trailing button.
            XCTAssertTrue(harness.focus(2))
            let clear = harness.inField(harness.part(.clearButton, 2)!, 2)
            let chip = harness.inField(harness.part(.trailingContent, 2)!, 2)
            let button = harness.inField(harness.part(.trailingButton, 2)!, 2)
            XCTAssertLessThan(clear.maxX, chip.x)
            XCTAssertLessThan(chip.maxX, button.x)
            XCTAssertEqual(harness.bounds(harness.field(2)).height, 48, "clear button and trailing button together: still 48")
        }
    }

    func testTrailingButtonDisablesOnItsOwnOrWithTheField() {
        onMain {
            let harness = FieldLayoutHarness([
                { $0.trailingButton(.init(title: "On", handler: nil)) },
                { $0.trailingButton(.init(title: "Off", disable: true, handler: nil)) },
                { $0.trailingButton(.init(title: "Field off", handler: nil)).disabled() },
                { $0 },
            ], in: self)
            @MainActor func sensitive(_ widget: WidgetPointer) -> Bool { gtk_widget_is_sensitive(widget) != 0 }
            XCTAssertTrue(sensitive(harness.part(.trailingButton, 0)!))
            XCTAssertFalse(sensitive(harness.part(.trailingButton, 1)!), "disable: the button only")
            XCTAssertTrue(sensitive(harness.views[1].entry), "the input stays enabled")
            XCTAssertFalse(sensitive(harness.part(.trailingButton, 2)!), "a disabled field disables its button")
            XCTAssertFalse(sensitive(harness.views[2].entry))
            XCTAssertFalse(isShown(harness.part(.trailingButton, 3)), "no trailing button when none is set")
            // Removing and re-adding it on the same view.
            harness.views[0].update(harness.views[0].field.trailingButton(nil))
            XCTAssertFalse(isShown(harness.part(.trailingButton, 0)))
            harness.views[0].update(harness.views[0].field.trailingButton(.init(title: "Back", disable: true, handler: nil)))
            XCTAssertTrue(isShown(harness.part(.trailingButton, 0)))
            XCTAssertFalse(sensitive(harness.part(.trailingButton, 0)!))
        }
    }

    /// §4.7: `secured` swaps the input for a GtkPasswordEntry (and back) on the same view: the
    /// new input carries the names, role, text and layout, and the trailing area follows its
    /// focus. GLib warnings during the swap fail the test.
    func testSwitchingSecuredSwapsTheInputCleanly() {
        onMain {
            let model = TextFieldModel(text: "secret")
            let harness = FieldLayoutHarness({ $0.placeholder("Password") }, in: self, model: model)
            harness.view.update(model.field.placeholder("Password").secured())
            harness.layout()
            let entry = harness.view.entry
            XCTAssertIsA(entry, gtk_password_entry_get_type())
            XCTAssertEqual(harness.part(.entry), entry, "the named part is the new input")
            XCTAssertEqual(AccessibleProbe.role(entry), GTK_ACCESSIBLE_ROLE_TEXT_BOX)
            XCTAssertEqual(harness.view.text, "secret", "the text is carried over")
            XCTAssertEqual(harness.inField(harness.text()).x, 16, "the same layout")
            XCTAssertEqual(harness.bounds(harness.field()).height, 48)
            XCTAssertFalse(harness.view.isFocused)
            XCTAssertFalse(isShown(harness.part(.clearButton)))

            XCTAssertTrue(harness.focus(), "the new input can be focused")
            XCTAssertTrue(isShown(harness.part(.clearButton)))
            harness.view.update(model.field.placeholder("Password").secured(false))
            harness.layout()
            XCTAssertIsA(harness.view.entry, gtk_entry_get_type())
            XCTAssertEqual(harness.view.isFocused, harness.entryHasFocus(), "the focused state is that of the new input")
            XCTAssertEqual(isShown(harness.part(.clearButton)), harness.entryHasFocus(), "clear button only if the new input has the focus")
            XCTAssertEqual(model.text, "secret", "the text survives both swaps")
        }
    }
}
