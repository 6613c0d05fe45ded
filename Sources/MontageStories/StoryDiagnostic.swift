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

    /// A diagnostic at `line`:`column`.
    public init(_ severity: Severity, _ message: String, line: Int, column: Int, sourceLine: String) {
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }

    /// The compiler's one-line form, `file:line:column: error: message`, which editors and CI read.
    public func compilerForm(file: String) -> String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The source line and, under it, a caret at the column (tabs kept, so the caret lines up).
    public var caretLines: String {
        let prefix = sourceLine.utf8.prefix(max(0, column - 1))
        let padding = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        return sourceLine + "\n" + padding + "^"
    }
}
