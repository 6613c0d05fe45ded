import Glibc
import GtkKit

/// How far a long run (captures, a comparison, an audit, a play) is, on a terminal: one line,
/// rewritten in place as each item ends (`[212/374] 31 s, about 24 s left · slowest so far
/// listcell-playground 0.8 s`), cleared at the end; the run's own lines print above it. When
/// the output is not a terminal (a CI log), nothing of it is written: the plain lines stay.
@MainActor
package final class RunProgress {
    private let total: Int
    private let shows: Bool
    private let start = MonotonicClock.microseconds
    private var done = 0
    private var slowest: (name: String, seconds: Double)?
    private var drawn = false

    /// Progress over `total` items, shown when standard output is a terminal (or `shows` says).
    package init(total: Int, shows: Bool = isatty(STDOUT_FILENO) != 0) {
        self.total = total
        self.shows = shows && total > 1
    }

    /// Whether the line is shown (standard output is a terminal).
    package var isShown: Bool { shows }

    /// Prints `line` above the progress line.
    package func print(_ line: String) {
        clear()
        Swift.print(line)
        draw()
    }

    /// One more item ended: `name`, which took `seconds`.
    package func step(_ name: String, seconds: Double) {
        done += 1
        if slowest.map({ seconds > $0.seconds }) ?? true { slowest = (name, seconds) }
        draw()
    }

    /// Clears the line (the run is over).
    package func finish() { clear() }

    /// The line: done of total, the time so far, an estimate of the rest and the slowest item.
    package var line: String {
        let elapsed = Double(MonotonicClock.microseconds - start) / 1_000_000
        var text = "[\(done)/\(total)] " + tr("%s elapsed", Self.duration(elapsed))
        if done > 0, done < total {
            text += ", " + tr("about %s left", Self.duration(elapsed / Double(done) * Double(total - done)))
        }
        if let slowest { text += " · " + tr("slowest so far: %1$s (%2$s)", TerminalText.quote(slowest.name, limit: 40), Self.duration(slowest.seconds)) }
        return text
    }

    /// `800 ms`, `3.2 s`, `31 s`, `2 min 5 s`.
    static func duration(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        if seconds < 10 { return "\((seconds * 10).rounded() / 10) s" }
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }

    private func draw() {
        guard shows else { return }
        // Cut to the terminal's width so it stays one line (80 when unknown).
        var size = winsize()
        let columns = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        let text = line
        Swift.print("\r" + (text.count >= columns ? String(text.prefix(columns - 1)) : text) + "\u{1B}[K", terminator: "")
        fflush(nil)
        drawn = true
    }

    private func clear() {
        guard shows, drawn else { return }
        Swift.print("\r\u{1B}[K", terminator: "")
        fflush(nil)
        drawn = false
    }
}
