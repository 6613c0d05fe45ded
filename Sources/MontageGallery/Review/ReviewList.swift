import GtkKit
import MontageCatalog
import MontageCapture

/// The captures under review (a GtkListBox named `review-list` in the sidebar's look): a row
/// per capture (`review-<file>`) with its file, what changed and the decision on it, under a
/// heading per class in `ReviewSession.queue`'s order.
@MainActor
final class ReviewList {
    /// The GtkListBox.
    let widget: WidgetPointer
    /// The rows, by position in the queue.
    private(set) var rows: [WidgetPointer] = []
    private var decisions: [WidgetPointer] = []
    private var sections: [UInt: String] = [:]
    /// Told when a row is selected (by the keyboard, a click or `select`).
    var onSelect: ((Int) -> Void)?

    init(_ session: ReviewSession) {
        widget = Gtk.ListBox().widget.named(ReviewPart.list)
        Gtk.ListBox(widget).selectionMode = .browse
        widget.accessibleLabel(tr("Captures that differ"))
        let titles = Dictionary(CaptureReport.failureGroups.map { ($0.diffClass ?? "", $0.title) }) { first, _ in first }
        ListBoxSections.install(on: widget, section: { [weak self] in self?.sections[UInt(bitPattern: $0)] }, heading: StoryList.heading)
        for position in session.queue.indices {
            let entry = session.entry(at: position)
            let file = Build.label(entry.file, classes: ["typo-label1", "weight-medium"])
            Gtk.Label(file).ellipsize = .middle
            let detail = Build.label(entry.shownClassDetail ?? entry.summary, classes: ["typo-caption1", "review-detail"])
            Gtk.Label(detail).ellipsize = .end
            let decision = Build.label("", classes: ["typo-caption1", "weight-bold", "review-decision"])
            decision.valign = .center
            let texts = Build.vbox(spacing: 2, [file, detail])
            texts.hexpand = true
            let row = Gtk.ListBoxRow().widget.named(ReviewPart.entry(entry.file))
            Gtk.ListBoxRow(row).child = Build.hbox(spacing: 8, [texts, decision])
            row.tooltip(entry.summary)
            // Its section before it joins the list, which gives it its heading as it does.
            sections[UInt(bitPattern: row)] = titles[entry.diffClass ?? ""] ?? tr("Layout")
            Gtk.ListBox(widget).append(row)
            rows.append(row)
            decisions.append(decision)
            show(entry, at: position)
        }
        Signal.connect(widget, "row-selected") { [weak self] args in
            guard let self, let row = args.pointer(1), let position = self.rows.firstIndex(where: { UnsafeMutableRawPointer($0) == row }) else { return nil }
            self.onSelect?(position)
            return nil
        }
    }

    /// Selects (and scrolls to) the row at `position`.
    func select(_ position: Int) {
        guard rows.indices.contains(position) else { return }
        Gtk.ListBox(widget).select(cast(rows[position]))
        rows[position].grabFocus()
    }

    /// The position selected now.
    var selected: Int? {
        guard let row = Gtk.ListBox(widget).selectedRow else { return nil }
        return rows.firstIndex { UnsafeMutableRawPointer($0) == UnsafeMutableRawPointer(row) }
    }

    /// Shows the decision on the entry at `position` (its mark in the report).
    func show(_ entry: CaptureReport.Entry, at position: Int) {
        let decision = decisions[position], row = rows[position]
        Gtk.Label(decision).text = CaptureReport.title(of: entry.review)
        for (name, on) in [("accepted", entry.review == .accepted), ("kept", entry.review == .kept)] {
            if on { decision.classes([name]) } else { decision.removeClasses([name]) }
        }
        row.accessibleLabel([entry.file, entry.shownClassDetail ?? entry.summary, CaptureReport.title(of: entry.review)].filter { !$0.isEmpty }.joined(separator: ", "))
    }
}
