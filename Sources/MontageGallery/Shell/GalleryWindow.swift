import Glibc
import MontageGtk
import GtkKit
import MontageCatalog

/// The gallery window: a header bar with the scheme switch, a sidebar of stories grouped by
/// section, and the selected story's page (built on first visit, kept afterwards). Below
/// `breakpoint` wide the sidebar and the page share the window: the page shows, and the
/// header's sidebar button brings the stories over it (choosing one goes back to its page).
@MainActor
public final class GalleryWindow {
    /// The GtkApplicationWindow.
    public let window: WidgetPointer
    private let stack: WidgetPointer
    private let list: WidgetPointer
    private let switcher: SchemeSwitcher
    private var menu: GalleryMenu!
    private let split: AdaptiveSplit
    private let sidebarToggle: WidgetPointer
    private let titleLabel: WidgetPointer
    private var search: StorySearch!
    private let codeToggle: WidgetPointer
    /// The Swift of the page on screen, under it while the Code button is on (made the first
    /// time it is asked for, hidden).
    var codePanel: CodeView {
        if let madeCodePanel { return madeCodePanel }
        let panel = CodeView(title: tr("Swift for this page"), name: "story-code", fillsHeight: true)
        // A fixed 240 under the page: its scroller fills that and asks for no more.
        panel.widget.classes(["story-code-panel"]).size(height: 240)
        gtk_widget_set_vexpand(panel.widget, 0)
        gtk_widget_set_visible(panel.widget, 0)
        Gtk.Box(content).insertChild(panel.widget, after: inspector.widget)
        madeCodePanel = panel
        return panel
    }
    private var madeCodePanel: CodeView?
    /// The token inspector over the page stack (Ctrl+Shift+M).
    let inspector: TokenInspector
    /// The page stack (in the inspector's overlay), then the code panel once made, then the events panel.
    private let content: WidgetPointer
    private var pages: [String: (story: Story, page: WidgetPointer)] = [:]
    private var codeRefresh: UInt32 = 0
    private let eventsToggle: WidgetPointer
    private let compareToggle: WidgetPointer
    /// The header's Accessibility toggle (the panel's).
    let accessibilityToggle: WidgetPointer
    /// The accessibility panel (Ctrl+Shift+A) and its outline over the page.
    let accessibility = AccessibilityPanel()
    /// The vision simulator around the page area (`VisionFilter`).
    let visionFilter: WidgetPointer
    /// The scheme or text size changing (the accessibility panel audits again).
    var themeObservation: ThemeObservation?
    /// The current story in two or four variants, in place of its page while Compare is on.
    package let compare = CompareView()
    private let eventsPanel: WidgetPointer
    /// Every callback of every story (`EventCenter`), newest first, 500 kept.
    let events = EventLog(capacity: 500)
    private var eventsObservation = 0
    private var built: Set<String> = []
    private let storyList: StoryList
    private var rows: [String: WidgetPointer] { storyList.rows }
    /// The story on screen.
    public private(set) var currentStory: String?

    /// Narrower than this, the sidebar and the page take turns.
    static let breakpoint: Int32 = 720
    /// The sidebar's width beside the page.
    static let sidebarWidth: Int32 = 220

