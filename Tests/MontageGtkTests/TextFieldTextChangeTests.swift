import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// onTextChange (spec §4.6, §4.4): called once per change with the full final text, after the
/// binding holds it; never with an over-limit value; not on first display unless the value was
/// cut; once for a programmatic change; not for a change that leaves the text as it was; "" once
/// for the clear button, which leaves the focus on the entry.
final class TextFieldTextChangeTests: MontageTestCase, @unchecked Sendable {
    func testEachEditReportsOnceWithTheFullTextAfterTheBindingHoldsIt() {
        onMain {
            let h = TextFieldHarness(in: self)
            h.insert("가", at: 0)
            h.insert(TrickyText.thumbs, at: 1)
            h.insert("x", at: 0)
            XCTAssertEqual(h.model.changes, ["가", "가👍🏽", "x가👍🏽"])
            h.delete(from: 0, to: 1)
            XCTAssertEqual(h.model.changes, ["가", "가👍🏽", "x가👍🏽", "가👍🏽"])
            h.delete(from: 0, to: -1)
            XCTAssertEqual(h.model.changes, ["가", "가👍🏽", "x가👍🏽", "가👍🏽", ""])
            XCTAssertEqual(h.model.boundAtChange, h.model.changes, "the binding already holds the value onTextChange receives")
            XCTAssertEqual(h.model.writes, h.model.changes, "one binding write per change")
        }
    }

    func testAnOverLimitChangeIsReportedOnceWithTheCutValue() {
        onMain {
            let h = TextFieldHarness(text: "ab", in: self) { $0.maxLength(3) }
            h.insert(String(repeating: TrickyText.family, count: 5), at: 2)
            XCTAssertEqual(h.model.changes, ["ab" + TrickyText.family])
            h.insert(TrickyText.hangul + TrickyText.hangul, at: 0)
            XCTAssertEqual(h.model.changes, ["ab" + TrickyText.family, "한국어"])
            XCTAssertEqual(h.model.writes, h.model.changes, "the over-limit value never reaches the binding either")
        }
    }

    func testNothingIsReportedOnFirstDisplayOrAfterAnIdleUpdate() {
        onMain {
            var h = TextFieldHarness(text: "hello", in: self) { $0.maxLength(10).placeholder("P") }
            MainLoop.waitForFrames(h.window)  // first displayed
            MainLoop.assertStaysTrue(for: 0.1, { h.model.changes.isEmpty && h.model.writes.isEmpty }, "nothing reported on first display")
            h.update { $0.label("Label").message("Message").status(.negative) }
            XCTAssertEqual(h.model.changes, [], "an update with the same bound value reports nothing")
            let empty = TextFieldHarness(in: self)
            XCTAssertEqual(empty.model.changes, [])
        }
    }

    func testAProgrammaticChangeReportsOnce() {
        onMain {
            var h = TextFieldHarness(text: "old", in: self) { $0.maxLength(4) }
            h.model.text = "new"
            h.update { $0 }
            XCTAssertEqual(h.shown, "new")
            XCTAssertEqual(h.model.changes, ["new"])
            XCTAssertEqual(h.model.writes, [], "the binding already holds it")
            h.update { $0 }
            XCTAssertEqual(h.model.changes, ["new"], "not again")
            h.model.text = "한국어👍🏽🇰🇷"
            h.update { $0 }
            XCTAssertEqual(h.shown, "한국어👍🏽")
            XCTAssertEqual(h.model.text, "한국어👍🏽", "an over-limit bound value is cut and written back")
            XCTAssertEqual(h.model.changes, ["new", "한국어👍🏽"])
        }
    }

    func testAChangeThatLeavesTheTextAsItWasIsNotReported() {
        onMain {
            let h = TextFieldHarness(text: "abc", in: self) { $0.maxLength(3) }
            h.insert("d", at: 3)
            h.insert(TrickyText.family, at: 3)
            XCTAssertEqual(h.shown, "abc")
            XCTAssertEqual(h.model.changes, [], "typing at the limit at the end changes nothing")
            h.insert("X", at: 1)
            XCTAssertEqual(h.shown, "aXb")
            XCTAssertEqual(h.model.changes, ["aXb"], "at the limit in the middle it does")
        }
    }

