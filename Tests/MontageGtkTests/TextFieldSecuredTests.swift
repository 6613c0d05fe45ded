import Glibc
import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// secured (spec §4.7): a GtkPasswordEntry with masked text; copy and cut do nothing; the
/// secret is in no label and not in the entry's accessible name; autocompletion never opens;
/// flipping secured at runtime keeps the text and the rules.
final class TextFieldSecuredTests: MontageTestCase, @unchecked Sendable {
    private let secret = "s3cr3t-비밀👍🏽"

    func testASecuredFieldIsAPasswordEntryWithMaskedText() {
        onMain {
            let h = TextFieldHarness(text: secret, in: self) { $0.secured() }
            XCTAssertIsA(h.view.entry, gtk_password_entry_get_type())
            XCTAssertIsA(h.delegate, gtk_text_get_type())
            XCTAssertFalse(gtk_text_get_visibility(cast(h.delegate)) != 0, "masked")
            XCTAssertEqual(h.view.text, secret, "the text itself is kept")
            XCTAssertEqual(h.model.text, secret)
            XCTAssertEqual(h.view.entry.name, TextFieldPart.entry.rawValue)
            let plain = TextFieldHarness(text: "visible", in: self)
            XCTAssertIsA(plain.view.entry, gtk_entry_get_type())
            XCTAssertTrue(gtk_text_get_visibility(cast(plain.delegate)) != 0)
        }
    }

    /// Flipping secured while typing keeps the focus on the field with the caret at the end and
    /// nothing selected: the next key adds to the text (it used to select it all and replace it).
    func testFlippingSecuredWhileTypingKeepsFocusAndText() {
        onMain {
            var h = TextFieldHarness(text: "abc", in: self)
            XCTAssertTrue(h.focus())
            h.type("d")
            for secured in [true, false] {
                h.update { $0.secured(secured) }
                XDoTool.sync()  // the new input's focus and PRIMARY selection settled with the X server, and laid out
                XCTAssertTrue(h.entryHasFocus, "secured \(secured): the field keeps the focus")
                XCTAssertFalse(gtk_editable_get_selection_bounds(h.editable, nil, nil) != 0, "secured \(secured): nothing selected")
                XCTAssertEqual(h.caret, h.shown.count, "secured \(secured): the caret at the end")
                h.type("e")
            }
            XCTAssertEqual(h.shown, "abcdee")
        }
    }

    func testCopyAndCutPutNothingOnTheClipboard() {
        onMain {
            let h = TextFieldHarness(text: secret, in: self) { $0.secured() }
            let clipboard = gtk_widget_get_clipboard(h.view.entry)!
            gdk_clipboard_set_text(clipboard, "before")
            gtk_editable_select_region(h.editable, 0, -1)
            cgtk_signal_emit_plain(h.delegate.gRaw, "copy-clipboard")
            XCTAssertEqual(ClipboardRead.text(clipboard), "before", "copy leaves the clipboard alone")
            cgtk_signal_emit_plain(h.delegate.gRaw, "cut-clipboard")
            XCTAssertEqual(ClipboardRead.text(clipboard), "before", "cut leaves the clipboard alone")
            XCTAssertEqual(h.view.text, secret, "and the text in place")
            XCTAssertEqual(h.model.changes, [])

            // The same steps on a plain field do copy: the check above can see a copy.
            let plain = TextFieldHarness(text: "plain text", in: self)
            gtk_editable_select_region(plain.editable, 0, -1)
            cgtk_signal_emit_plain(plain.delegate.gRaw, "copy-clipboard")
            XCTAssertEqual(ClipboardRead.text(clipboard), "plain text")
        }
    }

