internal import SwiftDiagnostics
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Parses a story file with Swift's own parser: the tree, and its syntax errors worded exactly
/// as the compiler words them (SwiftParserDiagnostics). Text nested deeper than `maxNesting`
/// brackets is not given to the parser (its lookahead over `[[[[…` grows exponentially): one
/// diagnostic says where, and the tree is empty.
enum SyntaxCheck {
    /// How deep brackets, parentheses and braces may nest (a story needs a handful).
    static let maxNesting = 64

    /// The parsed `text` and its syntax diagnostics, in file order.
    static func parse(_ text: String, fileName: String) -> (source: SourceText, diagnostics: [StoryDiagnostic]) {
        if let deep = tooDeep(text) {
            let source = SourceText(fileName: fileName, text: text, tree: Parser.parse(source: ""))
            let location = source.location(ofUTF8Offset: deep, in: text)
            return (source, [StoryDiagnostic(.error, "brackets nest more than \(maxNesting) deep here", line: location.line,
                                             column: location.column, sourceLine: location.sourceLine)])
        }
        var bytes = text
        let tree = bytes.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maxNesting * 2) }
        let source = SourceText(fileName: fileName, text: text, tree: tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            source.diagnostic(diagnostic.diagMessage.severity == .error ? .error : .warning, diagnostic.message,
                              at: diagnostic.position)
        }
        return (source, diagnostics)
    }

    /// One expression of the story language read from `text` (a slot item's sample), or nil when
    /// `text` is not exactly one expression a story file can hold.
    static func expression(_ text: String) -> StoryExpr? {
        guard tooDeep(text) == nil else { return nil }
        let tree = Parser.parse(source: text)
        guard tree.statements.count == 1, let expression = tree.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return try? ExpressionReader.read(expression)
    }

    /// The UTF-8 offset where brackets first nest deeper than `maxNesting`, outside string
    /// literals and comments, or nil.
    static func tooDeep(_ text: String) -> Int? {
        var depth = 0, inString = false, escaped = false, lineComment = false, blockComments = 0
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index], next = index + 1 < bytes.count ? bytes[index + 1] : 0
            defer { index += 1 }
            if lineComment { if byte == 0x0A { lineComment = false }; continue }
            if blockComments > 0 {
                if byte == 0x2A, next == 0x2F { blockComments -= 1; index += 1 } else if byte == 0x2F, next == 0x2A { blockComments += 1; index += 1 }
                continue
            }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 || byte == 0x0A { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x2F where next == 0x2F: lineComment = true
            case 0x2F where next == 0x2A: blockComments += 1; index += 1
            case 0x28, 0x5B, 0x7B:
                depth += 1
                if depth > maxNesting { return index }
            case 0x29, 0x5D, 0x7D: depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
