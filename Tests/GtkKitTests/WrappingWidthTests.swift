import GtkKit
import GtkTestSupport
import XCTest

/// A wrapping label is at least a few average characters wide (its `width-chars` follows its
/// text), so GTK never lays it out one character per line to find its minimum width; its
/// natural width is a plain wrapping label's.
final class WrappingWidthTests: GtkTestCase, @unchecked Sendable {
    private static let sentence = "Buttons, checkbox, radio and switch, each frozen in one state."

    @MainActor
    private func widths(_ label: WidgetPointer) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    func testTheMinimumIsAFewCharactersAndTheNaturalWidthIsUnchanged() {
        onMain {
            let held = ObjectRef(Build.label(Self.sentence, wrap: true)), plainHeld = ObjectRef(gtk_label_new(Self.sentence)!)
            let label = held.pointer, plain = plainHeld.pointer
            XCTAssertEqual(gtk_label_get_width_chars(cast(label)), 4)
            gtk_label_set_wrap(cast(plain), 1)
            gtk_label_set_wrap_mode(cast(plain), PANGO_WRAP_WORD_CHAR)
            let ours = widths(label), theirs = widths(plain)
            XCTAssertEqual(ours.natural, theirs.natural, "the natural width is the text's own")
            XCTAssertLessThan(theirs.minimum, 20, "GTK's own minimum is about one character")
            XCTAssertGreaterThan(ours.minimum, theirs.minimum + 8, "four average characters, not one")
            XCTAssertLessThan(ours.minimum, ours.natural)
            withExtendedLifetime((held, plainHeld)) {}
        }
    }

    func testTheWidthFollowsTheText() {
        onMain {
            let held = ObjectRef(Build.label("", wrap: true)), label = held.pointer
            XCTAssertEqual(gtk_label_get_width_chars(cast(label)), -1, "no text: GTK's own")
            gtk_label_set_text(cast(label), "짧은 글")
            XCTAssertEqual(gtk_label_get_width_chars(cast(label)), -1, "under six characters: GTK's own")
            gtk_label_set_text(cast(label), "열한 글자의 한국어 문장")
            XCTAssertEqual(gtk_label_get_width_chars(cast(label)), 4, "3/8 of 13 characters")
            gtk_label_set_markup(cast(label), "<b>\(Self.sentence)</b>")
            XCTAssertEqual(gtk_label_get_width_chars(cast(label)), 4, "up to 4")
            let plain = ObjectRef(Build.label(Self.sentence))
            XCTAssertEqual(gtk_label_get_width_chars(cast(plain.pointer)), -1, "a label that does not wrap is left alone")
            withExtendedLifetime(held) {}
        }
    }
}
