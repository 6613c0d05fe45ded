import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// Large texts: a 1 MB paste into a limited field is cut before GTK stores or lays it out, so it
/// costs nothing; into an unlimited field (where GtkEntryBuffer's 65,534 bytes would cut it) it is
/// refused whole. A bound value longer than GTK holds is kept whole in the binding, shown in part
/// and read-only: nothing is lost silently. No GTK warnings (the base class fails on any).
final class TextFieldLargePasteTests: MontageTestCase, @unchecked Sendable {
    private static let megabyte = String(repeating: "0123456789", count: 100_000)

    func testAMegabyteInsertIntoALimitedFieldIsCutBeforeInsertion() {
        onMain {
            let h = TextFieldHarness(in: self) { $0.maxLength(10) }
            let watch = BufferWatch(h.delegate)
            XCTAssertEqual(Self.megabyte.utf8.count, 1_000_000)
            h.insert(Self.megabyte, at: 0)
            XCTAssertEqual(h.shown, "0123456789")
            XCTAssertEqual(h.model.text, "0123456789")
            XCTAssertEqual(h.model.changes, ["0123456789"], "reported once")
            XCTAssertLessThanOrEqual(watch.largestInsertion, 100, "the entry's buffer never received the megabyte")
            XCTAssertLessThanOrEqual(watch.longestText, 100, "nor held it")
            MainLoop.waitForFrames(h.window, 2)  // lay out and paint what is left
        }
    }

    func testAMegabyteInsertAtTheStartAndInTheMiddleOfExistingText() {
        onMain {
            let h = TextFieldHarness(text: "abc", in: self) { $0.maxLength(10) }
            let watch = BufferWatch(h.delegate)
            h.insert(Self.megabyte, at: 1)
            XCTAssertEqual(h.shown, "a012345678", "the tail bc is pushed out")
            h.insert(Self.megabyte, at: 0)
            XCTAssertEqual(h.shown, "0123456789")
            XCTAssertEqual(h.model.changes, ["a012345678", "0123456789"])
            XCTAssertLessThanOrEqual(watch.largestInsertion, 100)
            XCTAssertEqual(h.model.text, h.shown)
        }
    }

    func testAMegabyteClipboardPasteIntoALimitedField() {
        onMain {
            let h = TextFieldHarness(text: "가", in: self) { $0.maxLength(10) }
            let watch = BufferWatch(h.delegate)
            h.place(caret: 1)  // no selection: the window's initial focus selected the text
            gdk_clipboard_set_text(gtk_widget_get_clipboard(h.view.entry), String(repeating: "한👍🏽", count: 500_000))
            cgtk_signal_emit_plain(h.delegate.gRaw, "paste-clipboard")
            XCTAssertTrue(MainLoop.run(until: { h.shown != "가" }, timeout: 5), "the paste arrives")
            XCTAssertEqual(h.shown, "가" + String(repeating: "한👍🏽", count: 4) + "한")
            XCTAssertEqual(h.model.changes, [h.shown])
            XCTAssertLessThanOrEqual(watch.largestInsertion, 100)
        }
    }

    /// GtkEntryBuffer holds at most 65,534 bytes (G_MAXUSHORT less its terminating NUL): a text
    /// that long fits whole and stays editable; one byte more no longer fits.
    func testGTKsEntryBufferHoldsExactly65534Bytes() {
        onMain {
            let fits = String(repeating: "a", count: 65_534)
            let h = TextFieldHarness(text: fits, in: self)
            XCTAssertEqual(h.shown.utf8.count, 65_534, "GTK held it all")
            XCTAssertEqual(h.model.text, fits)
            XCTAssertTrue(gtk_editable_get_editable(h.editable) != 0, "a text that fits is editable")
            h.delete(from: 0, to: 1)
            XCTAssertEqual(h.model.text.utf8.count, 65_533, "and edited as usual")
            XCTAssertEqual(h.model.changes.count, 1)

            let over = TextFieldHarness(text: fits + "b", in: self)
            XCTAssertEqual(over.shown, fits, "GTK shows what it can hold")
            XCTAssertEqual(over.model.text, fits + "b", "the binding keeps the whole text")
            XCTAssertFalse(gtk_editable_get_editable(over.editable) != 0, "and the field refuses edits")
        }
    }

