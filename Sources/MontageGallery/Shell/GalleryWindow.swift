import MontageGtk
import GtkKit

/// The gallery window: a header bar with the scheme switch, a sidebar of stories grouped by
/// section, and the selected story's page (built on first visit, kept afterwards).
@MainActor
public final class GalleryWindow {
    /// The GtkApplicationWindow.
    public let window: WidgetPointer
    private let stack: WidgetPointer
    private let list: WidgetPointer
    private let switcher: SchemeSwitcher
    private var built: Set<String> = []
    private var rows: [String: WidgetPointer] = [:]
    /// The story on screen.
    public private(set) var currentStory: String?

    /// A window showing `stories`, opening on `initialStory` (or the first); an application
    /// window of `application` when one is given, else a plain window (tests, capture).
    public init(application: UnsafeMutablePointer<GtkApplication>?, stories: [Story] = StoryRegistry.all,
                initialStory: String? = nil, theme: GalleryOptions.ThemeChoice = .system) {
        window = application.map { gtk_application_window_new($0)! } ?? gtk_window_new()!
        gtk_widget_add_css_class(window, "montage")
        gtk_window_set_title(cast(window), "Montage Gallery")
        gtk_window_set_default_size(cast(window), 1200, 800)

        switcher = SchemeSwitcher(initial: theme)
        let header = gtk_header_bar_new()!.classes(["gallery-header"])
        gtk_header_bar_pack_end(cast(header), switcher.widget)
        gtk_window_set_titlebar(cast(window), header)

        list = gtk_list_box_new()!.named("story-list")
        gtk_list_box_set_selection_mode(cast(list), GTK_SELECTION_BROWSE)
        cgtk_accessible_set_label(list, "Stories")
        stack = gtk_stack_new()!.classes(["gallery-content"]).expand(horizontal: true, vertical: true)
        gtk_stack_set_transition_type(cast(stack), GTK_STACK_TRANSITION_TYPE_NONE)

        let sidebar = gtk_scrolled_window_new()!.classes(["gallery-sidebar"]).size(width: 220)
        gtk_scrolled_window_set_policy(cast(sidebar), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(sidebar), list)
        gtk_window_set_child(cast(window), Build.hbox([sidebar, stack]))

        var section: String?
        for story in stories {
            if story.section != section {
                section = story.section
                gtk_list_box_append(cast(list), sectionRow(story.section))
            }
            let row = gtk_list_box_row_new()!.named("story-\(story.id)")
            gtk_list_box_row_set_child(cast(row), Build.label(story.title, classes: ["typo-label1", "weight-medium"]))
            gtk_list_box_append(cast(list), row)
            rows[story.id] = row
        }
        let byRow = Dictionary(uniqueKeysWithValues: stories.map { (UInt(bitPattern: rows[$0.id]!), $0) })
        Signal.connect(list, "row-selected") { [weak self] args in
            guard let self, let row = args.pointer(1), let story = byRow[UInt(bitPattern: row)] else { return nil }
            self.show(story)
            return nil
        }
        let first = stories.first { $0.id == initialStory } ?? stories.first
        if let first, let row = rows[first.id] { gtk_list_box_select_row(cast(list), cast(row)) }
        Retention.attach(self, to: window, key: "montage-gallery-window")
    }

    /// Shows the page of `id` and selects its row. Returns false for an unknown id.
    @discardableResult
    public func select(storyID id: String) -> Bool {
        guard let row = rows[id] else { return false }
        gtk_list_box_select_row(cast(list), cast(row))
        return true
    }

    /// The scheme switch, for tests.
    var schemeSwitch: WidgetPointer { switcher.widget }

    private func show(_ story: Story) {
        if !built.contains(story.id) {
            let scroller = gtk_scrolled_window_new()!
            // Pages fit the window's width (they wrap); only vertical scrolling.
            gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(cast(scroller), Build.vbox(classes: ["montage-surface"], [story.build()]))
            gtk_stack_add_named(cast(stack), scroller, story.id)
            built.insert(story.id)
        }
        gtk_stack_set_visible_child_name(cast(stack), story.id)
        gtk_window_set_title(cast(window), "\(story.title) — Montage Gallery")
        currentStory = story.id
    }

    private func sectionRow(_ title: String) -> WidgetPointer {
        let row = gtk_list_box_row_new()!.classes(["sidebar-section"])
        gtk_list_box_row_set_selectable(cast(row), 0)
        gtk_list_box_row_set_activatable(cast(row), 0)
        gtk_widget_set_focusable(row, 0)
        gtk_list_box_row_set_child(cast(row), Build.label(title.uppercased(), classes: ["typo-caption1", "weight-bold"]))
        return row
    }
}
