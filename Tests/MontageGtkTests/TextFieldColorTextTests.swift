import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.3 and §5.2 text and glyph colors GTK resolved, enabled and disabled, in both schemes:
/// input text, placeholder, leading icon, positive mark, clear button, trailing button,
/// label, required mark and message; and a live scheme switch.
final class TextFieldColorTextTests: MontageTestCase, @unchecked Sendable {
    func testInputAndPlaceholderColorsEnabledAndDisabled() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.placeholder("Enabled") }, { $0.placeholder("Disabled").disabled() },
                { $0.placeholder("Typed") }, { $0.placeholder("Typed").disabled() },
                { $0.placeholder("Secured").secured() }, { $0.placeholder("Secured").secured().disabled() },
            ], in: self, models: [TextFieldModel(), TextFieldModel(), TextFieldModel(text: "Input"), TextFieldModel(text: "Input"),
                                  TextFieldModel(), TextFieldModel()])
            // GtkText shows and hides its placeholder with child-visible.
            XCTAssertTrue(gtk_widget_get_child_visible(harness.placeholder(0)!) != 0, "the placeholder label shows while empty")
            XCTAssertEqual(harness.placeholder(0).map { String(cString: gtk_label_get_text(cast($0))) }, "Enabled")
            assertColor(harness.placeholder(0), .foregroundNeutralTertiary, scheme, "placeholder")
            assertColor(harness.placeholder(1), .foregroundDisablePrimary, scheme, "disabled placeholder")
            assertColor(harness.placeholder(4), .foregroundNeutralTertiary, scheme, "secured placeholder")
            assertColor(harness.placeholder(5), .foregroundDisablePrimary, scheme, "secured disabled placeholder")
            XCTAssertFalse(gtk_widget_get_child_visible(harness.placeholder(2)!) != 0, "no placeholder over text")
            assertColor(harness.text(2), .foregroundNeutralPrimary, scheme, "input text")
            assertColor(harness.text(3), .foregroundNeutralPrimary, scheme, "disabled input text is unchanged on purpose")
            assertColor(harness.views[3].entry, .foregroundNeutralPrimary, scheme, "disabled entry")
            assertColor(harness.text(5), .foregroundNeutralPrimary, scheme, "secured disabled input")
        }
    }

    func testInputTypography() {
        onMain {
            let harness = FieldLayoutHarness([{ $0 }, { $0.size(.medium) }], in: self, models: [TextFieldModel(text: "Aa"), TextFieldModel(text: "Aa")])
            let large = StyleReadback.font(of: harness.text(0)), medium = StyleReadback.font(of: harness.text(1))
            XCTAssertEqual(large.size, 15, accuracy: 0.01, "large: body2")
            XCTAssertEqual(medium.size, 14, accuracy: 0.01, "medium: label1")
            XCTAssertEqual(large.weight, 400, "regular")
            XCTAssertEqual(medium.weight, 400)
            XCTAssertTrue(large.family.hasPrefix("Pretendard"), large.family)
        }
    }

    func testGlyphColors() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.icon(.search) }, { $0.icon(.search).disabled() }, { $0.status(.positive) }, { $0 },
            ], in: self, models: [TextFieldModel(), TextFieldModel(), TextFieldModel(text: "ok"), TextFieldModel(text: "text")])
            assertColor(harness.part(.fieldIcon, 0), .foregroundNeutralTertiary, scheme, "leading icon")
            assertColor(harness.part(.fieldIcon, 1), .foregroundNeutralTertiary, scheme, "disabled leading icon is unchanged")
            assertColor(harness.part(.statusIcon, 2), .foregroundPositivePrimary, scheme, "positive mark")
            XCTAssertTrue(harness.focus(3))
            let clear = harness.part(.clearButton, 3)!
            assertColor(clear, .foregroundNeutralQuaternary, scheme, "clear button")
            assertColor(gtk_button_get_child(cast(clear)), .foregroundNeutralQuaternary, scheme, "clear button glyph")
        }
    }

    func testTrailingButtonTextColors() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.trailingButton(.init(title: "On", handler: nil)) },
                { $0.trailingButton(.init(title: "Off", disable: true, handler: nil)) },
                { $0.trailingButton(.init(title: "Field off", handler: nil)).disabled() },
            ], in: self)
            @MainActor func label(_ index: Int) -> WidgetPointer? { gtk_button_get_child(cast(harness.part(.trailingButton, index)!)) }
            assertColor(label(0), .foregroundNeutralPrimary, scheme, "trailing button text")
            assertColor(label(1), .foregroundDisablePrimary, scheme, "disable: true")
            assertColor(label(2), .foregroundDisablePrimary, scheme, "disabled field")
            let font = StyleReadback.font(of: label(0)!)
            XCTAssertEqual(font.size, 12, accuracy: 0.01, "caption1")
            XCTAssertEqual(font.weight, 600, "bold")
        }
    }

    func testLabelRequiredMarkAndMessageColors() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.label("Email", required: true).message("Help") }, { $0.status(.positive).message("Good") },
                { $0.status(.negative).message("Bad") }, { $0.size(.medium).label("Medium", required: true) },
            ], in: self)
            assertColor(harness.part(.label, 0), .foregroundNeutralSecondary, scheme, "label")
            assertColor(harness.part(.requiredMark, 0), .foregroundNegativePrimary, scheme, "required mark")
            assertColor(harness.part(.label, 3), .foregroundNeutralSecondary, scheme, "medium label")
            assertColor(harness.part(.requiredMark, 3), .foregroundNegativePrimary, scheme, "medium required mark")
            assertColor(harness.part(.message, 0), .foregroundNeutralTertiary, scheme, "normal message")
            assertColor(harness.part(.message, 1), .foregroundNeutralTertiary, scheme, "positive message")
            assertColor(harness.part(.message, 2), .foregroundNegativePrimary, scheme, "negative message")
            // Status changes recolor the message in place.
            harness.views[0].update(harness.views[0].field.status(.negative))
            assertColor(harness.part(.message, 0), .foregroundNegativePrimary, scheme, "normal -> negative")
            harness.views[2].update(harness.views[2].field.status(.normal))
            assertColor(harness.part(.message, 2), .foregroundNeutralTertiary, scheme, "negative -> normal")
        }
    }

    func testLabelAndMarkTypography() {
        onMain {
            let harness = FieldLayoutHarness([{ $0.label("Large", required: true).message("Message") }, { $0.size(.medium).label("Medium", required: true) }], in: self)
            let label = StyleReadback.font(of: harness.part(.label, 0)!)
            XCTAssertEqual(label.size, 14, accuracy: 0.01, "large label: label1")
            XCTAssertEqual(label.weight, 600, "bold")
            let mark = StyleReadback.font(of: harness.part(.requiredMark, 0)!)
            XCTAssertEqual(mark.size, 14, accuracy: 0.01, "the mark uses the label's variant")
            XCTAssertEqual(mark.weight, 500, "medium")
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(harness.part(.requiredMark, 0)!))), " *")
            XCTAssertEqual(StyleReadback.font(of: harness.part(.label, 1)!).size, 13, accuracy: 0.01, "medium label: label2")
            XCTAssertEqual(StyleReadback.font(of: harness.part(.requiredMark, 1)!).size, 13, accuracy: 0.01)
            let message = StyleReadback.font(of: harness.part(.message, 0)!)
            XCTAssertEqual(message.size, 12, accuracy: 0.01, "message: caption1")
            XCTAssertEqual(message.weight, 400, "regular")
        }
    }

    func testASchemeSwitchRecolorsALiveField() {
        onMain {
            let harness = FieldLayoutHarness([{ $0.placeholder("Live").label("Label").status(.negative).message("Error") }], in: self)
            assertColor(harness.placeholder(), .foregroundNeutralTertiary, .light, "before")
            Theme.install(colorScheme: .dark)
            harness.layout()
            assertColor(harness.placeholder(), .foregroundNeutralTertiary, .dark, "placeholder after the switch")
            assertColor(harness.part(.label), .foregroundNeutralSecondary, .dark, "label after the switch")
            assertColor(harness.part(.message), .foregroundNegativePrimary, .dark, "message after the switch")
        }
    }
}
