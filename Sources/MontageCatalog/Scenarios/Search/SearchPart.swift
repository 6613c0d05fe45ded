import GtkKit

/// The widget names of the search scenario's screen (`SearchScreen`).
///
/// Its parts: `screen` the screen; `matchCount` the label counting the matches; `scroller` the
/// scroller around the results; `emptyQuery` the text shown while the query is empty; `empty` the
/// empty state shown when nothing matches; `emptyTitle` the empty state's title.
package enum SearchPart: String, CaseIterable, Sendable, WidgetPartName {
    case screen = "scenario-search", matchCount = "match-count", scroller = "search-scroller",
         emptyQuery = "search-empty-query", empty = "search-empty", emptyTitle = "search-empty-title"
}
