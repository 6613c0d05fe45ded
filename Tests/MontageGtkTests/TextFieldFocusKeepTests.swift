import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// The entry keeps focus, caret and text while the FormControl around it changes (spec §4.8,
/// seed: "always wrapped in FormControl"): label, message and accessory come and go and the
/// placement switches, on the same entry widget.
final class TextFieldFocusKeepTests: MontageTestCase, @unchecked Sendable {
    func testFocusCaretAndTextSurviveEveryFormControlChange() {
        onMain {
            var h = TextFieldHarness(in: self, width: 480)
            XCTAssertTrue(h.focus())
            h.type("hello")
            XCTAssertEqual(h.shown, "hello")
            h.place(caret: 2)
            let entry = h.view.entry
            let steps: [(String, (TextField) -> TextField)] = [
                ("label added", { $0.label("Email", required: true) }),
                ("message added", { $0.message("Use your work address") }),
                ("accessory added", { $0.accessory { Build.label("5/100") } }),
                ("placement leading", { $0.labelPlacement(.leading) }),
                ("label width", { $0.labelWidth(120) }),
                ("placement top", { $0.labelPlacement(.top) }),
                ("status negative", { $0.status(.negative) }),
                ("size medium", { $0.size(.medium) }),
                ("message removed", { $0.message(nil) }),
                ("accessory removed", { $0.accessoryView(nil) }),
                ("label removed", { $0.label(nil) }),
                ("leading without label", { $0.labelPlacement(.leading) }),
                ("label back in leading", { $0.label("Again") }),
            ]
            for (step, change) in steps {
                h.update(change)
                MainLoop.waitForFrames(h.window)  // let GTK lay out (focus changes are handled at once)
                XCTAssertEqual(h.view.entry, entry, "\(step): the same entry")
                XCTAssertTrue(h.entryHasFocus, "\(step): the entry keeps focus")
                XCTAssertTrue(h.view.isFocused, "\(step): the view still sees the focus")
                XCTAssertEqual(h.caret, 2, "\(step): the caret stays")
                XCTAssertEqual(h.shown, "hello", "\(step): the text stays")
            }
            XCTAssertEqual(h.model.changes, ["h", "he", "hel", "hell", "hello"], "no change reported by the updates")
            h.type("X")
            XCTAssertEqual(h.shown, "heXllo", "typing goes on at the caret")
        }
    }

    func testTheLabelShowsAndHidesAroundTheSameEntry() {
        onMain {
            var h = TextFieldHarness(text: "abc", in: self, width: 480)
            XCTAssertTrue(h.focus())
            h.place(caret: 1)
            let label = h.view.widget.descendant(FormControlPart.label)!
            let message = h.view.widget.descendant(FormControlPart.message)!
            XCTAssertFalse(gtk_widget_is_visible(label) != 0)
            h.update { $0.label("Name").message("Help") }
            MainLoop.run(until: { gtk_widget_get_mapped(label) != 0 }, timeout: 2)
            XCTAssertTrue(gtk_widget_is_visible(label) != 0, "the label shows")
            XCTAssertTrue(gtk_widget_is_visible(message) != 0, "the message shows")
            XCTAssertTrue(h.entryHasFocus)
            XCTAssertEqual(h.caret, 1)
            h.update { $0.label(nil).message(nil) }
            MainLoop.waitForFrames(h.window)
            XCTAssertFalse(gtk_widget_is_visible(label) != 0, "the label hides")
            XCTAssertFalse(gtk_widget_is_visible(message) != 0)
            XCTAssertTrue(h.entryHasFocus)
            XCTAssertEqual(h.caret, 1)
            XCTAssertEqual(h.shown, "abc")
        }
    }
}
