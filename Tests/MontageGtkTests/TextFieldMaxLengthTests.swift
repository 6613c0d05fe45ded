import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// maxLength through the widget (spec §4.6): every change of the entry (insertion at the start,
/// middle or end, set_text, a big paste, a lowered limit, the first display) leaves the first N
/// graphemes of the whole new text, never a split cluster, with the bound value equal to the
/// shown text and the caret in a sensible place.
final class TextFieldMaxLengthTests: MontageTestCase, @unchecked Sendable {
    /// The invariants after any change: the bound value is the shown text, no over-limit value
    /// was ever reported, and the caret is inside the text.
    @MainActor
    private func checkInvariants(_ h: TextFieldHarness, limit: Int?, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(h.model.text, h.shown, "\(context): bound value == shown text", file: file, line: line)
        XCTAssertEqual(h.view.text, h.shown, file: file, line: line)
        if let limit {
            XCTAssertLessThanOrEqual(h.shown.count, max(0, limit), "\(context): within the limit", file: file, line: line)
            for change in h.model.changes where change.count > max(0, limit) {
                XCTFail("\(context): over-limit value reported: \(change.count) graphemes", file: file, line: line)
            }
        }
        XCTAssertTrue((0...h.shown.unicodeScalars.count).contains(h.caret), "\(context): caret \(h.caret) inside the text", file: file, line: line)
    }

    func testInsertionAtStartMiddleAndEndKeepsTheFirstNGraphemesOfTheWholeText() {
        onMain {
            for limit in [1, 3, 6] {
                var h = TextFieldHarness(in: self) { $0.maxLength(limit) }
                for (baseName, base) in TrickyText.all {
                    for (insName, inserted) in TrickyText.all {
                        for slot in ["start", "middle", "end"] {
                            h.setText(base)
                            let before = h.shown
                            XCTAssertEqual(before, Graphemes.prefix(base, limit), "set_text of \(baseName) at \(limit)")
                            let grapheme = slot == "start" ? 0 : slot == "middle" ? before.count / 2 : before.count
                            let offset = Graphemes.scalarOffset(before, grapheme: grapheme)
                            let whole = String(before.prefix(grapheme)) + inserted + String(before.dropFirst(grapheme))
                            let reports = h.model.changes.count
                            h.insert(inserted, at: offset)
                            let context = "\(insName) into \(baseName) at \(slot), limit \(limit)"
                            XCTAssertEqual(h.shown, Graphemes.prefix(whole, limit), context)
                            XCTAssertTrue(Graphemes.isClusterPrefix(h.shown, of: whole), "\(context): whole clusters only")
                            XCTAssertEqual(h.model.changes.count, reports + (h.shown == before ? 0 : 1), "\(context): reported once")
                            if h.shown != before { XCTAssertEqual(h.model.changes.last, h.shown, context) }
                            checkInvariants(h, limit: limit, context)
                        }
                    }
                }
                h.update { $0 }
                XCTAssertEqual(h.model.text, h.shown)
            }
        }
    }

    func testAMiddleInsertPushesTheTailOut() {
        onMain {
            let h = TextFieldHarness(text: "한국어", in: self) { $0.maxLength(4) }
            h.insert(TrickyText.family + TrickyText.flags, at: 1)
            XCTAssertEqual(h.shown, "한" + TrickyText.family + "🇰🇷🇯🇵", "the tail 국어 is pushed out, not the insertion")
            XCTAssertEqual(h.model.changes, [h.shown])
            checkInvariants(h, limit: 4, "middle insert")
        }
    }

    func testSetTextIsCutToTheFirstNGraphemes() {
        onMain {
            let h = TextFieldHarness(in: self) { $0.maxLength(2) }
            for (name, text) in TrickyText.all {
                h.setText(text)
                let cut = Graphemes.prefix(text, 2)
                XCTAssertEqual(h.shown, cut, name)
                XCTAssertEqual(h.model.changes.last, cut, "\(name): the cut value is reported")
                checkInvariants(h, limit: 2, name)
            }
        }
    }

    func testBigPasteLikeInsertsAreCut() {
        onMain {
            let h = TextFieldHarness(text: "ab", in: self) { $0.maxLength(7) }
            let paste = String(repeating: TrickyText.family + TrickyText.jamo + TrickyText.zalgo + TrickyText.crlf, count: 200)
            h.insert(paste, at: 1)
            XCTAssertEqual(h.shown, Graphemes.prefix("a" + paste + "b", 7))
            XCTAssertEqual(h.model.changes, [h.shown])
            checkInvariants(h, limit: 7, "paste in the middle")
            h.insert(paste, at: 0)
            XCTAssertEqual(h.shown, Graphemes.prefix(paste, 7), "a paste at the start replaces everything")
            checkInvariants(h, limit: 7, "paste at the start")
        }
    }

