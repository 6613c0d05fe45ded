import MontageGtk
import GtkKit
import MontageCatalog
import MontageAudit

/// The window's tools around the page area: the vision simulator wrapping it, the token
/// inspector over it, and under it the code panel (made on first use), the events panel and the
/// interactions panel and the accessibility panel (with its outline over the page).
@MainActor
final class ToolPanels {
    /// The page area with the panels under it.
    let content: WidgetPointer
    /// The token inspector over the page area (Ctrl+Shift+M).
    let inspector: TokenInspector
    /// The vision simulator around the page area (`VisionFilter`).
    let visionFilter: WidgetPointer
    /// The accessibility panel (Ctrl+Shift+A) and its outline over the page.
    let accessibility = AccessibilityPanel()
    /// Over the page while the vision simulator is on.
    let visionBanner = VisionBanner()
    /// Over the page when the window did something on its own.
    let notice = PageNotice()
    /// Every callback of every story (`EventCenter`), newest first, 500 kept.
    let events = EventLog(capacity: 500)
    /// The story's steps, played with real input (Ctrl+Shift+P).
    let interactions = InteractionsPanel()
    private let eventsPanel: WidgetPointer
    private var madeCodePanel: CodeView?
    private var codeRefresh: UInt32 = 0
    private var eventsObservation = 0
    private weak var center: EventCenter?

    /// The panels of `window` around `pages`, the events panel listening to `center`.
    init(around pages: PageHost, window: WidgetPointer, center: EventCenter) {
        visionFilter = VisionFilter.make(child: pages.widget).named(WindowPart.visionFilter).expand(vertical: true)
        inspector = TokenInspector(content: visionFilter, stack: pages.stack, window: window)
        Gtk.Overlay(inspector.widget).addOverlay(accessibility.outline.widget)
        let eventsScroller = Gtk.ScrolledWindow().widget.expand(vertical: true)
        Gtk.ScrolledWindow(eventsScroller).setPolicy(.never, .automatic)
        Gtk.ScrolledWindow(eventsScroller).child = events.widget
        eventsPanel = Build.vbox(spacing: 8, classes: ["story-code-panel"], [events.header, eventsScroller]).named(WindowPart.eventsPanel).size(height: 200)
        eventsPanel.vexpand = false
        eventsPanel.isVisible = false
        content = Build.vbox([notice.widget, visionBanner.widget, inspector.widget, eventsPanel, interactions.widget, accessibility.widget])
        self.center = center
        interactions.center = center
        eventsObservation = center.observe { [weak self] event in self?.events.record(event.line) }
    }

    /// The Swift of the page on screen, under it while the Code button is on (made the first
    /// time it is asked for, hidden).
    var codePanel: CodeView {
        if let madeCodePanel { return madeCodePanel }
        let panel = CodeView(title: tr("Swift for this page"), part: WindowPart.storyCode, fillsHeight: true)
        // A fixed 240 under the page: its scroller fills that and asks for no more.
        panel.widget.classes(["story-code-panel"]).size(height: 240)
        panel.widget.vexpand = false
        panel.widget.isVisible = false
        Gtk.Box(content).insertChild(panel.widget, after: inspector.widget)
        madeCodePanel = panel
        return panel
    }

    /// Shows or hides the events panel.
    func showEvents(_ shown: Bool) { eventsPanel.isVisible = shown }

    /// Shows or hides the code panel; while shown it follows `shown()` (the story and page on
    /// screen; a playground's changes included: it rereads the page twice a second).
    func showCode(_ shown: Bool, of page: @escaping @MainActor () -> (story: Story, page: WidgetPointer)?) {
        codePanel.widget.isVisible = shown
        stopCodeRefresh()
        guard shown else { return }
        refreshCode(page())
        codeRefresh = MainLoop.timeout(milliseconds: 500) { [weak self] in
            self?.refreshCode(page())
            return self != nil
        }
    }

    /// Shows the Swift of `shown` in the code panel, when the panel is shown.
    func refreshCode(_ shown: (story: Story, page: WidgetPointer)?) {
        guard let codePanel = madeCodePanel, codePanel.widget.isVisible, let shown else { return }
        codePanel.code = StoryCode.code(for: shown.story, page: shown.page)
    }

    /// Stops what outlives the window's widgets: the code panel's refresh, the events'
    /// observation, the accessibility panel's audits.
    func stop() {
        center?.stopObserving(eventsObservation)
        interactions.stop()
        stopCodeRefresh()
        accessibility.stop()
    }

    private func stopCodeRefresh() {
        guard codeRefresh != 0 else { return }
        MainLoop.remove(codeRefresh)
        codeRefresh = 0
    }
}
