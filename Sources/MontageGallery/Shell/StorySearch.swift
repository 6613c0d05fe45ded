import MontageGtk
import GtkKit
import MontageCatalog

/// The sidebar's search (Ctrl+F): typing keeps the stories whose title, section or keywords (a
/// Docs page's modifiers) contain the text (case-insensitive; a section's heading goes with its first story shown); Enter opens
/// the first match; Escape clears the search and goes back to the list.
@MainActor
final class StorySearch {
    /// The GtkSearchEntry (named `story-search`).
    let entry: WidgetPointer
    private var rows: [(story: Story, row: WidgetPointer)]
    /// Called with the story to open (Enter).
    var onOpen: (@MainActor (Story) -> Void)?
    /// Called when the search ends with Escape.
    var onStop: (@MainActor () -> Void)?
    /// What the list shows when no story matches (the list's placeholder).
    let noMatches = Build.label("", classes: ["typo-body2", "weight-regular", "empty-state", "no-matches"], wrap: true).named(WindowPart.noMatches)

    init(rows: [(story: Story, row: WidgetPointer)]) {
        self.rows = rows
        entry = Gtk.SearchEntry().widget.named(WindowPart.storySearch).classes(["story-search"])
        Properties.set(entry, "placeholder-text", tr("Search stories"))
        entry.accessibleLabel(tr("Search stories"))
        Signal.connect(entry, "search-changed") { [weak self] in self?.filter() }
        Signal.connect(entry, "activate") { [weak self] in
            guard let self, let first = self.matches.first else { return }
            self.onOpen?(first)
        }
        Signal.connect(entry, "stop-search") { [weak self] in
            guard let self else { return }
            Gtk.Editable(self.entry).text = ""
            self.onStop?()
        }
    }

    /// Searches `rows` instead (the sidebar's stories changed), with the query typed.
    func setRows(_ rows: [(story: Story, row: WidgetPointer)]) {
        self.rows = rows
        filter()
    }

    /// The query as typed.
    var query: String { Gtk.Editable(entry).text }

    /// The stories shown, in sidebar order.
    var matches: [Story] { rows.filter { ($0.row).isVisible }.map(\.story) }

    /// Whether `story` matches `query` (every word, in its title, section, id or keywords).
    static func matches(_ story: Story, _ query: String) -> Bool {
        let haystack = ([story.section, story.title, story.id] + story.keywords).joined(separator: " ").lowercased()
        return query.lowercased().split(separator: " ").allSatisfy { haystack.contains($0) }
    }

    private func filter() {
        let query = self.query
        for (story, row) in rows { row.isVisible = Self.matches(story, query) }
        Gtk.Label(noMatches).text = tr("No story matches “%s”.", query)
    }
}
