import CGtk
import GtkKit

/// The widget names of the search scenario's screen (`SearchScreen`).
package enum SearchPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The screen.
    case screen = "scenario-search"
    /// The label counting the matches.
    case matchCount = "match-count"
    /// The scroller around the results.
    case scroller = "search-scroller"
    /// The text shown while the query is empty.
    case emptyQuery = "search-empty-query"
    /// The empty state shown when nothing matches.
    case empty = "search-empty"
    /// The empty state's title.
    case emptyTitle = "search-empty-title"
}
