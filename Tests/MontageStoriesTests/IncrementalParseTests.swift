import Foundation
@testable import MontageStories
import XCTest

/// A save reparses only what it changed (SwiftParser's incremental parsing), and what it reads
/// is exactly what parsing the whole file reads: the same tree, the same diagnostics, the same
/// components, over seeded random edits (a file with a syntax error is parsed whole) of the example story files (breaking and fixing them).
final class IncrementalParseTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Stories").standardized

    func testSeededEditsReadAsTheWholeFileDoes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var random = SeededRandom(seed: 0x1BC_2026)
        let pieces = ["ListCell(label: \"새 셀\")\n", ".chevron()", "\"", "(", ")", "]", "[", "\n", "값", ".description(\"설명\")", "{", "}", " "]
        for file in files {
            var text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
            var previous = StoryScript.parse(text, fileName: file)
            for step in 0..<150 {
                var bytes = Array(text.utf8)
                let at = Int.random(in: 0...bytes.count, using: &random)
                if Bool.random(using: &random), at < bytes.count {
                    bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &random)))
                } else {
                    bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
                }
                guard let edited = String(validating: bytes, as: UTF8.self) else { continue }  // a cut through a character
                text = edited
                let incremental = StoryScript.parse(text, fileName: file, after: previous)
                let whole = StoryScript.parse(text, fileName: file)
                XCTAssertEqual(incremental.source.tree.description, text, "\(file) #\(step): the tree holds the text")
                let same = incremental.syntaxErrors == whole.syntaxErrors
                    && incremental.source.tree.debugDescription == whole.source.tree.debugDescription
                XCTAssertTrue(same, "\(file) #\(step): the same tree and syntax errors as a whole parse")
                previous = incremental
            }
        }
    }

    /// Saves that keep the file valid (a cell's label changed) reparse from the
    /// last parse and read exactly as a whole parse.
    func testValidEditsReparseIncrementallyAsTheWholeFileReads() throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("listcell.swift"), encoding: .utf8)
        var random = SeededRandom(seed: 0x5AFE_2026)
        var current = text, previous = StoryScript.parse(text, fileName: "listcell.swift")
        XCTAssertEqual(previous.syntaxErrors, [])
        let labels = ["김몽타주", "새 라벨", "Label", "설명이 바뀐 셀", ""]
        for step in 0..<100 {
            let literals = current.ranges(of: /ListCell\(label: "[^"]*"/)
            let chosen = literals[Int.random(in: 0..<literals.count, using: &random)]
            current.replaceSubrange(chosen, with: "ListCell(label: \"\(labels.randomElement(using: &random)!)\"")
            XCTAssertNotNil(SyntaxCheck.transition(from: (previous.bytes, previous.incremental!), to: Array(current.utf8)), "#\(step): a small edit")
            let incremental = StoryScript.parse(current, fileName: "listcell.swift", after: previous)
            let whole = StoryScript.parse(current, fileName: "listcell.swift")
            XCTAssertEqual(incremental.syntaxErrors, [], "#\(step)")
            let same = incremental.source.tree.debugDescription == whole.source.tree.debugDescription
            XCTAssertTrue(same, "#\(step): the same tree as a whole parse")
            previous = incremental
        }
    }

    /// A one-line change is reparsed from the last parse; a rewrite of most of the file is
    /// parsed whole (what is reparsed is what the parser reports reusing nothing of).
    func testASmallEditStartsFromTheLastParseAndARewriteDoesNot() throws {
        let file = try String(contentsOf: Self.examples.appendingPathComponent("listcell.swift"), encoding: .utf8)
        let first = StoryScript.parse(file, fileName: "listcell.swift")
        XCTAssertNotNil(first.incremental, "a parse keeps what the next one starts from")
        let name = try XCTUnwrap(file.range(of: "김티드"))
        let edited = file.replacingCharacters(in: name, with: "김몽타주")
        XCTAssertNotEqual(edited, file)
        XCTAssertNotNil(SyntaxCheck.transition(from: (first.bytes, first.incremental!), to: Array(edited.utf8)), "a small edit goes incrementally")
        XCTAssertNil(SyntaxCheck.transition(from: (first.bytes, first.incremental!), to: Array(String(file.reversed()).utf8)),
                     "a rewrite is parsed whole")
    }
}