    func testAnInsertionBeforeAClusterContinuationStillKeepsTheFirstNGraphemes() {
        // The entry holds text that starts with a continuation (a lone combining mark, a lone
        // trailing jamo, a lone skin tone): an over-limit insertion at 0 must still leave the
        // first N graphemes of the whole new text, where the continuation stays out.
        onMain {
            let cases: [(name: String, text: String, inserted: String)] = [
                ("combining acute", "\u{0301}", "abc"),
                ("trailing jamo ᆨ", "\u{11A8}", "가나다"),
                ("skin tone", "\u{1F3FD}", "👍👍👍"),
            ]
            for (name, text, inserted) in cases {
                let h = TextFieldHarness(text: text, in: self) { $0.maxLength(2) }
                XCTAssertEqual(h.shown, text, "\(name): fits")
                h.insert(inserted, at: 0)
                let expected = Graphemes.prefix(inserted + text, 2)
                XCTAssertEqual(expected.unicodeScalars.count, 2, "precondition: the continuation is not part of the first 2")
                XCTAssertEqual(h.shown.unicodeScalars.map(\.value), expected.unicodeScalars.map(\.value), name)
                checkInvariants(h, limit: 2, name)
            }
        }
    }

    func testAnInsertionOfPartOfAStringHonoursItsLength() {
        // gtk_editable_insert_text inserts `length` bytes of the text (GtkText does so when
        // truncate-multiline cuts a pasted text at its first line break).
        onMain {
            let h = TextFieldHarness(in: self) { $0.maxLength(3) }
            h.insert("abcdef", at: 0, length: 2)
            XCTAssertEqual(h.shown, "ab")
            checkInvariants(h, limit: 3, "first 2 bytes of abcdef")
            let multiline = TextFieldHarness(in: self) { $0.maxLength(4) }
            gtk_text_set_truncate_multiline(cast(multiline.delegate), 1)
            multiline.insert("ab\ncdefgh", at: 0, length: 2)
            XCTAssertEqual(multiline.shown, "ab", "only the first line")
        }
    }

    func testNegativeLimitIsZeroAndNilIsUnlimited() {
        onMain {
            let zero = TextFieldHarness(text: "abc", in: self) { $0.maxLength(-5) }
            XCTAssertEqual(zero.shown, "")
            XCTAssertEqual(zero.model.changes, [""], "the cut initial value is reported once")
            zero.insert(TrickyText.family, at: 0)
            zero.setText("xyz")
            XCTAssertEqual(zero.shown, "")
            XCTAssertEqual(zero.model.changes, [""], "nothing changes after that")
            checkInvariants(zero, limit: -5, "negative")

            let long = String(repeating: TrickyText.family + TrickyText.mixed, count: 300)
            let free = TextFieldHarness(in: self) { $0.maxLength(nil) }
            free.insert(long, at: 0)
            XCTAssertEqual(free.shown, long)
            XCTAssertEqual(free.model.changes, [long])
            checkInvariants(free, limit: nil, "nil")
        }
    }

    func testLoweringTheLimitCutsAtOnceAndRaisingItDoesNotRestore() {
        onMain {
            var h = TextFieldHarness(text: "한국어👍🏽ab", in: self) { $0.maxLength(nil) }
            XCTAssertEqual(h.model.changes, [])
            h.update { $0.maxLength(4) }
            XCTAssertEqual(h.shown, "한국어👍🏽")
            XCTAssertEqual(h.model.text, "한국어👍🏽")
            XCTAssertEqual(h.model.changes, ["한국어👍🏽"])
            h.update { $0.maxLength(4) }
            XCTAssertEqual(h.model.changes.count, 1, "the same limit again changes nothing")
            h.update { $0.maxLength(-1) }
            XCTAssertEqual(h.shown, "")
            XCTAssertEqual(h.model.changes, ["한국어👍🏽", ""])
            h.update { $0.maxLength(10) }
            XCTAssertEqual(h.shown, "", "raising the limit does not bring text back")
            XCTAssertEqual(h.model.changes.count, 2)
            h.insert("😀", at: 0)
            XCTAssertEqual(h.shown, "😀", "the raised limit applies")
            checkInvariants(h, limit: 10, "raised")
        }
    }