    func testTheSecretIsInNoLabelAndNotInTheAccessibleName() {
        onMain {
            var h = TextFieldHarness(text: secret, in: self) {
                $0.secured().label("비밀번호", required: true).message("8자 이상").placeholder("비밀번호 입력").status(.negative)
            }
            XCTAssertTrue(h.focus())
            h.type("x")
            XCTAssertEqual(h.view.text, secret + "x", "typed into the secured field")
            XCTAssertEqual(h.model.text, secret + "x")
            for text in h.labelTexts { XCTAssertFalse(text.contains("s3cr3t"), "a label shows \(text)") }
            XCTAssertEqual(AccessibleProbe.label(h.view.entry), "비밀번호, required", "the accessible name is the label")
            XCTAssertEqual(AccessibleProbe.description(h.view.entry), "8자 이상")
            h.update { $0.label(nil).message(nil) }
            XCTAssertEqual(AccessibleProbe.label(h.view.entry), "비밀번호 입력", "then the placeholder")
            for text in h.labelTexts { XCTAssertFalse(text.contains("s3cr3t"), "a label shows \(text)") }
            XCTAssertFalse(AccessibleProbe.label(h.view.entry)?.contains("s3cr3t") ?? false)
        }
    }

    func testAutocompletionNeverOpensForASecuredField() {
        onMain {
            let h = TextFieldHarness(in: self) { $0.secured() }
            h.model.source = Self.source(items: 3)
            h.view.update(h.field)
            XCTAssertTrue(h.focus())
            XCTAssertFalse(h.view.autocomplete.isOpen, "focused with three items, secured: closed")
            h.type("ab")
            XCTAssertFalse(h.view.autocomplete.isOpen, "typing does not open it")
            h.model.source = Self.source(items: 5)
            h.view.update(h.field)
            MainLoop.assertStaysTrue(for: 0.1, { !h.view.autocomplete.isOpen }, "nor does a new source")

            // The same field, not secured, opens: the check above can see an open popup.
            let plain = TextFieldHarness(in: self)
            plain.model.source = Self.source(items: 3)
            plain.view.update(plain.field)
            XCTAssertTrue(plain.focus())
            XCTAssertTrue(MainLoop.run(until: { plain.view.autocomplete.isOpen }, timeout: 2), "a plain field opens")
        }
    }

    func testAutocompletionClosesWhenAnOpenFieldBecomesSecured() {
        onMain {
            var h = TextFieldHarness(in: self)
            h.model.source = Self.source(items: 3)
            h.view.update(h.field)
            XCTAssertTrue(h.focus())
            XCTAssertTrue(MainLoop.run(until: { h.view.autocomplete.isOpen }, timeout: 2))
            h.update { $0.secured() }
            XCTAssertFalse(h.view.autocomplete.isOpen)
            h.model.source = Self.source(items: 2)
            gtk_widget_grab_focus(h.view.entry)
            h.update { $0 }
            MainLoop.assertStaysTrue(for: 0.1, { !h.view.autocomplete.isOpen }, "not even focused again with a new source")
        }
    }

