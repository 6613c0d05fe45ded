import GalleryTestSupport
@testable import MontageGallery
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// A long text sent to a field never freezes the window: the events panel and the playground's
/// log show a bounded excerpt of each value (its first characters, then its grouped length), so
/// every line stays a short label however long the text. (A 10 KB paste into textfield-basic
/// with the events panel open used to take 83 s of CPU: every change added a wrapping label
/// holding the whole text, measured again and again by the window's split.)
final class EventLogExcerptTests: MontageTestCase, @unchecked Sendable {
    private static let tenKilobytes = String(repeating: "0123456789", count: 1_024)

    /// A log line's label, measured at `width`: its text length and its natural height.
    @MainActor
    private func measure(_ line: WidgetPointer, width: Int32 = 320) -> (characters: Int, height: Int32) {
        var natural: Int32 = 0
        gtk_widget_measure(line, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        return (String(cString: gtk_label_get_text(cast(line))).count, natural)
    }

    func testAValueIsWholeUpToEightyCharactersThenItsHeadAndLength() {
        onMain {
            let eighty = String(repeating: "가", count: 80)
            XCTAssertEqual(LogExcerpt.bounded(eighty), eighty, "80 characters: whole")
            XCTAssertEqual(LogExcerpt.bounded(eighty, quoted: true), "\"\(eighty)\"")
            XCTAssertEqual(LogExcerpt.bounded(eighty + "나"), eighty + "…(81 characters)")
            let families = String(repeating: "👨‍👩‍👧‍👦", count: 100)
            XCTAssertEqual(LogExcerpt.bounded(families), String(repeating: "👨‍👩‍👧‍👦", count: 80) + "…(100 characters)",
                           "characters are grapheme clusters, never split")
            let tenMegabytes = String(repeating: "0123456789", count: 1_048_576)
            XCTAssertEqual(LogExcerpt.bounded(tenMegabytes, quoted: true), "\"\(tenMegabytes.prefix(80))\"…(10,485,760 characters)")
            XCTAssertEqual(LogExcerpt.bounded("a\nb\"c", quoted: true), "\"a\\nb\\\"c\"", "a literal, escaped")
            XCTAssertEqual(EventCenter.text(tenMegabytes, secured: true), "10485760 hidden characters", "a secret is only counted")
        }
    }

    func testATenKilobytePasteIntoAStoryLogsAShortLineInTheEventsPanel() {
        onMain {
            let gallery = openGallery("textfield-basic")
            defer { end(gallery) }
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.events", nil) != 0)
            let entry = gallery.window.descendant(WindowPart.page("textfield-basic"))!.descendant(TextFieldPart.entry)!
            var position: Int32 = 0
            gtk_editable_insert_text(cast(entry), Self.tenKilobytes, -1, &position)
            let lines = EventLog.events(in: gallery.panels.events.widget)
            XCTAssertEqual(lines.count, 1, "one change, one line")
            let line = lines.first ?? ""
            XCTAssertEqual(line, "textfield-basic › onTextChange: \"\(Self.tenKilobytes.prefix(80))\"…(10,240 characters)",
                           "the first 80 characters, then the value's length, grouped")
            XCTAssertLessThan(line.count, 160, "a bounded excerpt, not the 10,240 characters")
            let label = gtk_widget_get_first_child(gallery.panels.events.widget).flatMap { gtk_widget_get_next_sibling($0) }!
            let measured = measure(label)
            XCTAssertLessThan(measured.characters, 180)
            XCTAssertLessThan(measured.height, 100, "a few lines high at 320 px, not hundreds")
            MainLoop.waitForFrames(gallery.window, 2)  // lays out and paints the page and panel
        }
    }

    func testATenKilobytePasteIntoThePlaygroundLogsAShortLine() {
        onMain {
            let page = presentStory(TextFieldPlayground.story).page
            // The callback on, as a story writes it: its log line is bounded like every event's.
            gtk_switch_set_active(cast(page.descendant(PlaygroundPart.control("onTextChange"))!.descendants { $0.isA(gtk_switch_get_type()) }.first
                                       ?? page.descendant(PlaygroundPart.control("onTextChange"))!), 1)
            let entry = page.descendant(TextFieldPart.entry)!
            var position: Int32 = 0
            gtk_editable_insert_text(cast(entry), Self.tenKilobytes, -1, &position)
            let log = page.descendant(ControlPart.eventLog)!
            let line = EventLog.events(in: log).first ?? ""
            XCTAssertTrue(line.hasPrefix("onTextChange → \(Self.tenKilobytes.prefix(40))"), line)
            XCTAssertLessThan(line.count, EventLog.lineLimit + 40, "bounded, not the 10,240 characters")
            let label = gtk_widget_get_next_sibling(gtk_widget_get_first_child(log)!)!
            XCTAssertLessThan(measure(label).height, 160, "a few lines (the 240-character bound), not hundreds")
        }
    }
}
