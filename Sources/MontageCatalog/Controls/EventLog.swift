import Glibc
import MontageGtk
import GtkKit

/// A playground's event log: one line per callback, newest first, each with its time
/// (`13:04:05.120  onTap`), up to `capacity` lines; Clear empties it. Lines are labels in
/// Pretendard's tabular figures, each at most `lineLimit` characters (its values come as
/// `LogExcerpt`s; a longer line is bounded the same way); the placeholder shows while it is empty.
@MainActor
package final class EventLog {
    /// The log's box (named `event-log`): the placeholder or the lines.
    package let widget: WidgetPointer
    /// The heading row: "Events" and the Clear button.
    package let header: WidgetPointer
    /// The most lines kept.
    package let capacity: Int
    private let placeholder = Build.label(tr("Events appear here."), classes: ["typo-caption1", "weight-regular", "event-log-placeholder"])
    package private(set) var count = 0

    package init(capacity: Int = 500) {
        self.capacity = capacity
        widget = Build.vbox(spacing: 2, classes: ["event-log"], [placeholder]).named(ControlPart.eventLog)
        widget.accessibleLabel(tr("Events"))
        let clear = Controls.button(tr("Clear"), part: ControlPart.clearEvents) {}
        header = Build.hbox(spacing: 8, [PageLayout.groupTitle(tr("Events"), wrap: false).expand(horizontal: true), clear.align(nil, .center)])
        Signal.connect(clear, "clicked") { [weak self] in self?.clear() }
    }

    /// The most characters of an event a line shows (a value's excerpt fits well within it).
    static let lineLimit = 240

    /// Adds a line for `event`, stamped with the current local time.
    package func record(_ event: String) {
        let text = "\(Self.timestamp())  \(LogExcerpt.bounded(event, limit: Self.lineLimit))"
        let line = Build.paragraph(text, classes: ["typo-caption1", "weight-regular", "event-line"])
        placeholder.isVisible = false
        Gtk.Box(widget).insertChild(line, after: placeholder)
        count += 1
        if count > capacity, let last = widget.lastChild {
            Gtk.Box(widget).remove(last)
            count -= 1
        }
    }

    /// Empties the log.
    package func clear() {
        while let last = widget.lastChild, last != placeholder { Gtk.Box(widget).remove(last) }
        count = 0
        placeholder.isVisible = true
    }

    /// The lines of the log named `event-log` in `widget`, newest first, without their times.
    package static func events(in log: WidgetPointer) -> [String] {
        log.children.dropFirst().map { line in
            let text = Gtk.Label(line).text
            return text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).first.map(String.init) ?? text
        }
    }

    /// Local time as HH:MM:SS.mmm.
    static func timestamp() -> String {
        let now = LocalTime()
        return now.formatted("%H:%M:%S") + "." + String(1_000 + now.microsecond / 1_000).dropFirst()
    }
}