    /// A window showing `stories`, opening on `initialStory` (or the first); an application
    /// window of `application` when one is given, else a plain window (tests, capture).
    /// With `statePath`, the window saves its size, scheme, direction, text scale and story
    /// there when it closes (`GalleryState`, `GalleryStateFile`).
    public init(application: UnsafeMutablePointer<GtkApplication>?, stories: [Story] = StoryRegistry.all,
                initialStory: String? = nil, theme: GalleryOptions.ThemeChoice = .system, statePath: String? = nil) {
        window = application.map { gtk_application_window_new($0)! } ?? gtk_window_new()!
        // Tabbing onto a copyable value (a swatch's hex) puts the caret there, not a selection.
        if let settings = gtk_settings_get_default() { Properties.set(settings, "gtk-label-select-on-focus", false) }
        gtk_widget_add_css_class(window, "montage")
        Gtk.Window(window).title = BuildProfile.current.title
        Gtk.Window(window).setDefaultSize(1200, 800)

        switcher = SchemeSwitcher(initial: theme)
        let header = gtk_header_bar_new()!.classes(["gallery-header"])
        titleLabel = Build.label(BuildProfile.current.title, classes: ["title"]).named("window-title")
        Gtk.Label(titleLabel).ellipsize = PANGO_ELLIPSIZE_END
        Gtk.HeaderBar(header).titleWidget = titleLabel
        sidebarToggle = gtk_toggle_button_new()!.named("sidebar-toggle")
        Gtk.Button(sidebarToggle).iconName = Icons.gtkName(Icon.menu.rawValue)
        sidebarToggle.tooltip(tr("Stories"))
        cgtk_accessible_set_label(sidebarToggle, tr("Show stories"))
        gtk_widget_set_visible(sidebarToggle, 0)
        Gtk.HeaderBar(header).packStart(sidebarToggle)
        Gtk.Window(window).titlebar = header

        storyList = StoryList(stories)
        list = storyList.widget
        stack = gtk_stack_new()!.classes(["gallery-content"]).expand(horizontal: true, vertical: true)
        Gtk.Stack(stack).transitionType = GTK_STACK_TRANSITION_TYPE_NONE
        // The page stack and the compare view take turns under the inspector's overlay.
        gtk_widget_set_visible(compare.widget, 0)
        visionFilter = VisionFilter.make(child: Build.vbox([stack, compare.widget.classes(["compare-area"])]).expand(vertical: true))
            .named("vision-filter").expand(vertical: true)
        inspector = TokenInspector(content: visionFilter, stack: stack, window: window)
        Gtk.Overlay(inspector.widget).addOverlay(accessibility.outline.widget)

        let scroller = gtk_scrolled_window_new()!.expand(vertical: true).named("sidebar-scroller")
        Gtk.ScrolledWindow(scroller).setPolicy(GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        Gtk.ScrolledWindow(scroller).child = list
        let sidebar = Build.vbox(classes: ["gallery-sidebar"], [scroller]).named("sidebar")
        codeToggle = gtk_toggle_button_new_with_label(tr("Code"))!.named("code-toggle")
        codeToggle.tooltip(tr("The Swift that builds this page (Ctrl+Shift+C)"))

        eventsToggle = gtk_toggle_button_new_with_label(tr("Events"))!.named("events-toggle")
        eventsToggle.tooltip(tr("Every callback of every story (Ctrl+Shift+E)"))
        compareToggle = gtk_toggle_button_new_with_label(tr("Compare"))!.named("compare-toggle")
        compareToggle.tooltip(tr("This story in two or four variants side by side (Ctrl+Shift+D)"))
        // An icon (the eye: how the page is seen), so the header's tools still fit beside a long title.
        accessibilityToggle = gtk_toggle_button_new()!.named("accessibility-toggle")
        Gtk.Button(accessibilityToggle).iconName = Icons.gtkName(Icon.eye.rawValue)
        cgtk_accessible_set_label(accessibilityToggle, tr("Accessibility"))
        accessibilityToggle.tooltip(tr("This page's accessibility audit and vision simulator (Ctrl+Shift+A)"))
        // The panel buttons, Compare and the inspector's give way in narrow windows (the menu has them).
        Gtk.HeaderBar(header).packStart(Collapsible(Build.hbox(spacing: 6, [codeToggle, eventsToggle, compareToggle, inspector.toggle,
                                                                           accessibilityToggle])).widget)
        let eventsScroller = gtk_scrolled_window_new()!.expand(vertical: true)
        Gtk.ScrolledWindow(eventsScroller).setPolicy(GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        Gtk.ScrolledWindow(eventsScroller).child = events.widget
        eventsPanel = Build.vbox(spacing: 8, classes: ["story-code-panel"], [events.header, eventsScroller]).named("events-panel").size(height: 200)
        gtk_widget_set_vexpand(eventsPanel, 0)
        gtk_widget_set_visible(eventsPanel, 0)
        content = Build.vbox([inspector.widget, eventsPanel, accessibility.widget])
        split = AdaptiveSplit(sidebar: sidebar, content: content, sidebarWidth: Self.sidebarWidth, breakpoint: Self.breakpoint)
        menu = GalleryMenu(window: window, switcher: switcher)
        Gtk.HeaderBar(header).packEnd(menu.button)
        // The switch gives way in narrow windows (the menu has the same choice).
        Gtk.HeaderBar(header).packEnd(Collapsible(switcher.widget).widget)
        Gtk.Window(window).child = split.widget

        Signal.connect(list, "row-selected") { [weak self] args in
            guard let self, let row = args.pointer(1), let story = self.storyList.story(of: row) else { return nil }
            self.show(story)
            return nil
        }
        // Choosing a story (click, Enter) while the sidebar covers the page goes to the page.
        Signal.connect(list, "row-activated") { [weak self] in self?.showPage(focus: true) }
        Signal.connect(sidebarToggle, "toggled") { [weak self] in
            guard let self else { return }
            let shown = Gtk.ToggleButton(self.sidebarToggle).isActive
            self.split.showsSidebar = shown
            if shown, let row = Gtk.ListBox(self.list).selectedRow { gtk_widget_grab_focus(cast(row)) }
        }
        split.onCollapsedChanged = { [weak self] collapsed in
            guard let self else { return }
            gtk_widget_set_visible(self.sidebarToggle, collapsed ? 1 : 0)
            // Narrow pages trade their wide margins for room (class `narrow` on the window).
            if collapsed { gtk_widget_add_css_class(self.window, "narrow") } else { gtk_widget_remove_css_class(self.window, "narrow") }
            if !collapsed { gtk_toggle_button_set_active(cast(self.sidebarToggle), 0) }
        }
        search = StorySearch(rows: stories.map { ($0, rows[$0.id]!) })
        Gtk.Box(sidebar).prepend(search.entry)
        search.onOpen = { [weak self] story in
            guard let self else { return }
            self.select(storyID: story.id)
            self.showPage(focus: true)
            if !self.split.isCollapsed, let page = Gtk.Stack(self.stack).visibleChild {
                _ = gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD)
            }
        }
        search.onStop = { [weak self] in
            guard let self, let row = Gtk.ListBox(self.list).selectedRow else { return }
            gtk_widget_grab_focus(cast(row))
        }
        menu.addAction("search", accelerator: "<Control>f") { [weak self] in self?.startSearch() }
        menu.addAction("code", accelerator: "<Control><Shift>c") { [weak self] in
            guard let self else { return }
            Gtk.ToggleButton(self.codeToggle).isActive = !Gtk.ToggleButton(self.codeToggle).isActive
        }
        menu.addAction("events", accelerator: "<Control><Shift>e") { [weak self] in
            guard let self else { return }
            Gtk.ToggleButton(self.eventsToggle).isActive = !Gtk.ToggleButton(self.eventsToggle).isActive
        }
        menu.addAction("compare", accelerator: "<Control><Shift>d") { [weak self] in
            guard let self else { return }
            Gtk.ToggleButton(self.compareToggle).isActive = !Gtk.ToggleButton(self.compareToggle).isActive
        }
        Signal.connect(compareToggle, "toggled") { [weak self] in
            guard let self else { return }
            self.showCompare(Gtk.ToggleButton(self.compareToggle).isActive)
        }
        menu.addAction("inspect", accelerator: "<Control><Shift>m") { [weak self] in self?.inspector.toggleActive() }
        connectAccessibility()
        menu.addAction("open-stories", accelerator: "<Control>o") { [weak self] in self?.chooseStoryFolder() }
        menu.addAction("review-captures", accelerator: "<Control><Shift>r") { [weak self] in self?.chooseReviewFolder() }
        Signal.connect(eventsToggle, "toggled") { [weak self] in
            guard let self else { return }
            gtk_widget_set_visible(self.eventsPanel, gtk_toggle_button_get_active(cast(self.eventsToggle)))
        }
        eventsObservation = EventCenter.observe { [weak self] event in self?.events.record(event.line) }
        Signal.connect(window, "destroy") { [weak self] () -> Void in
            guard let self else { return }
            EventCenter.stopObserving(self.eventsObservation)
            // Its widgets are gone: the code panel's refresh must not read them again (this
            // object lives on while anyone holds it).
            self.stopCodeRefresh()
            self.accessibility.stop()
        }
        Signal.connect(codeToggle, "toggled") { [weak self] in
            guard let self else { return }
            self.showCode(Gtk.ToggleButton(self.codeToggle).isActive)
        }
        enterPageOnTab()
        let first = stories.first { $0.id == initialStory } ?? stories.first
        if let first, let row = rows[first.id] {
            Gtk.ListBox(list).select(cast(row))
            // The keyboard starts on the story's row, not on the first focusable thing of its page.
            Gtk.Window(window).focus = row
        }
        if let statePath { remember(in: GalleryStateFile(path: statePath)) }
        // On closing; quitting (Ctrl+Q, SIGTERM) closes no window and saves through the app.
        Signal.connect(window, "close-request") { [weak self] () -> Void in self?.saveState() }
        // A window that is gone has nothing to say (the app's shutdown may still ask).
        Signal.connect(window, "destroy") { [weak self] () -> Void in self?.stateFile = nil }
        Retention.attach(self, to: window, key: "montage-gallery-window")
    }

    private var stateFile: GalleryStateFile?

    /// Saves the window's state in `file` when it closes; the state it has now is the one in
    /// effect at start (`GalleryStateFile.baseline`: only what the user changes from it is
    /// saved, so the command line's options are not remembered).
    func remember(in file: GalleryStateFile) {
        file.baseline = state
        stateFile = file
    }

    /// Saves what the window would remember (nothing without a state file); what went wrong,
    /// or a file moved aside, is a warning line on stderr.
    func saveState() {
        guard let stateFile else { return }
        for line in stateFile.save(state) { StandardError.write("montage-gallery: " + line) }
    }

    /// What the window would remember now.
    var state: GalleryState {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(cast(window), &width, &height)
        var state = GalleryState()
        if width > 0, height > 0 { (state.width, state.height) = (width, height) }
        state.scheme = switcher.choice
        state.rightToLeft = menu.state(of: "direction") == "rtl"
        state.textScale = Int(menu.state(of: "text-scale") ?? "100") ?? 100
        state.story = currentStory
        state.storyFolders = FileStoryCatalog.folders.map(\.path)
        return state
    }

    /// A story's title with its section, unique in the gallery ("ListCell › Playground").
    static func fullTitle(_ story: Story) -> String { "\(story.section) › \(story.title)" }

    /// Tab on a story row goes into the page (GtkListBox would move to the next row, and so
    /// open the next story); the arrows still move between stories.
    private func enterPageOnTab() {
        KeyPress.handle(on: list, phase: GTK_PHASE_CAPTURE) { [weak self] press in
            let tab = [GDK_KEY_Tab, GDK_KEY_KP_Tab].contains(press.key)
            guard let self, tab, press.modifiers & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue) == 0, !self.split.isCollapsed || !self.split.showsSidebar,
                  let page = Gtk.Stack(self.stack).visibleChild else { return false }
            return gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD) != 0
        }
    }

    /// Ctrl+F: the search field takes the keyboard (bringing the stories over a narrow page).
    func startSearch() {
        if split.isCollapsed { gtk_toggle_button_set_active(cast(sidebarToggle), 1) }
        gtk_widget_grab_focus(search.entry)
    }

    /// The sidebar's search, for tests.
    var storySearch: StorySearch { search }

    /// Collapsed: shows the page instead of the sidebar (and focuses into it when asked).
    private func showPage(focus: Bool) {
        guard split.isCollapsed, split.showsSidebar else { return }
        Gtk.ToggleButton(sidebarToggle).isActive = false
        if focus, let page = Gtk.Stack(stack).visibleChild { _ = gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD) }
    }

    /// Whether the window shows the sidebar and the page side by side.
    var isCollapsed: Bool { split.isCollapsed }

    /// Whether the sidebar is shown (side by side, or over the page when collapsed).
    var showsSidebar: Bool { !split.isCollapsed || split.showsSidebar }

    /// Shows the page of `id` and selects its row. Returns false for an unknown id.
    @discardableResult
    public func select(storyID id: String) -> Bool {
        guard let row = rows[id] else { return false }
        Gtk.ListBox(list).select(cast(row))
        reveal(row)
        return true
    }

    /// Scrolls the sidebar so `row` is in view, once it is laid out (a story folder's rows are
    /// new, and may be far down the list).
    private func reveal(_ row: WidgetPointer, tries: Int = 20) {
        let weakRow = WeakObject(row)
        MainLoop.timeout(milliseconds: 16) { [weak self] in
            guard let self, let row = weakRow.pointer, let scroller = self.window.descendant(named: "sidebar-scroller"),
                  let adjustment = gtk_scrolled_window_get_vadjustment(cast(scroller)) else { return false }
            var bounds = graphene_rect_t()
            guard gtk_widget_get_height(row) > 0, gtk_widget_compute_bounds(row, self.list, &bounds) != 0 else {
                if tries > 1 { self.reveal(row, tries: tries - 1) }
                return false
            }
            let top = Double(bounds.origin.y), bottom = top + Double(bounds.size.height)
            let value = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
            if top < value { gtk_adjustment_set_value(adjustment, top) } else if bottom > value + page { gtk_adjustment_set_value(adjustment, bottom - page) }
            return false
        }
    }

    /// The main menu, for tests.
    var mainMenu: GalleryMenu { menu }

    /// The scheme switch, for tests.
    var schemeSwitch: WidgetPointer { switcher.widget }

    /// Takes in what changed in the story folders: a re-read file (`source`) updates its
    /// stories' pages in place; stories that came or went change the sidebar.
    package func storyFilesChanged(_ source: StorySource?) {
        let stories = StoryRegistry.all
        if stories.map(\.id) != storyList.listed.map(\.id) || stories.map(\.title) != storyList.listed.map(\.title) {
            let current = currentStory
            storyList.setStories(stories)
            search.setRows(stories.map { ($0, rows[$0.id]!) })
            for id in built where rows[id] == nil { dropPage(id) }
            if let current, rows[current] != nil { select(storyID: current) } else if let first = stories.first { select(storyID: first.id) }
        }
        guard let source else { return }
        for id in built where FileStoryCatalog.source(of: id) === source {
            // The page takes the file's new version in place (its scroll position and focus stay).
            if let page = pages[id]?.page, let view = FileStoryPage.of(page) { view.refresh() } else { dropPage(id) }
        }
    }

    /// Asks for a folder of story files (a folder chooser), then opens it.
    func chooseStoryFolder() {
        chooseFolder(title: tr("Open Story Folder")) { [weak self] path in self?.openStories(at: path) }
    }

    /// Asks for the folder of a comparison run (`--compare`'s output), then opens its review.
    func chooseReviewFolder() {
        chooseFolder(title: tr("Review Captures")) { [weak self] path in
            guard let self else { return }
            ReviewWindow.open(folder: path, from: self.window)
        }
    }

    /// A modal folder chooser titled `title`; `chosen` gets the folder's path.
    private func chooseFolder(title: String, _ chosen: @escaping @MainActor (String) -> Void) {
        let chooser = gtk_file_chooser_native_new(title, cast(window), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, tr("Open"), tr("Cancel"))!
        gtk_native_dialog_set_modal(cast(chooser), 1)
        Signal.connect(chooser, "response") { arguments in
            if arguments.int(1) == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(cast(chooser)) {
                if let path = g_file_get_path(file) {
                    chosen(String(cString: path))
                    g_free(path)
                }
                g_object_unref(file.gRaw)
            }
            g_object_unref(chooser.gRaw)  // the chooser's own reference, taken when it was made
            return nil
        }
        gtk_native_dialog_show(cast(chooser))
    }

    /// Adds the story folder at `path` (watched, remembered with the window) and shows its first
    /// story.
    func openStories(at path: String) {
        let folder = FileStoryCatalog.add(folder: path)
        folder.watch()
        storyFilesChanged(nil)
        let first = StoryRegistry.all.first { FileStoryCatalog.source(of: $0.id).map { source in folder.sources.contains { $0 === source } } ?? false }
        if let first { select(storyID: first.id) }
    }

    /// The built page of the story `id`, if it has been shown.
    package func page(of id: String) -> WidgetPointer? { pages[id]?.page }

    /// Whether the compare view shows in place of the page.
    var isComparing: Bool { gtk_widget_get_visible(compare.widget) != 0 }

    /// Forgets the built page of `id` (built again when next shown).
    private func dropPage(_ id: String) {
        guard let page = pages[id]?.page else { return }
        Gtk.Stack(stack).remove(page)
        pages[id] = nil
        built.remove(id)
    }

    private func show(_ story: Story) {
        if !built.contains(story.id) {
            let page: WidgetPointer
            if story.fillsHeight {
                page = Build.vbox(classes: ["montage-surface"], [story.build().expand(vertical: true)]).named("page-\(story.id)")
            } else {
                page = gtk_scrolled_window_new()!.named("page-\(story.id)")
                // Pages fit the window's width (they wrap); only vertical scrolling.
                Gtk.ScrolledWindow(page).setPolicy(GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
                Gtk.ScrolledWindow(page).child = Build.vbox(classes: ["montage-surface"], [story.build()])
            }
            Gtk.Stack(stack).addNamed(page, story.id)
            built.insert(story.id)
            pages[story.id] = (story, page)
        }
        Gtk.Stack(stack).visibleChildName = story.id
        let title = BuildProfile.current.windowTitle(story: Self.fullTitle(story))
        Gtk.Window(window).title = title
        Gtk.Label(titleLabel).text = title
        currentStory = story.id
        EventCenter.currentStory = story.id
        if gtk_widget_get_visible(compare.widget) != 0 { compare.show(story) }
        refreshCode()
        if accessibility.isShown { accessibility.auditSoon() }
    }

    /// Shows the current story side by side in variants instead of its page, or the page again
    /// (the panels' story instances are freed).
    private func showCompare(_ shown: Bool) {
        gtk_widget_set_visible(stack, shown ? 0 : 1)
        gtk_widget_set_visible(compare.widget, shown ? 1 : 0)
        if shown, let id = currentStory, let story = pages[id]?.story { compare.show(story) } else { compare.clear() }
        if accessibility.isShown { accessibility.auditSoon() }
    }

    /// Shows or hides the code panel; while shown it follows the page (a playground's changes
    /// included: it rereads the page twice a second).
    private func showCode(_ shown: Bool) {
        gtk_widget_set_visible(codePanel.widget, shown ? 1 : 0)
        stopCodeRefresh()
        guard shown else { return }
        refreshCode()
        codeRefresh = MainLoop.timeout(milliseconds: 500) { [weak self] in
            self?.refreshCode()
            return self != nil
        }
    }

    private func stopCodeRefresh() {
        guard codeRefresh != 0 else { return }
        MainLoop.remove(codeRefresh)
        codeRefresh = 0
    }

    private func refreshCode() {
        guard let codePanel = madeCodePanel, gtk_widget_get_visible(codePanel.widget) != 0, let id = currentStory, let shown = pages[id] else { return }
        codePanel.code = StoryCode.code(for: shown.story, page: shown.page)
    }
}