    /// A field bound to a 10 MB value shows its head and refuses every edit, so nothing a user
    /// does overwrites the binding with the cut text (it used to, at the first keystroke).
    func testATenMegabyteBoundValueIsKeptWholeAndEditsThatWouldLoseItAreRefused() {
        onMain {
            let tenMegabytes = String(repeating: "한국어abcdefg", count: 655_360)  // 16 bytes × 655,360
            XCTAssertEqual(tenMegabytes.utf8.count, 10_485_760)
            let h = TextFieldHarness(text: tenMegabytes, in: self)
            XCTAssertTrue(tenMegabytes.hasPrefix(h.shown), "the field shows the head of the text")
            XCTAssertGreaterThan(h.shown.utf8.count, 65_500)
            XCTAssertEqual(h.model.writes, [], "showing it writes nothing back")
            XCTAssertFalse(gtk_editable_get_editable(h.editable) != 0, "edits would lose the tail: the field refuses them")
            let shown = h.shown

            h.delete(from: 0, to: 3)
            h.insert("x", at: 0)
            h.setText("")
            XCTAssertEqual(h.shown, shown, "programmatic edits of the entry are refused too")
            XCTAssertTrue(h.focus())
            h.place(caret: 5)
            h.type("x")
            XDoTool.key("BackSpace")
            XDoTool.key("Delete")  // handled by GTK when it returns
            XCTAssertEqual(h.shown, shown, "keystrokes change nothing")
            XCTAssertEqual(h.model.writes, [], "the binding was never written")
            XCTAssertEqual(h.model.changes, [], "nor a change reported")
            XCTAssertTrue(h.model.text == tenMegabytes, "the binding still holds the 10 MB")
            XCTAssertTrue(h.view.text == tenMegabytes, "and so does the view's text")

            // A bound value that fits again makes the field editable again.
            h.model.text = "short"
            h.view.update(h.field)
            XCTAssertEqual(h.shown, "short")
            XCTAssertTrue(gtk_editable_get_editable(h.editable) != 0)
            h.insert("!", at: 5)
            XCTAssertEqual(h.model.text, "short!")
        }
    }

    /// A secured field holds only its masking characters in GTK (3 bytes each), so a long secret
    /// reaches GtkEntryBuffer's cap sooner; it is kept whole in the binding all the same.
    func testALongSecretIsKeptWholeAndEditsAreRefused() {
        onMain {
            let secret = String(repeating: "p", count: 30_000)
            let h = TextFieldHarness(text: secret, in: self) { $0.secured() }
            XCTAssertFalse(gtk_editable_get_editable(h.editable) != 0)
            h.delete(from: 0, to: 1)
            h.insert("x", at: 0)
            XCTAssertEqual(h.model.text, secret)
            XCTAssertEqual(h.view.text, secret)
            XCTAssertEqual(h.model.changes, [])
        }
    }

    /// Without maxLength, an insertion that would not fit in GTK's entry buffer is refused whole
    /// (GtkEntryBuffer would keep only what fits and silently drop the rest); the text and the
    /// binding stay as they were.
    func testAMegabyteInsertIntoAnUnlimitedFieldIsRefusedWhole() {
        onMain {
            let h = TextFieldHarness(text: "abc", in: self)
            h.insert(Self.megabyte, at: 1)
            XCTAssertEqual(h.shown, "abc", "nothing of the megabyte is inserted")
            XCTAssertEqual(h.model.text, "abc")
            XCTAssertEqual(h.model.changes, [])
            XCTAssertTrue(gtk_editable_get_editable(h.editable) != 0, "the field stays editable")
            h.insert("d", at: 3)
            XCTAssertEqual(h.model.text, "abcd")

            // A limit that still leaves more than the buffer holds refuses the insertion too.
            let limited = TextFieldHarness(text: "abc", in: self) { $0.maxLength(200_000) }
            limited.insert(Self.megabyte, at: 0)
            XCTAssertEqual(limited.shown, "abc")
            XCTAssertEqual(limited.model.changes, [])
        }
    }
}
