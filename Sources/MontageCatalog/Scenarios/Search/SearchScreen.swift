import MontageGtk
import GtkKit

/// Seed 004's long list with search: 100,000 names in the GtkListView path of the library
/// (`ListCellListView`), filtered as the user types without holding a frame (the index searches
/// a slice per main-loop turn below GTK's redraw priority) and the match highlighted, with the
/// match count; a search that finds nobody shows an empty state with the query instead.
@MainActor
public final class SearchScreen {
    /// The screen (named `scenario-search`).
    public let widget: WidgetPointer
    /// The names and the current search.
    public let index: SearchIndex
    /// The search field.
    public private(set) var field: TextFieldView!
    /// The list of results.
    public let list: ListCellListView
    private let count: WidgetPointer
    private let scroller: WidgetPointer
    private let empty: WidgetPointer
    private let emptyQuery: WidgetPointer
    private var stepping: UInt32 = 0

    /// A screen over `names`.
    public convenience init(names: [String]) {
        self.init(corpus: SearchIndex.Corpus(names))
    }

    /// A screen over `corpus` (the 100,000 sample names by default, made once per process).
    public init(corpus: SearchIndex.Corpus = .sample) {
        let index = SearchIndex(corpus)
        self.index = index
        list = ListCellListView(count: corpus.names.count) { position in
            let results = index.results
            guard results.indices.contains(position) else { return ListCell(label: "") }
            return ListCell(label: index.names[results[position]]).variant(.full).textEllipsis().highlight(index.query)
        }
        count = Build.label("", classes: ["typo-label2", "weight-medium", "search-count"]).named(SearchPart.matchCount)
        Gtk.Label(count).xalign = 0
        scroller = Gtk.ScrolledWindow().widget.expand(vertical: true).named(SearchPart.scroller)
        scroller.accessibleLabel(tr("Search results"))
        list.widget.accessibleLabel(tr("Search results"))
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        Gtk.ScrolledWindow(scroller).child = list.widget
        emptyQuery = Build.paragraph("", classes: ["typo-body2", "weight-regular", "search-empty-query"]).named(SearchPart.emptyQuery)
        Gtk.Label(emptyQuery).justify = .center
        empty = Build.vbox(spacing: 8, classes: ["search-empty"], [
            IconView.make(.search, size: 36, color: .semantic(.foregroundNeutralQuaternary)),
            Build.label(tr("No results"), classes: ["typo-headline2", "weight-bold", "search-empty-title"]).named(SearchPart.emptyTitle),
            emptyQuery,
        ].map { $0.align(.center, nil) }).named(SearchPart.empty).expand(vertical: true)
        empty.isVisible = false
        widget = Build.vbox(spacing: 8, classes: ["search-screen"], [count, scroller, empty]).named(SearchPart.screen)
        let query = Binding<String>(get: { [weak self] in self?.index.query ?? "" }, set: { [weak self] in self?.search($0) })
        field = TextFieldView(TextField(text: query).icon(.search).placeholder("이름 검색 (한글 또는 Latin)").size(.medium))
        Gtk.Box(widget).prepend(field.widget)
        showCount()
        Retention.attach(self, to: widget)
    }

    /// Searches `text`: the first slice now, the rest between frames.
    public func search(_ text: String) {
        if stepping != 0 { MainLoop.remove(stepping); stepping = 0 }
        index.setQuery(text)
        advance(newQuery: true)
        if !index.isComplete {
            stepping = MainLoop.idle { [weak self] in
                guard let self else { return false }
                self.advance(newQuery: false)
                if self.index.isComplete { self.stepping = 0 }
                return !self.index.isComplete
            }
        }
    }

    /// Searches the next slice and shows it. A new query's first slice puts other people at the
    /// positions kept, so the bound rows are shown again; later slices only append (new rows at
    /// the end, which GTK binds itself).
    private func advance(newQuery: Bool) {
        index.step()
        list.setCount(index.results.count)
        if newQuery { list.reloadShownRows() }
        showCount()
    }

    /// The count (with 찾는 중… while searching), or, once a search found nobody, the empty
    /// state in place of the count and the list.
    private func showCount() {
        let found = index.results.count.grouped
        Gtk.Label(count).text = index.isComplete ? "\(found)명" : "\(found)명 찾는 중…"
        let nobody = index.isComplete && index.results.isEmpty
        if nobody { Gtk.Label(emptyQuery).text = tr("No name contains “%s”.", index.query) }
        empty.isVisible = nobody
        count.isVisible = !nobody
        scroller.isVisible = !nobody
    }

    /// Whether a search is still running (tests, the bench).
    public var isSearching: Bool { stepping != 0 }
}
