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

    /// The parsed `text` and its syntax diagnostics, in file order, and the parse a later
    /// version of the text can start from. Given the `previous` version's, a small edit (a
    /// save that changed a few lines) reparses only the statements it touches (SwiftParser's
    /// incremental parsing); a large one is parsed whole.
    static func parse(_ text: String, fileName: String,
                      after previous: (bytes: [UInt8], result: IncrementalParseResult)? = nil) -> (source: SourceText, diagnostics: [StoryDiagnostic], result: IncrementalParseResult?) {
        if let deep = tooDeep(text) {
            let source = SourceText(fileName: fileName, text: text, tree: Parser.parse(source: ""))
            let location = source.location(ofUTF8Offset: deep, in: text)
            return (source, [StoryDiagnostic(.error, "brackets nest more than \(maxNesting) deep here", line: location.line,
                                             column: location.column, sourceLine: location.sourceLine)], nil)
        }
        var bytes = text
        let transition = previous.flatMap { Self.transition(from: $0, to: Array(text.utf8)) }
        var result = bytes.withUTF8 { Parser.parseIncrementally(source: $0, maximumNestingLevel: maxNesting * 2, parseTransition: transition) }
        // Recovering from an error can go another way from a reused tree: a file with a syntax
        // error is parsed whole, so its diagnostics are the compiler's.
        if transition != nil, result.tree.hasError {
            result = bytes.withUTF8 { Parser.parseIncrementally(source: $0, maximumNestingLevel: maxNesting * 2, parseTransition: nil) }
        }
        let tree = result.tree
        let source = SourceText(fileName: fileName, text: text, tree: tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            source.diagnostic(diagnostic.diagMessage.severity == .error ? .error : .warning, diagnostic.message,
                              at: diagnostic.position)
        }
        return (source, diagnostics, result)
    }

    /// The edit from `previous` to `bytes` (what lies between their common start and end), as a
    /// transition for the parser, or nil when it is most of the file (parsing whole is faster).
    static func transition(from previous: (bytes: [UInt8], result: IncrementalParseResult), to bytes: [UInt8]) -> IncrementalParseTransition? {
        let old = previous.bytes
        var start = 0
        while start < old.count, start < bytes.count, old[start] == bytes[start] { start += 1 }
        var end = 0
        while end < old.count - start, end < bytes.count - start, old[old.count - 1 - end] == bytes[bytes.count - 1 - end] { end += 1 }
        let removed = old.count - start - end, inserted = bytes.count - start - end
        guard max(removed, inserted) <= max(2_048, bytes.count / 8) else { return nil }
        let edit = SourceEdit(range: AbsolutePosition(utf8Offset: start)..<AbsolutePosition(utf8Offset: start + removed),
                              replacement: Array(bytes[start..<(start + inserted)]))
        return IncrementalParseTransition(previousIncrementalParseResult: previous.result, edits: ConcurrentEdits(edit))
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
