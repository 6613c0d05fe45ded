import Glibc
import MontageGtk
import GtkKit
import MontageCatalog

/// The gallery window: a header bar with the scheme switch, a sidebar of stories grouped by
/// section, and the selected story's page (built on first visit, kept afterwards). Below
/// `breakpoint` wide the sidebar and the page share the window: the page shows, and the
/// header's sidebar button brings the stories over it (choosing one goes back to its page).
/// It is made of parts, each in a file of its own: the header, the sidebar, the page host,
/// the tool panels, and the hook-ups of navigation, tools, accessibility, story folders and
/// remembered state.
@MainActor
public final class GalleryWindow {
    /// The GtkApplicationWindow.
    public let window: WidgetPointer
    /// What the window shows: its stories, story folders and events.
    package let model: GalleryModel
    /// The header bar.
    let header: GalleryHeader
    /// The sidebar of stories.
    let sidebar: StorySidebar
    /// The stories' pages and the compare view.
    let pages: PageHost
    /// The inspector, the vision simulator and the panels under the page.
    let panels: ToolPanels
    /// The sidebar beside the page, or over it when narrow.
    package let split: AdaptiveSplit
    /// The file the window's state is saved in when it closes (none: not remembered).
    var stateFile: GalleryStateFile?
    /// The scheme or text size changing (the accessibility panel audits again).
    var themeObservation: ThemeObservation?
    /// The story on screen.
    public internal(set) var currentStory: String?

    /// Narrower than this, the sidebar and the page take turns.
    static let breakpoint: Int32 = 720
    /// The sidebar's width beside the page.
    static let sidebarWidth: Int32 = 220

    /// A window showing `model`'s stories, opening on `initialStory` (or the first); an
    /// application window of `application` when one is given, else a plain window (tests,
    /// capture). With `statePath`, the window saves its size, scheme, direction, text scale and
    /// story there when it closes (`GalleryState`, `GalleryStateFile`).
    package init(model: GalleryModel, application: ApplicationPointer?, initialStory: String? = nil,
                 theme: ThemeChoice = .system, statePath: String? = nil) {
        self.model = model
        window = Self.makeWindow(application)
        pages = PageHost(events: model.events)
        panels = ToolPanels(around: pages, window: window, center: model.events)
        header = GalleryHeader(window: window, theme: theme, inspectorToggle: panels.inspector.toggle)
        sidebar = StorySidebar(model.stories)
        split = AdaptiveSplit(sidebar: sidebar.widget, content: panels.content, sidebarWidth: Self.sidebarWidth, breakpoint: Self.breakpoint)
        Gtk.Window(window).titlebar = header.bar
        Gtk.Window(window).child = split.widget
        connectNavigation()
        connectTools()
        connectAccessibility()
        markStoryProblems()
        open(initialStory)
        if let statePath { remember(in: GalleryStateFile(path: statePath)) }
        connectLifetime()
        Retention.attach(self, to: window, key: "montage-gallery-window")
    }

    /// The GtkWindow: an application window of `application`, or a plain one.
    private static func makeWindow(_ application: ApplicationPointer?) -> WidgetPointer {
        let window = application.map { Gtk.ApplicationWindow(application: $0).widget } ?? Gtk.Window().widget
        // Tabbing onto a copyable value (a swatch's hex) puts the caret there, not a selection.
        if let settings = Settings.current { Properties.set(settings, "gtk-label-select-on-focus", false) }
        window.classes(["montage"])
        Gtk.Window(window).title = BuildProfile.current.title
        Gtk.Window(window).setDefaultSize(1200, 800)
        return window
    }

    /// On closing, the state is saved (quitting, Ctrl+Q or SIGTERM, closes no window and saves
    /// through the app); once the widgets are gone, nothing reads them again (this object lives
    /// on while anyone holds it) and a window that is gone has nothing to say.
    private func connectLifetime() {
        Signal.connect(window, "close-request") { [weak self] () -> Void in self?.saveState() }
        Signal.connect(window, "destroy") { [weak self] () -> Void in
            self?.panels.stop()
            self?.stateFile = nil
        }
    }

    /// A story's title with its section, unique in the gallery ("ListCell › Playground").
    static func fullTitle(_ story: Story) -> String { "\(story.section) › \(story.title)" }
}
