import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// A FormControl's label and message, and a TextField's placeholder, reach Pango and the
/// accessible name bounded as a ListCell's texts are (`DisplayText`): a 100,000-character label
/// or message lays out as fast as a page of text, and the field stays a field.
final class FormControlLongTextTests: MontageTestCase, @unchecked Sendable {
    private static let hundredThousand = String(String(repeating: "이름과 설명 abcde ", count: 7_143).prefix(100_000))

    @MainActor
    private func assertBounded(_ text: String?, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let text = text ?? ""
        XCTAssertLessThanOrEqual(text.unicodeScalars.count, DisplayText.maximumCharacters + 1, "\(context): bounded", file: file, line: line)
        XCTAssertTrue(text.hasSuffix("…"), "\(context): ends in an ellipsis", file: file, line: line)
        XCTAssertTrue(Self.hundredThousand.hasPrefix(text.dropLast()), "\(context): the head of the text", file: file, line: line)
    }

    func testAHundredThousandCharacterLabelMessageAndPlaceholderAreBounded() throws {
        try onMain {
            let full = Self.hundredThousand
            let model = TextFieldModel()
            let view = TextFieldView(model.field.label(full, required: true).message(full).placeholder(full))
            present(Build.vbox(classes: ["montage-surface"], [view.widget]), width: 360)
            try WidgetCapture.waitForPaint(view.widget)
            let label = try XCTUnwrap(view.widget.descendant(FormControlPart.label))
            let message = try XCTUnwrap(view.widget.descendant(FormControlPart.message))
            assertBounded(String(cString: gtk_label_get_text(cast(label))), "label")
            assertBounded(String(cString: gtk_label_get_text(cast(message))), "message")
            XCTAssertLessThanOrEqual(pango_layout_get_character_count(gtk_label_get_layout(cast(message))), 2_001, "Pango lays out the bounded message")
            assertBounded(gtk_entry_get_placeholder_text(cast(view.entry)).map { String(cString: $0) }, "placeholder")
            let name = AccessibleProbe.label(view.entry) ?? ""
            XCTAssertLessThanOrEqual(name.unicodeScalars.count, 2_001, "the accessible name is bounded")
            XCTAssertTrue(name.hasPrefix(String(full.prefix(200))), "and starts with the label")
            assertBounded(AccessibleProbe.description(view.entry), "the accessible description")
            var natural: Int32 = 0
            gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, 360, nil, &natural, nil, nil)
            XCTAssertLessThan(natural, 20_000, "the wrapped message is tall, not 100,000 characters tall")
            var bounds = graphene_rect_t()
            XCTAssertTrue(gtk_widget_compute_bounds(try XCTUnwrap(view.widget.descendant(TextFieldPart.field)), view.widget, &bounds) != 0)
            XCTAssertEqual(bounds.size.height, 48, "the field keeps its height")
        }
    }

    func testTextsWithinTheBoundAreGivenWhole() throws {
        try onMain {
            let long = String(repeating: "가나다 abc ", count: 120)
            let view = TextFieldView(TextFieldModel().field.label(long).message(long).placeholder(long))
            present(view.widget, width: 360, views: [view])
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(try XCTUnwrap(view.widget.descendant(FormControlPart.label))))), long)
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(try XCTUnwrap(view.widget.descendant(FormControlPart.message))))), long)
            XCTAssertEqual(String(cString: gtk_entry_get_placeholder_text(cast(view.entry))), long)
        }
    }
}