    func testSetTextOnTheEntryReportsOnceWithTheFinalText() {
        // GtkText's set_text deletes everything, then inserts: one change for the caller.
        onMain {
            let h = TextFieldHarness(text: "old", in: self) { $0.maxLength(3) }
            h.setText("new")
            MainLoop.drain()
            XCTAssertEqual(h.model.changes, ["new"], "no intermediate empty text")
            h.setText("new")
            MainLoop.drain()
            XCTAssertEqual(h.model.changes, ["new"], "the same text again is no change")
            h.setText("한국어👍🏽")
            MainLoop.drain()
            XCTAssertEqual(h.model.changes, ["new", "한국어"])
            XCTAssertEqual(h.model.writes, h.model.changes, "nor does an intermediate value reach the binding")
        }
    }

    func testTypingOverASelectionReportsOnce() {
        onMain {
            let h = TextFieldHarness(text: "hello", in: self) { $0.maxLength(5) }
            XCTAssertTrue(h.focus())
            XCTAssertTrue(h.select(from: 1, to: 4))
            h.type("a")
            XCTAssertEqual(h.shown, "hao")
            XCTAssertEqual(h.model.changes, ["hao"], "replacing the selection is one change, without the text minus the selection")
            XCTAssertTrue(h.select(from: 0, to: -1))
            h.type("z")
            XCTAssertEqual(h.model.changes, ["hao", "z"])
        }
    }

    func testPastingOverASelectionReportsOnce() {
        onMain {
            let h = TextFieldHarness(text: "hello", in: self) { $0.maxLength(5) }
            XCTAssertTrue(h.select(from: 1, to: 4))
            gdk_clipboard_set_text(gtk_widget_get_clipboard(h.view.entry), "WXYZ")
            cgtk_signal_emit_plain(h.delegate.gRaw, "paste-clipboard")
            XCTAssertTrue(MainLoop.run(until: { h.shown != "hello" }, timeout: 5))
            XCTAssertEqual(h.shown, "hWXYZ", "hWXYZo cut to 5")
            XCTAssertEqual(h.model.changes, ["hWXYZ"])
            XCTAssertEqual(h.caret, 5)
        }
    }

    func testTypedKeysReportOncePerKeyAndNotAtTheLimit() {
        onMain {
            let h = TextFieldHarness(in: self) { $0.maxLength(3) }
            XCTAssertTrue(h.focus())
            h.type("abcd")
            XCTAssertEqual(h.shown, "abc")
            XCTAssertEqual(h.model.changes, ["a", "ab", "abc"], "the 4th key at the limit is not reported")
            XDoTool.key("BackSpace")
            XCTAssertEqual(h.model.changes, ["a", "ab", "abc", "ab"])
            XCTAssertEqual(h.model.text, "ab")
        }
    }

    func testTheClearButtonReportsEmptyOnceAndKeepsFocus() {
        onMain {
            let h = TextFieldHarness(text: "hello", in: self) { $0.maxLength(10) }
            XCTAssertTrue(h.focus())
            let clear = h.view.clearButton.widget
            XCTAssertTrue(gtk_widget_get_visible(clear) != 0, "clear button while focused with text")
            cgtk_signal_emit_plain(clear.gRaw, "clicked")
            XCTAssertEqual(h.shown, "")
            XCTAssertEqual(h.model.text, "")
            XCTAssertEqual(h.model.changes, [""])
            XCTAssertTrue(h.entryHasFocus, "the entry keeps focus")
            XCTAssertFalse(gtk_widget_get_visible(clear) != 0, "no clear button on an empty field")

            h.type("ab")
            XCTAssertEqual(h.model.changes, ["", "a", "ab"])
            MainLoop.run(until: { gtk_widget_get_width(clear) > 0 }, timeout: 2)
            let point = XDoTool.center(of: clear)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(h.shown, "", "a real click clears too")
            XCTAssertEqual(h.model.changes, ["", "a", "ab", ""])
            XCTAssertTrue(h.entryHasFocus, "the click does not take focus from the entry")
            h.type("c")
            XCTAssertEqual(h.shown, "c", "typing goes on in the entry")
        }
    }
}
