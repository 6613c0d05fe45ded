import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// autocorrectionDisabled and secured as GTK input hints and purpose on the entry's GtkText
/// (spec §4.7): spell-check and word completion by default; neither when autocorrection is
/// disabled; a password purpose when secured.
final class TextFieldInputHintsTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func hints(_ h: TextFieldHarness) -> UInt32 { gtk_text_get_input_hints(cast(h.delegate)).rawValue }

    @MainActor
    private func purpose(_ h: TextFieldHarness) -> GtkInputPurpose { gtk_text_get_input_purpose(cast(h.delegate)) }

    private let spellcheck = GTK_INPUT_HINT_SPELLCHECK.rawValue
    private let noSpellcheck = GTK_INPUT_HINT_NO_SPELLCHECK.rawValue
    private let wordCompletion = GTK_INPUT_HINT_WORD_COMPLETION.rawValue

    func testTheDefaultSpellChecksAndCompletesWords() {
        onMain {
            let h = TextFieldHarness(in: self)
            XCTAssertNotEqual(hints(h) & spellcheck, 0)
            XCTAssertNotEqual(hints(h) & wordCompletion, 0)
            XCTAssertEqual(hints(h) & noSpellcheck, 0)
            XCTAssertEqual(purpose(h), GTK_INPUT_PURPOSE_FREE_FORM)
        }
    }

    func testAutocorrectionDisabledTurnsSpellCheckAndWordCompletionOff() {
        onMain {
            let h = TextFieldHarness(in: self) { $0.autocorrectionDisabled() }
            XCTAssertNotEqual(hints(h) & noSpellcheck, 0)
            XCTAssertEqual(hints(h) & spellcheck, 0)
            XCTAssertEqual(hints(h) & wordCompletion, 0)
            XCTAssertEqual(purpose(h), GTK_INPUT_PURPOSE_FREE_FORM, "still free text")
            let explicit = TextFieldHarness(in: self) { $0.autocorrectionDisabled(false) }
            XCTAssertNotEqual(hints(explicit) & spellcheck, 0, "false is the default")
            XCTAssertNotEqual(hints(explicit) & wordCompletion, 0)
        }
    }

    func testSecuredIsAPasswordWithoutSpellCheck() {
        onMain {
            let h = TextFieldHarness(in: self) { $0.secured() }
            XCTAssertEqual(purpose(h), GTK_INPUT_PURPOSE_PASSWORD)
            XCTAssertNotEqual(hints(h) & noSpellcheck, 0)
            XCTAssertEqual(hints(h) & spellcheck, 0)
            XCTAssertEqual(hints(h) & wordCompletion, 0)
        }
    }

    func testHintsFollowUpdatesOnTheSameText() {
        onMain {
            var h = TextFieldHarness(text: "mail@example.com", in: self)
            let delegate = h.delegate
            h.update { $0.autocorrectionDisabled() }
            XCTAssertEqual(h.delegate, delegate, "the same GtkText")
            XCTAssertNotEqual(hints(h) & noSpellcheck, 0)
            XCTAssertEqual(hints(h) & spellcheck, 0)
            XCTAssertEqual(hints(h) & wordCompletion, 0)
            h.update { $0.autocorrectionDisabled(false) }
            XCTAssertNotEqual(hints(h) & spellcheck, 0)
            XCTAssertNotEqual(hints(h) & wordCompletion, 0)
            XCTAssertEqual(hints(h) & noSpellcheck, 0)
            XCTAssertEqual(h.shown, "mail@example.com")
        }
    }
}
