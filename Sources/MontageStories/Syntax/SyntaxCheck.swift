internal import SwiftDiagnostics
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Parses a story file with Swift's own parser: the tree, and its syntax errors worded exactly
/// as the compiler words them (SwiftParserDiagnostics). Untrusted text cannot take the process
/// down: what `SourceBounds` refuses is never parsed, the parse and every recursive walk of its
/// tree run on a `DeepStack`, and a tree nesting deeper than `TreeDepth.maximum` is refused before
/// anything recursive walks it. A refused text is one diagnostic saying where, with an empty tree.
enum SyntaxCheck {
    /// How deep brackets, parentheses and braces may nest (a story needs a handful).
    static var maxNesting: Int { SourceBounds.maxNesting }

    /// The most syntax diagnostics kept for one file (a megabyte of garbage has hundreds of
    /// thousands; the first ones say what is wrong).
    static let maxDiagnostics = 100

    /// The parsed `text` and its syntax diagnostics, in file order, and the parse a later
    /// version of the text can start from. Given the `previous` version's, a small edit (a
    /// save that changed a few lines) reparses only the statements it touches (SwiftParser's
    /// incremental parsing); a large one is parsed whole.
    static func parse(_ text: String, fileName: String,
                      after previous: (bytes: [UInt8], result: IncrementalParseResult)? = nil) -> (source: SourceText, diagnostics: [StoryDiagnostic], result: IncrementalParseResult?) {
        if let problem = SourceBounds.firstProblem(text) { return refused(text, fileName: fileName, at: problem.offset, problem.message) }
        return DeepStack.run { parseBounded(text, fileName: fileName, after: previous) }
    }

    private static func parseBounded(_ text: String, fileName: String, after previous: (bytes: [UInt8], result: IncrementalParseResult)?)
        -> (source: SourceText, diagnostics: [StoryDiagnostic], result: IncrementalParseResult?) {
        var bytes = text
        let transition = previous.flatMap { Self.transition(from: $0, to: Array(text.utf8)) }
        var result = bytes.withUTF8 { Parser.parseIncrementally(source: $0, maximumNestingLevel: maxNesting * 2, parseTransition: transition) }
        // Recovering from an error can go another way from a reused tree: a file with a syntax
        // error is parsed whole, so its diagnostics are the compiler's.
        if transition != nil, result.tree.hasError {
            result = bytes.withUTF8 { Parser.parseIncrementally(source: $0, maximumNestingLevel: maxNesting * 2, parseTransition: nil) }
        }
        let tree = result.tree
        if let deep = TreeDepth.tooDeep(tree) {
            return refused(text, fileName: fileName, at: deep,
                           "this nests more than \(TreeDepth.maximum) levels deep (a chain of calls or members, or nesting, this long); a story needs a few dozen")
        }
        let source = SourceText(fileName: fileName, text: text, tree: tree)
        var diagnostics: [StoryDiagnostic] = []
        for diagnostic in firstDiagnostics(tree) {
            diagnostics.append(source.diagnostic(diagnostic.diagMessage.severity == .error ? .error : .warning, diagnostic.message, at: diagnostic.position))
        }
        return (source, diagnostics, result)
    }

    /// The most bytes of tree the diagnostics generator is given at once: a smaller file is
    /// given whole (its diagnostics exactly the compiler's); a larger one by its parts with errors,
    /// in order, until `maxDiagnostics` are found (the generator takes ~10 s over a megabyte of
    /// errors, most of it sorting what would be left out).
    static let diagnosedAtOnce = 16 * 1024

    /// The first `maxDiagnostics` syntax diagnostics of `tree`.
    private static func firstDiagnostics(_ tree: SourceFileSyntax) -> [Diagnostic] {
        guard tree.hasError else { return [] }
        var found: [Diagnostic] = []
        var parts: [Syntax] = [Syntax(tree)]
        while found.count < maxDiagnostics, let part = parts.popLast() {
            guard part.hasError else { continue }
            if part.totalLength.utf8Length > diagnosedAtOnce, part.children(viewMode: .all).count > 0 {
                parts.append(contentsOf: part.children(viewMode: .all).reversed())
            } else {
                found += ParseDiagnosticsGenerator.diagnostics(for: part)
            }
        }
        return Array(found.sorted { $0.position < $1.position }.prefix(maxDiagnostics))
    }

    /// An empty tree and one error at `offset` (past the whitespace and comments there): `text`
    /// is not parsed (or its tree not kept).
    private static func refused(_ text: String, fileName: String, at offset: Int, _ message: String)
        -> (source: SourceText, diagnostics: [StoryDiagnostic], result: IncrementalParseResult?) {
        let bytes = Array(text.utf8)
        var start = min(offset, bytes.count)
        while start < bytes.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) {
                start += 1
            } else if bytes[start] == 0x2F, start + 1 < bytes.count, bytes[start + 1] == 0x2F {
                while start < bytes.count, bytes[start] != 0x0A { start += 1 }
            } else if bytes[start] == 0x2F, start + 1 < bytes.count, bytes[start + 1] == 0x2A {
                start += 2
                while start + 1 < bytes.count, !(bytes[start] == 0x2A && bytes[start + 1] == 0x2F) { start += 1 }
                start = min(bytes.count, start + 2)
            } else {
                break
            }
        }
        let source = SourceText(fileName: fileName, text: text, tree: Parser.parse(source: ""))
        let location = source.location(ofUTF8Offset: start, in: text)
        return (source, [StoryDiagnostic(.error, message, line: location.line, column: location.column, sourceLine: location.sourceLine)], nil)
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
        let (source, diagnostics, _) = parse(text, fileName: "")
        guard diagnostics.isEmpty, source.tree.statements.count == 1, let expression = source.tree.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return try? ExpressionReader.read(expression)
    }
}
