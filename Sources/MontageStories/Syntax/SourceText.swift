internal import SwiftSyntax

/// A story file's text as the parser and the interpreter see it: its tree, and the converter
/// from a position in it to a line and column.
struct SourceText {
    /// The file's name, as diagnostics print it.
    let fileName: String
    /// The parsed file.
    let tree: SourceFileSyntax
    /// The text's bytes (a statement's own text is a slice of them).
    let bytes: [UInt8]
    private let converter: SourceLocationConverter
    private let lines: [Substring]

    init(fileName: String, text: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.tree = tree
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        bytes = Array(text.utf8)
    }

    /// The text of `node` (without its trivia).
    func text(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= bytes.count else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The line, column and line text of a UTF-8 offset of `text` (for a file not parsed).
    func location(ofUTF8Offset offset: Int, in text: String) -> (line: Int, column: Int, sourceLine: String) {
        let before = text.utf8.prefix(offset)
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: 0x0A).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        let index = line - 1
        return (line, offset - lineStart + 1, lines.indices.contains(index) ? String(lines[index]).replacingCarriageReturn() : "")
    }

    /// A diagnostic at `position` (the start of a node, usually).
    func diagnostic(_ severity: StoryDiagnostic.Severity, _ message: String, at position: AbsolutePosition) -> StoryDiagnostic {
        let location = converter.location(for: position)
        let index = location.line - 1
        let line = lines.indices.contains(index) ? String(lines[index]).replacingCarriageReturn() : ""
        return StoryDiagnostic(severity, message, line: location.line, column: location.column, sourceLine: line)
    }
}

private extension String {
    /// The line without the carriage return of a CRLF file.
    func replacingCarriageReturn() -> String { hasSuffix("\r") ? String(dropLast()) : self }
}
