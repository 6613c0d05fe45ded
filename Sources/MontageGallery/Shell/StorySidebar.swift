import MontageGtk
import GtkKit
import MontageCatalog

/// The sidebar: the search field over the stories grouped by section, in a scroller of its own.
@MainActor
final class StorySidebar {
    /// The sidebar's box.
    let widget: WidgetPointer
    /// The stories' list.
    let storyList: StoryList
    /// The search over the stories (Ctrl+F).
    let search: StorySearch
    private let scroller: WidgetPointer

    /// A sidebar listing `stories`.
    init(_ stories: [Story]) {
        let storyList = StoryList(stories)
        self.storyList = storyList
        scroller = Gtk.ScrolledWindow().widget.expand(vertical: true).named(WindowPart.sidebarScroller)
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        Gtk.ScrolledWindow(scroller).child = storyList.widget
        search = StorySearch(rows: stories.map { ($0, storyList.rows[$0.id]!) })
        // Shown by the list when the search hides every story.
        Gtk.ListBox(storyList.widget).setPlaceholder(search.noMatches)
        widget = Build.vbox(classes: ["gallery-sidebar"], [search.entry, scroller]).named(WindowPart.sidebar)
    }

    /// The GtkListBox of the stories.
    var list: WidgetPointer { storyList.widget }

    /// The selected story's row, if any.
    var selectedRow: WidgetPointer? { Gtk.ListBox(list).selectedRow.map { cast($0) } }

    /// Lists `stories` instead (search included) when they are not the ones listed.
    func show(_ stories: [Story]) -> Bool {
        guard stories.map(\.id) != storyList.listed.map(\.id) || stories.map(\.title) != storyList.listed.map(\.title)
                || stories.map(\.section) != storyList.listed.map(\.section) else { return false }
        storyList.setStories(stories)
        search.setRows(stories.map { ($0, storyList.rows[$0.id]!) })
        return true
    }

    /// Selects the row of `id` and scrolls it into view; false for an unknown id.
    @discardableResult
    func select(_ id: String) -> Bool {
        guard let row = storyList.rows[id] else { return false }
        Gtk.ListBox(list).select(cast(row))
        reveal(row)
        return true
    }

    /// Scrolls the sidebar so `row` is in view, once it is laid out (a story folder's rows are
    /// new, and may be far down the list).
    private func reveal(_ row: WidgetPointer, tries: Int = 20) {
        let weakRow = WeakObject(row)
        MainLoop.timeout(milliseconds: 16) { [weak self] in
            guard let self, let row = weakRow.pointer, let adjustment = Gtk.ScrolledWindow(self.scroller).vertical else { return false }
            guard row.height > 0, let bounds = row.bounds(in: self.list) else {
                if tries > 1 { self.reveal(row, tries: tries - 1) }
                return false
            }
            let top = bounds.y, bottom = top + bounds.height
            let value = adjustment.value, page = adjustment.pageSize
            if top < value { adjustment.value = top } else if bottom > value + page { adjustment.value = bottom - page }
            return false
        }
    }
}
