import MontageGtk
import GtkKit
import MontageCatalog

extension GalleryWindow {
    /// Choosing a story (the sidebar's row, its search, Tab into the page) and the narrow
    /// window's turns between the sidebar and the page.
    func connectNavigation() {
        Signal.connect(sidebar.list, "row-selected") { [weak self] args in
            guard let self, let row = args.pointer(1), let story = self.sidebar.storyList.story(of: row) else { return nil }
            self.show(story)
            return nil
        }
        // Choosing a story (click, Enter) while the sidebar covers the page goes to the page.
        Signal.connect(sidebar.list, "row-activated") { [weak self] in self?.showPage(focus: true) }
        Signal.connect(header.sidebarToggle, "toggled") { [weak self] in
            guard let self else { return }
            let shown = Gtk.ToggleButton(self.header.sidebarToggle).isActive
            self.split.showsSidebar = shown
            if shown, let row = self.sidebar.selectedRow { row.widget.grabFocus() }
        }
        split.onCollapsedChanged = { [weak self] collapsed in
            guard let self else { return }
            self.header.sidebarToggle.isVisible = collapsed
            // Narrow pages trade their wide margins for room (class `narrow` on the window).
            if collapsed { self.window.classes(["narrow"]) } else { self.window.removeClasses(["narrow"]) }
            if !collapsed { Gtk.ToggleButton(self.header.sidebarToggle).isActive = false }
        }
        sidebar.search.onOpen = { [weak self] story in
            guard let self else { return }
            self.select(storyID: story.id)
            self.showPage(focus: true)
            if !self.split.isCollapsed, let page = self.pages.visiblePage { _ = page.moveFocus(.tabForward) }
        }
        sidebar.search.onStop = { [weak self] in
            guard let self, let row = self.sidebar.selectedRow else { return }
            row.widget.grabFocus()
        }
        header.menu.addAction("search", accelerator: "<Control>f") { [weak self] in self?.startSearch() }
        enterPageOnTab()
    }

    /// Opens on the story `id` (or the first): its row selected, and the keyboard on that row,
    /// not on the first focusable thing of its page.
    package func open(_ id: String?) {
        let stories = model.stories
        guard let first = stories.first(where: { $0.id == id }) ?? stories.first, let row = sidebar.storyList.rows[first.id] else { return }
        Gtk.ListBox(sidebar.list).select(cast(row))
        Gtk.Window(window).focus = row
    }

    /// Tab on a story row goes into the page (GtkListBox would move to the next row, and so
    /// open the next story); the arrows still move between stories.
    private func enterPageOnTab() {
        KeyPress.handle(on: sidebar.list, phase: .capture) { [weak self] press in
            let tab = [Key.tab, Key.keypadTab].contains(press.key)
            guard let self, tab, press.modifiers & (Modifier.shift | Modifier.control) == 0, !self.split.isCollapsed || !self.split.showsSidebar,
                  let page = self.pages.visiblePage else { return false }
            return page.moveFocus(.tabForward)
        }
    }

    /// Ctrl+F: the search field takes the keyboard (bringing the stories over a narrow page).
    func startSearch() {
        if split.isCollapsed { Gtk.ToggleButton(header.sidebarToggle).isActive = true }
        sidebar.search.entry.grabFocus()
        // The query there is selected: typing replaces it.
        Gtk.Editable(sidebar.search.entry).selectAll()
    }

    /// Collapsed: shows the page instead of the sidebar (and focuses into it when asked).
    private func showPage(focus: Bool) {
        guard split.isCollapsed, split.showsSidebar else { return }
        Gtk.ToggleButton(header.sidebarToggle).isActive = false
        if focus, let page = pages.visiblePage { _ = page.moveFocus(.tabForward) }
    }

    /// Whether the window shows the sidebar and the page side by side.
    var isCollapsed: Bool { split.isCollapsed }

    /// Whether the sidebar is shown (side by side, or over the page when collapsed).
    var showsSidebar: Bool { !split.isCollapsed || split.showsSidebar }

    /// Shows the page of `id` and selects its row. Returns false for an unknown id.
    @discardableResult
    public func select(storyID id: String) -> Bool { sidebar.select(id) }

    /// The built page of the story `id`, if it has been shown.
    package func page(of id: String) -> WidgetPointer? { pages.page(of: id) }

    /// Shows `story`'s page, titles the window after it and brings the tools along.
    private func show(_ story: Story) {
        panels.notice.storyShown(story.id)
        pages.show(story, from: model)
        let title = BuildProfile.current.windowTitle(story: Self.fullTitle(story))
        Gtk.Window(window).title = title
        Gtk.Label(header.title).text = title
        currentStory = story.id
        panels.refreshCode(shownPage)
        if panels.accessibility.isShown { panels.accessibility.auditSoon() }
        if panels.interactions.widget.isVisible { panels.interactions.show(model.playable(story)) }
    }

    /// The story on screen and its page.
    var shownPage: (story: Story, page: WidgetPointer)? {
        guard let id = currentStory, let story = pages.story(of: id), let page = pages.page(of: id) else { return nil }
        return (story, page)
    }
}
