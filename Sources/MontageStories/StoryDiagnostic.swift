/// A problem found in a story file, where the compiler would put it: a syntax error as Swift's own
/// parser words it, or what the interpreter could not map onto Montage (an unknown name, a wrong
/// label or type, a value out of range), with a "did you mean" where a name is close.
public struct StoryDiagnostic: Equatable, Sendable {
    /// How bad it is: an error stops its story (the last good render stays), a warning does not.
    @frozen
    public enum Severity: String, Sendable {
        /// The story (or the file) cannot be shown as written.
        case error
        /// Shown as written, but probably not what was meant.
        case warning
        /// Worth knowing (a story argument the story's page gives a control).
        case note
    }

    /// Error or warning.
    public let severity: Severity
    /// The message, in the compiler's words where it is a syntax error.
    public let message: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes, as the compiler counts).
    public let column: Int
    /// The text of that line, for a caret under the column.
    public let sourceLine: String

    /// The most characters of a message, and of the source line around the column, a diagnostic
    /// keeps (a hostile file's megabyte-long line or name costs no layout).
    public static let maxShown = 240

    /// A diagnostic at `line`:`column`; a long message is cut, and a long source line is cut to
    /// the part around the column (the caret still stands under it).
    public init(_ severity: Severity, _ message: String, line: Int, column: Int, sourceLine: String) {
        self.severity = severity
        self.message = message.count > Self.maxShown ? String(message.prefix(Self.maxShown - 1)) + "…" : message
        self.line = line
        guard sourceLine.utf8.count > Self.maxShown else {
            self.column = column
            self.sourceLine = sourceLine
            return
        }
        // Keep whole characters from a little before the column.
        let bytes = Array(sourceLine.utf8)
        var start = max(0, min(column - 1, bytes.count) - Self.maxShown / 4)
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        var end = min(bytes.count, start + Self.maxShown)
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        self.column = column
        self.sourceLine = String(decoding: bytes[start..<end], as: UTF8.self)
        shownFrom = start
    }

    /// The UTF-8 offset in the line where `sourceLine` starts (0 unless the line was cut).
    private var shownFrom = 0

    /// The compiler's one-line form, `file:line:column: error: message`, which editors and CI read.
    public func compilerForm(file: String) -> String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// Where the column falls in `sourceLine`, as a UTF-8 offset (what a layout places a caret by).
    public var caretByte: Int { max(0, min(column - 1 - shownFrom, sourceLine.utf8.count)) }

    /// The source line and, under it, a caret at the column (tabs kept, so the caret lines up).
    public var caretLines: String {
        let prefix = sourceLine.utf8.prefix(max(0, column - 1 - shownFrom))
        let padding = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        return sourceLine + "\n" + padding + "^"
    }
}
