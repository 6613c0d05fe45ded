@testable import MontageStories
import XCTest

/// Story text that is long without nesting brackets (chains of calls and members, nested
/// directives) is refused with one located diagnostic instead of overflowing a stack: the three
/// files that took the gallery down, and what stays readable beside them.
final class HostileTextTests: XCTestCase {
    func testAModifierChainOf18000CallsIsOneDiagnosticAtItsStart() {
        let text = "Story(\"a\") {\n    ListCell(label: \"a\")" + String(repeating: ".chevron(true)", count: 18_000) + "\n}\n"
        let diagnostics = SyntaxCheck.parse(text, fileName: "chain.swift").diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first.map { "\($0.line):\($0.column)" }, "2:5", "where the chain starts")
        XCTAssertTrue(diagnostics.first?.message.contains("more than \(TreeDepth.maximum) levels deep") == true, "\(diagnostics)")
    }

    func testAMemberChainOf50000IsOneDiagnostic() {
        let text = "Story(\"a\") {\n    // a comment before\n    ListCell(label: \"a\").variant(.full" + String(repeating: ".full", count: 50_000) + ")\n}\n"
        let diagnostics = SyntaxCheck.parse(text, fileName: "member.swift").diagnostics
        XCTAssertEqual(diagnostics.map { "\($0.line):\($0.column)" }, ["3:5"], "past the comment, at the statement")
    }

    func test20000NestedDirectivesAreRefusedBeforeParsing() {
        let text = "Story(\"a\") {\n" + String(repeating: "#if A\n", count: 20_000) + "ListCell(label: \"a\")\n" + String(repeating: "#endif\n", count: 20_000) + "}\n"
        let diagnostics = SyntaxCheck.parse(text, fileName: "ifs.swift").diagnostics
        XCTAssertEqual(diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, ["\(SourceBounds.maxDirectives + 2):1: #if blocks nest more than 16 deep here"])
    }

    func testTheDeepestStoryABoundAllowsStillReads() {
        // Brackets at their bounds inside a chain of 60 modifiers: deep, but a story's shape.
        let squares = SourceBounds.maxSquare, parens = SourceBounds.maxNesting - 3 - 2 * squares
        let nested = String(repeating: "[(", count: squares) + String(repeating: "(", count: parens) + String(repeating: ")", count: parens)
            + String(repeating: ")]", count: squares)
        let text = "Story(\"a\") {\n    ListCell(label: \"a\")" + String(repeating: ".chevron(true)", count: 60) + ".leadingResources(\(nested))\n}\n"
        let diagnostics = SyntaxCheck.parse(text, fileName: "deep.swift").diagnostics
        XCTAssertFalse(diagnostics.contains { $0.message.contains("levels deep") || $0.message.contains("nest more") }, "\(diagnostics)")
    }

    func testSquareBracketsNestedPastTheirBoundAreRefusedBeforeTheParserLooksAhead() {
        // Each level doubled the parse: 24 levels of `[a<` took minutes.
        let text = "Story(\"a\") {\n    ListCell(label: \"a\").leadingResources(" + String(repeating: "[a<", count: 24) + String(repeating: ">]", count: 24) + ")\n}\n"
        let diagnostics = SyntaxCheck.parse(text, fileName: "types.swift").diagnostics
        XCTAssertEqual(diagnostics.map { "\($0.line):\($0.column): \($0.message)" },
                       ["2:\(43 + 3 * SourceBounds.maxSquare): square brackets nest more than \(SourceBounds.maxSquare) deep here"])
    }

    func testALongRunOfPoundSignsIsRefusedBeforeTheLexerSquaresIt() {
        // 10,000 # with no string after them took the lexer 3.7 s.
        let text = "Story(\"a\") {\n    " + String(repeating: "#", count: 10_000) + "\n}\n"
        XCTAssertEqual(SyntaxCheck.parse(text, fileName: "raw.swift").diagnostics.map { "\($0.line):\($0.column): \($0.message)" },
                       ["2:5: more than 16 # in a row here"])
        XCTAssertNil(SourceBounds.firstProblem("Story(\"a\") { ListCell(label: ##\"a\"##) }\n#if A\n#endif\n"), "a raw string and a directive are fine")
    }

    func testDirectivesInStringsAndCommentsAreNotCounted() {
        let text = "Story(\"a\") {\n" + String(repeating: "    // #if A\n    ListCell(label: \"#if A\")\n", count: 40) + "}\n"
        XCTAssertNil(SourceBounds.firstProblem(text))
        let nested = String(repeating: "#if A\n", count: 3) + "#iffy\n" + String(repeating: "#endif\n", count: 3)
        XCTAssertNil(SourceBounds.firstProblem(String(repeating: nested, count: 20)), "closed blocks do not add up")
    }

    func testAMegabyteOfGarbageKeepsItsFirstHundredDiagnostics() {
        let text = String(repeating: "Story(\"a\") { ListCell(label: ) ] }\n", count: 30_000)
        let diagnostics = SyntaxCheck.parse(text, fileName: "garbage.swift").diagnostics
        XCTAssertEqual(diagnostics.count, SyntaxCheck.maxDiagnostics)
        XCTAssertEqual(diagnostics.first?.line, 1)
    }
}
