import MontageGtk
import GtkKit
import MontageCatalog

/// The sidebar's stories: a GtkListBox (`story-list`) of one row per story (`story-<id>`,
/// named by its full title), whose title ends in "…" when the sidebar is too narrow for it and
/// then shows whole in a tooltip; above each section's first shown story, its heading (a
/// list header with the heading role, not a row: the arrows, selection and clicks skip it).
@MainActor
final class StoryList {
    /// The GtkListBox.
    let widget: WidgetPointer
    /// Each story's row, by story id.
    private(set) var rows: [String: WidgetPointer] = [:]
    /// The story of each row, by the row's address.
    private var stories: [UInt: Story] = [:]
    /// The stories listed, in order.
    private(set) var listed: [Story] = []

    init(_ stories: [Story]) {
        widget = Gtk.ListBox().widget.named(WindowPart.storyList)
        Gtk.ListBox(widget).selectionMode = .browse
        widget.accessibleLabel(tr("Stories"))
        ListBoxSections.install(on: widget, section: { [weak self] in self?.stories[UInt(bitPattern: $0)]?.section }, heading: Self.heading)
        setStories(stories)
    }

    /// Lists `stories` instead of the stories listed now (a story folder's files changed).
    func setStories(_ stories: [Story]) {
        for row in rows.values { Gtk.ListBox(widget).remove(row) }
        rows = [:]
        self.stories = [:]
        listed = stories
        for story in stories {
            let row = Gtk.ListBoxRow().widget.named(WindowPart.story(story.id))
            // A story whose file has a problem carries a mark (hidden otherwise).
            let mark = IconView.make(.circleExclamationFill, size: 16).classes(["story-problem"])
            mark.isVisible = false
            Gtk.ListBoxRow(row).child = Build.hbox(spacing: 6, [Self.title(story.title).expand(horizontal: true), mark])
            row.accessibleLabel(GalleryWindow.fullTitle(story))
            Gtk.ListBox(widget).append(row)
            rows[story.id] = row
            self.stories[UInt(bitPattern: row)] = story
        }
        Gtk.ListBox(widget).invalidateHeaders()
    }

    /// Marks the row of `id` as having a problem in its file (a mark at its end, said in its
    /// accessible description), or not.
    func markProblem(_ id: String, _ hasProblem: Bool) {
        guard let row = rows[id], let mark = row.descendants(where: { $0.hasClass("story-problem") }).first else { return }
        mark.isVisible = hasProblem
        row.accessibleDescription(hasProblem ? tr("Its story file has a problem") : "")
        mark.tooltip(hasProblem ? tr("Its story file has a problem") : nil)
    }

    /// The story shown by `row`, if it is one of these rows.
    func story(of row: UnsafeMutableRawPointer) -> Story? { stories[UInt(bitPattern: row)] }

    /// A row's title: ellipsized at the end, and then whole in the tooltip.
    private static func title(_ text: String) -> WidgetPointer {
        let label = Build.label(text, classes: ["typo-label1", "weight-medium"])
        Gtk.Label(label).ellipsize = .end
        label.queryTooltip { label, tooltip in
            guard Gtk.Label(label).isEllipsized else { return false }
            tooltip.setText(text)
            return true
        }
        return label
    }

    /// A section's heading: its title in capitals, read as a heading named by the title (the
    /// review's list has the same).
    static func heading(_ section: String) -> WidgetPointer {
        let heading = Gtk.Label(role: .heading).widget
        Gtk.Label(heading).text = section.uppercased()
        Gtk.Label(heading).xalign = 0
        Gtk.Label(heading).ellipsize = .end
        heading.accessibleLabel(section)
        return heading.classes(["sidebar-section", "typo-caption1", "weight-bold"])
    }
}
