import Foundation
import GtkTestSupport
import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk
import XCTest
import GtkKit

/// A 1 MB paste: into a limited field it is cut before GTK stores or lays it out, so it costs
/// nothing; into an unlimited field it is kept whole. No GTK warnings either way (the base
/// class fails the test on any).
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
            MainLoop.run(until: { false }, timeout: 0.1)  // lay out and paint what is left
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

    /// Without maxLength the field holds what GTK's entry buffer can: GtkEntryBuffer stops at
    /// 65,535 bytes (a platform limit of a single-line GTK entry, documented on TextField). The
    /// paste still completes at once, and the binding holds exactly what is shown.
    func testAMegabyteInsertIntoAnUnlimitedFieldKeepsWhatGTKsBufferHolds() {
        onMain {
            let h = TextFieldHarness(in: self)
            h.insert(Self.megabyte, at: 0)
            XCTAssertEqual(h.model.text, h.shown, "the binding holds what the entry shows")
            XCTAssertEqual(h.model.changes.count, 1)
            XCTAssertTrue(Self.megabyte.hasPrefix(h.shown))
            XCTAssertEqual(h.shown.utf8.count, 65_534, "GtkEntryBuffer's cap, not an arbitrary cut")
        }
    }
}
