import CGtk
import Glibc

/// Messages for the terminal: one line to standard error, written at once (unbuffered).
public enum StandardError {
    /// Writes `line` and a newline to standard error.
    public static func write(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { Glibc.write(2, $0, strlen($0)) }
    }
}