    func testAnInitialValueOverTheLimitIsCutOnFirstDisplayAndReportedOnce() {
        onMain {
            let initial = TrickyText.family + TrickyText.family + TrickyText.flags + "abc"
            let h = TextFieldHarness(text: initial, in: self) { $0.maxLength(3) }
            let cut = TrickyText.family + TrickyText.family + "🇰🇷"
            XCTAssertEqual(h.shown, cut)
            XCTAssertEqual(h.model.text, cut, "the binding gets the cut value")
            XCTAssertEqual(h.model.writes, [cut], "written once")
            XCTAssertEqual(h.model.changes, [cut], "reported once")
            MainLoop.assertStaysTrue(for: 0.1, { h.model.changes == [cut] }, "and not again once shown")
            let fits = TextFieldHarness(text: "한국어", in: self) { $0.maxLength(3) }
            XCTAssertEqual(fits.shown, "한국어")
            XCTAssertEqual(fits.model.changes, [], "a value that fits is not reported on first display")
            XCTAssertEqual(fits.model.writes, [])
        }
    }

    func testTheCaretAfterACutIsInsideTheTextOnAClusterBoundary() {
        onMain {
            let h = TextFieldHarness(text: "ab", in: self) { $0.maxLength(2) }
            h.place(caret: 2)
            h.insert(TrickyText.family, at: 0)
            XCTAssertEqual(h.shown, TrickyText.family + "a")
            XCTAssertEqual(h.caret, (TrickyText.family + "a").unicodeScalars.count, "the caret stays after the text it was after, clamped")
            h.setText("xy")
            h.place(caret: 1)
            h.insert(TrickyText.jamo, at: 2)
            XCTAssertEqual(h.shown, "xy")
            XCTAssertEqual(h.caret, 1, "a cut insertion after the caret leaves the caret alone")
            h.setText("")
            h.insert(String(repeating: TrickyText.zalgo, count: 10), at: 0)
            XCTAssertTrue(Graphemes.isBoundary(h.caret, in: h.shown), "caret \(h.caret) on a cluster boundary")
            checkInvariants(h, limit: 2, "caret")
        }
    }

    func testTypingPastTheLimitKeepsTheCaretAfterTheTypedCharacter() {
        onMain {
            let h = TextFieldHarness(text: "abcd", in: self) { $0.maxLength(5) }
            XCTAssertTrue(h.focus(), "the entry has focus")
            h.place(caret: 2)
            h.type("X")
            XCTAssertEqual(h.shown, "abXcd")
            XCTAssertEqual(h.caret, 3)
            h.type("Y")
            XCTAssertEqual(h.shown, "abXYc", "the tail is pushed out")
            XCTAssertEqual(h.caret, 4, "right after the typed Y")
            h.type("Z")
            XCTAssertEqual(h.shown, "abXYZ")
            XCTAssertEqual(h.caret, 5)
            h.type("Q")
            XCTAssertEqual(h.shown, "abXYZ", "at the limit at the end, typing changes nothing")
            XCTAssertEqual(h.caret, 5)
            XCTAssertEqual(h.model.changes, ["abXcd", "abXYc", "abXYZ"])
            checkInvariants(h, limit: 5, "typing")
        }
    }

    func testAClipboardPasteIsCutAndTheCaretEndsAfterThePastedText() {
        onMain {
            let small = TextFieldHarness(text: "abcd", in: self) { $0.maxLength(5) }
            small.place(caret: 1)
            paste("XY", into: small)
            XCTAssertEqual(small.shown, "aXYbc", "the tail is pushed out")
            XCTAssertEqual(small.caret, 3, "after the pasted XY")
            XCTAssertEqual(small.model.changes, ["aXYbc"])
            checkInvariants(small, limit: 5, "small paste")

            let big = TextFieldHarness(text: "abcd", in: self) { $0.maxLength(5) }
            big.place(caret: 1)
            paste("한국어" + TrickyText.thumbs + TrickyText.family + "0123456789", into: big)
            XCTAssertEqual(big.shown, "a한국어" + TrickyText.thumbs)
            XCTAssertEqual(big.caret, big.shown.unicodeScalars.count, "after the paste, clamped to the end")
            XCTAssertEqual(big.model.changes, [big.shown])
            checkInvariants(big, limit: 5, "big paste")
        }
    }

    /// Puts `text` on the clipboard and pastes it as Ctrl+V does ("paste-clipboard").
    @MainActor
    private func paste(_ text: String, into h: TextFieldHarness) {
        let before = h.shown
        gdk_clipboard_set_text(gtk_widget_get_clipboard(h.view.entry), text)
        cgtk_signal_emit_plain(h.delegate.gRaw, "paste-clipboard")
        XCTAssertTrue(MainLoop.run(until: { h.shown != before }, timeout: 5), "the paste arrives")
    }
}
