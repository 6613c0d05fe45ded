import GalleryTestSupport
import MontageStories
@testable import MontageCatalog

/// A diagnostic's caret stands under the character its column names, in the font the source
/// line is drawn with, Hangul before it included: the column counts UTF-8 bytes as the compiler
/// does, and the caret is placed where the laid-out line puts that byte (spaces of another width
/// put it elsewhere: under `Resources(` with the project's fonts).
final class DiagnosticCaretTests: MontageTestCase, @unchecked Sendable {
    func testTheCaretStandsUnderTheColumnsCharacter() throws {
        try onMain {
            GalleryStylesheet.register()
            let line = "    ListCell(label: \"알림 받기\").trailingResources([.contentBadge(titl: \"신규\")])"
            let column = Array(line.utf8).count - Array("titl: \"신규\")])".utf8).count + 1
            let diagnostic = StoryDiagnostic(.error, "extra argument 'titl' in call", line: 3, column: column, sourceLine: line)
            let view = DiagnosticsView.make([diagnostic], fileName: "badges.swift")
            // What a line of the same text up to the column measures, in the same font.
            let prefix = Build.label(String(decoding: Array(line.utf8).prefix(column - 1), as: UTF8.self), classes: ["diagnostic-source"])
            let holder = Build.vbox(classes: ["story-diagnostics"], [view, prefix.align(.start, nil)])
            present(holder, width: 900)
            MainLoop.waitUntilSettled(holder)
            let source = try XCTUnwrap(view.descendant(FileStoryPart.diagnosticSource(0)))
            let caret = try XCTUnwrap(view.descendant(FileStoryPart.diagnosticCaret(0)))
            let caretX = try XCTUnwrap(caret.bounds(in: source)).x
            XCTAssertEqual(caretX, Double(prefix.measure(.horizontal).natural), accuracy: 1.5, "under 'titl', after \(column - 1) bytes")
            XCTAssertGreaterThan(caretX, 200, "past the Hangul, not at the line's start")
        }
    }
}
