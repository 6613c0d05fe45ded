@testable import MontageStories
import XCTest

/// Syntax errors come from Swift's own parser, worded and placed as the compiler places them.
final class SyntaxCheckTests: XCTestCase {
    func testAnUnclosedArrayIsReportedAsTheCompilerWouldAtItsLineAndColumn() {
        let text = """
            Story("배지") {
                ListCell(label: "김티드")
                    .labelTrailingResources([.contentBadge(title: "신규")
            }
            """
        let (_, diagnostics, _) = SyntaxCheck.parse(text, fileName: "badge.swift")
        let first = try? XCTUnwrap(diagnostics.first)
        XCTAssertEqual(first?.severity, .error)
        XCTAssertEqual(first?.message, "expected ']' to end array")
        XCTAssertEqual(first?.line, 3)
        XCTAssertEqual(first?.column, 64, "UTF-8 columns, as swiftc -parse reports it")
        XCTAssertEqual(first?.compilerForm(file: "badge.swift"), "badge.swift:3:64: error: expected ']' to end array")
        XCTAssertEqual(first?.caretLines.split(separator: "\n").last.map { $0.count }, 60, "the caret stands after the line's 59 characters")
    }

    func testAValidFileHasNoSyntaxDiagnostics() {
        let (source, diagnostics, _) = SyntaxCheck.parse("Story(\"빈 이야기\") {}\n", fileName: "empty.swift")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(source.tree.statements.count, 1)
    }

    /// An unclosed call or a member left unnamed is one syntax error, not also the interpreter's
    /// reading of the parser's recovery ("has no member ''", an argument swallowing the next line).
    func testAnUnclosedCallIsOneErrorNotAlsoItsRecovery() {
        MainActor.assumeIsolated {
            for (text, expected) in [
                ("Story(\"a\") {\n    ListCell(label: \"x\"\n        .description(\"y\")\n}\n", ["3:26: expected ')' to end function call"]),
                ("Story(\"a\") {\n    TextField(text: \"\").status(.\n}\n", ["2:33: expected name in member access", "2:33: expected ')' to end function call"]),
            ] {
                let diagnostics = StoryScript.check(text, fileName: "a.swift").filter { $0.severity == .error }
                XCTAssertEqual(diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, expected, text)
            }
        }
    }
}
