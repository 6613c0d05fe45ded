import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.10, §4.5 and §5.6 as far as GTK 4.8 can read them back (it has no getter for accessible
/// properties): roles of the input and the buttons, and which parts can take keyboard focus.
final class FormControlAccessibilityTests: MontageTestCase, @unchecked Sendable {
    func testTheInputIsATextBoxAndTheButtonsAreButtons() {
        onMain {
            let harness = FieldLayoutHarness([
                { $0.label("Email", required: true).message("Help").trailingButton(.init(title: "Verify", handler: nil)) },
                { $0.secured().placeholder("Password") },
                { $0.trailingButton(.init(title: "Off", disable: true, handler: nil)) },
            ], in: self, models: [TextFieldModel(text: "a@b.c"), TextFieldModel(), TextFieldModel()])
            XCTAssertEqual(AccessibleProbe.role(harness.views[0].entry), GTK_ACCESSIBLE_ROLE_TEXT_BOX, "the input")
            XCTAssertIsA(harness.views[0].entry, gtk_entry_get_type())
            XCTAssertEqual(AccessibleProbe.role(harness.views[1].entry), GTK_ACCESSIBLE_ROLE_TEXT_BOX, "a secured input")
            XCTAssertIsA(harness.views[1].entry, gtk_password_entry_get_type())
            XCTAssertEqual(AccessibleProbe.role(harness.part(.trailingButton, 0)!), GTK_ACCESSIBLE_ROLE_BUTTON, "the trailing button")
            XCTAssertEqual(AccessibleProbe.role(harness.part(.trailingButton, 2)!), GTK_ACCESSIBLE_ROLE_BUTTON, "a disabled trailing button")
            XCTAssertTrue(harness.focus(0))
            let clear = harness.part(.clearButton, 0)!
            XCTAssertTrue(isShown(clear))
            XCTAssertEqual(AccessibleProbe.role(clear), GTK_ACCESSIBLE_ROLE_BUTTON, "the clear button")
        }
    }

    func testTheClearButtonNeverTakesTheFocusButTheTrailingButtonCan() {
        onMain {
            let harness = FieldLayoutHarness({ $0.trailingButton(.init(title: "Verify", handler: nil)) }, in: self, model: TextFieldModel(text: "text"))
            XCTAssertTrue(harness.focus())
            let clear = harness.part(.clearButton)!
            XCTAssertEqual(gtk_widget_get_focusable(clear), 0, "the clear button is not focusable")
            XCTAssertEqual(gtk_widget_get_focus_on_click(clear), 0)
            XDoTool.key("Tab")
            let focus = gtk_window_get_focus(cast(harness.window))
            XCTAssertEqual(focus, harness.part(.trailingButton), "Tab goes from the input to the trailing button, past the clear button")
        }
    }
}
