import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// Hangul composed from conjoining jamo (spec §4.6: a Korean syllable counts 1). An input method
/// keeps its preedit apart from the text, so what reaches the entry are commits; whatever the
/// commits, a field at its limit keeps a prefix of whole syllables and never a broken one.
final class TextFieldComposingTests: MontageTestCase, @unchecked Sendable {
    /// 각 + 난 + 다 as one scalar per keystroke: L V T, L V T, L V.
    private let keystrokes: [String] = ["\u{1100}", "\u{1161}", "\u{11A8}", "\u{1102}", "\u{1161}", "\u{11AB}", "\u{1103}", "\u{1161}"]

    func testTheRuleAtEachJamoKeepsWholeSyllables() {
        var composed = ""
        for key in keystrokes {
            composed += key
            for limit in 0...3 {
                let kept = GraphemeLimit.apply(composed, limit: limit)
                XCTAssertTrue(Graphemes.isClusterPrefix(kept, of: composed), "\(composed.unicodeScalars.count) jamo at \(limit)")
                XCTAssertEqual(kept, String(composed.prefix(limit)))
            }
        }
        XCTAssertEqual(composed.count, 3, "three syllables")
        XCTAssertEqual(GraphemeLimit.apply(composed, limit: 2), "\u{1100}\u{1161}\u{11A8}\u{1102}\u{1161}\u{11AB}")
    }

    /// What a field limited to 2 that holds 가 shows after the keystrokes: ᄀ, ᅡ, ᆨ grow a
    /// second syllable 각; ᄂ and ᅡ would start a third and are refused; ᆫ joins 각 (a trailing
    /// jamo extends the syllable before it: L V T T is one cluster); ᄃ and ᅡ are refused.
    private let atLimit = "가\u{1100}\u{1161}\u{11A8}\u{11AB}"

    func testCommittingJamoOneByOneIntoAFieldAtItsLimit() {
        onMain {
            let h = TextFieldHarness(text: "가", in: self) { $0.maxLength(2) }
            for key in keystrokes {
                let before = h.shown
                h.insert(key, at: before.unicodeScalars.count)
                let name = "U+\(String(key.unicodeScalars.first!.value, radix: 16))"
                XCTAssertEqual(h.shown, String((before + key).prefix(2)), name)
                XCTAssertTrue(Graphemes.isClusterPrefix(h.shown, of: before + key), "\(name): whole syllables")
                XCTAssertEqual(h.model.text, h.shown)
            }
            XCTAssertEqual(h.shown.unicodeScalars.map(\.value), atLimit.unicodeScalars.map(\.value))
            XCTAssertEqual(h.model.changes, ["가\u{1100}", "가\u{1100}\u{1161}", "가\u{1100}\u{1161}\u{11A8}", atLimit],
                           "each jamo that joined the last syllable was a change; the refused ones were not")
            XCTAssertFalse(h.model.changes.contains { $0.count > 2 })
        }
    }

    func testACommitOfSeveralSyllablesIsCutBetweenSyllables() {
        onMain {
            let h = TextFieldHarness(in: self) { $0.maxLength(1) }
            h.insert(keystrokes.joined(), at: 0)
            XCTAssertEqual(h.shown, "\u{1100}\u{1161}\u{11A8}", "각, whole")
            let mixed = TextFieldHarness(text: "한", in: self) { $0.maxLength(3) }
            mixed.insert("\u{1112}\u{1161}\u{11AB}" + "국" + "\u{110B}\u{1165}", at: 1)
            XCTAssertEqual(mixed.shown, "한\u{1112}\u{1161}\u{11AB}국", "precomposed and conjoining syllables count alike")
        }
    }

    func testTypedJamoThroughTheXServer() {
        // xdotool types each scalar through a spare keycode remapped to its keysym; GTK's simple
        // input method commits it. The X server may drop the first key after a remap: a key
        // whose text did not arrive (and was not refused by the limit) is typed again.
        onMain {
            let h = TextFieldHarness(text: "가", in: self) { $0.maxLength(2) }
            XCTAssertTrue(h.focus())
            for key in keystrokes {
                let before = h.shown
                let expected = String((before + key).prefix(2))
                for _ in 0..<3 where h.shown.unicodeScalars.elementsEqual(before.unicodeScalars) {
                    h.type(key)
                    if expected.unicodeScalars.elementsEqual(before.unicodeScalars) { break }
                }
                XCTAssertEqual(h.shown.unicodeScalars.map(\.value), expected.unicodeScalars.map(\.value))
            }
            XCTAssertEqual(h.shown.unicodeScalars.map(\.value), atLimit.unicodeScalars.map(\.value))
            XCTAssertEqual(h.model.text, h.shown)
            XCTAssertEqual(h.caret, h.shown.unicodeScalars.count, "the caret stays at the end")
        }
    }
}
