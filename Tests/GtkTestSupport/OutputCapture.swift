import Foundation
import Glibc

/// What the process writes to standard output and standard error while a body runs (its file
/// descriptors 1 and 2 redirected to a file meanwhile): to read GLib's debug messages, which
/// its default writer prints to stdout when `G_MESSAGES_DEBUG` names their domain (GLib reads
/// that variable at each message), and warnings to stderr.
public enum OutputCapture {
    /// Runs `body` with the output redirected and `G_MESSAGES_DEBUG` set to `debugDomains`
    /// when given (`""`: no debug messages at all), then restores both; returns what `body` returned and what was written.
    public static func capture<Result>(debugDomains: String? = nil, _ body: () throws -> Result) rethrows -> (Result, String) {
        let path = NSTemporaryDirectory() + "montage-output-capture-\(getpid())-\(UUID().uuidString)"
        let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        precondition(file >= 0, "cannot open \(path)")
        defer {
            close(file)
            unlink(path)
        }
        let previousDebug = getenv("G_MESSAGES_DEBUG").map { String(cString: $0) }
        if let debugDomains { setenv("G_MESSAGES_DEBUG", debugDomains, 1) }
        fflush(nil)  // every C stream (stdout is buffered when it is not a terminal)
        let savedOut = dup(1), savedErr = dup(2)
        dup2(file, 1)
        dup2(file, 2)
        func restore() {
            fflush(nil)
            dup2(savedOut, 1)
            dup2(savedErr, 2)
            close(savedOut)
            close(savedErr)
            if debugDomains != nil {
                if let previousDebug { setenv("G_MESSAGES_DEBUG", previousDebug, 1) } else { unsetenv("G_MESSAGES_DEBUG") }
            }
        }
        let result: Result
        do {
            result = try body()
        } catch {
            restore()
            throw error
        }
        restore()
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return (result, text)
    }
}