    func testFlippingSecuredAtRuntimeKeepsTheTextAndTheRules() {
        onMain {
            var h = TextFieldHarness(text: "abc", in: self) { $0.maxLength(4) }
            let plainEntry = h.view.entry
            h.update { $0.secured() }
            XCTAssertIsA(h.view.entry, gtk_password_entry_get_type())
            XCTAssertNotEqual(h.view.entry, plainEntry)
            XCTAssertTrue(gtk_widget_is_ancestor(h.view.entry, h.view.widget) != 0, "the new entry is in the field")
            XCTAssertEqual(h.view.entry.descendants(where: { $0.isA(gtk_password_entry_get_type()) }).count, 1)
            XCTAssertEqual(h.view.widget.descendants(where: { $0.isNamed(TextFieldPart.entry) }).count, 1, "one entry, the old one is gone")
            XCTAssertEqual(h.view.text, "abc")
            XCTAssertEqual(h.model.text, "abc")
            XCTAssertEqual(h.model.changes, [], "the flip is no text change")
            XCTAssertFalse(gtk_text_get_visibility(cast(h.delegate)) != 0)
            XCTAssertEqual(gtk_text_get_input_purpose(cast(h.delegate)), GTK_INPUT_PURPOSE_PASSWORD, "hints on the new GtkText")
            XCTAssertEqual(gtk_text_get_input_hints(cast(h.delegate)).rawValue & GTK_INPUT_HINT_SPELLCHECK.rawValue, 0)

            h.insert("한국어", at: 3)
            XCTAssertEqual(h.view.text, "abc한", "maxLength applies to the new entry")
            XCTAssertEqual(h.model.changes, ["abc한"], "and onTextChange")
            h.update { $0.secured(false) }
            XCTAssertIsA(h.view.entry, gtk_entry_get_type())
            XCTAssertEqual(h.shown, "abc한")
            XCTAssertTrue(gtk_text_get_visibility(cast(h.delegate)) != 0)
            XCTAssertEqual(gtk_text_get_input_purpose(cast(h.delegate)), GTK_INPUT_PURPOSE_FREE_FORM)
            h.insert("x", at: 0)
            XCTAssertEqual(h.shown, "xabc")
            XCTAssertEqual(h.model.changes, ["abc한", "xabc"])
        }
    }

    /// GTK 4.8 answers AT-SPI's Text.GetText for a password entry with `gtk_editable_get_text`,
    /// whatever the entry's visibility (gtk/a11y/gtkatspitext.c), and sends each insertion's
    /// text in its text-changed events. So the secret never goes into GTK: the entry holds one
    /// masking character per character of it, and the view keeps the text. Whatever reads the
    /// entry (a screen reader, the inspector, the text-changed signals) gets only its length.
    func testASecuredFieldGivesGTKOnlyMaskingCharacters() {
        onMain {
            var h = TextFieldHarness(text: secret, in: self) { $0.secured() }
            let dot = Character(Unicode.Scalar(gtk_text_get_invisible_char(cast(h.delegate)))!)
            func masked(_ text: String) -> String { String(repeating: dot, count: text.unicodeScalars.count) }
            let mask = masked(secret)
            XCTAssertEqual(h.shown, mask, "the entry holds its masking character once per character, not the secret")
            XCTAssertEqual(String(cString: gtk_editable_get_text(cast(h.delegate))), mask, "its GtkText too")
            let inserted = Inserted()
            Signal.connect(h.delegate, "insert-text") { args in
                inserted.texts.append(args.pointer(1).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
                return nil
            }
            XCTAssertTrue(h.focus())
            h.type("pw9")
            h.insert("XY", at: 2)
            XCTAssertEqual(h.view.text, "s3XYcr3t-비밀👍🏽pw9")
            XCTAssertEqual(h.model.text, h.view.text)
            XCTAssertEqual(h.shown, masked(h.view.text))
            XCTAssertFalse(inserted.texts.joined().contains { "pwXY9".contains($0) }, "no insertion GTK saw carried a typed character: \(inserted.texts)")
            XCTAssertFalse(inserted.texts.isEmpty, "the insertions GTK saw were seen")
            h.delete(from: 0, to: 2)
            XCTAssertEqual(h.view.text, "XYcr3t-비밀👍🏽pw9", "deletions are kept in step")
            XCTAssertEqual(h.model.changes.last, h.view.text)
            h.update { $0.secured(false) }
            XCTAssertEqual(h.shown, "XYcr3t-비밀👍🏽pw9", "a plain field shows the text itself again")
            h.update { $0.secured() }
            XCTAssertEqual(h.shown, masked(h.view.text))
        }
    }

    /// The texts of the insertions a GtkText received.
    @MainActor
    private final class Inserted { var texts: [String] = [] }

    @MainActor
    static func source(items: Int) -> TextField.AutoCompletionDataSource {
        TextField.AutoCompletionDataSource(numberOfItemsInSection: { _ in items }, cellForItemAt: { path in
            Build.label("item \(path.item)")
        })
    }
}
