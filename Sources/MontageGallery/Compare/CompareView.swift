import MontageGtk
import GtkKit
import MontageCatalog

/// The current story in two or four variants at once (scheme, direction, text size or width,
/// `CompareLayout`), each panel live and interactive; a playground's options are the same in
/// every panel (`ControlMirror`). A drop-down chooses the comparison; the panels sit side by
/// side (two) or two by two (four) in a scrolling area.
@MainActor
package final class CompareView {
    /// The view (named `compare-view`).
    package let widget: WidgetPointer
    /// The panels shown.
    private(set) var panels: [ComparePanel] = []
    /// The comparison shown.
    package private(set) var layout: CompareLayout = .scheme
    private let grid: WidgetPointer
    private let chooser: WidgetPointer
    private var story: Story?
    private var mirror: ControlMirror?

    /// Where the panels' callbacks are reported (none: no one hears them).
    var events: EventCenter?

    /// An empty view; `show(_:)` fills it.
    package init() {
        grid = Gtk.Grid().widget.named(ComparePart.grid)
        Gtk.Grid(grid).columnSpacing = 24
        Gtk.Grid(grid).rowSpacing = 24
        Gtk.Grid(grid).isColumnHomogeneous = true
        var choose: (@MainActor (Int) -> Void)?
        chooser = Controls.choice(tr("Compare"), CompareLayout.allCases.map(\.title), selected: 0, part: ComparePart.layout) { choose?($0) }
        let scroller = Gtk.ScrolledWindow().widget.expand(horizontal: true, vertical: true)
        Gtk.ScrolledWindow(scroller).setPolicy(.automatic, .automatic)
        Gtk.ScrolledWindow(scroller).child = grid
        widget = Build.vbox(spacing: 16, classes: ["compare-view"], [chooser, scroller]).named(ComparePart.view)
        choose = { [weak self] index in
            guard let layout = CompareLayout(rawValue: index) else { return }
            self?.show(layout: layout)
        }
    }

    /// Shows `story` in the current comparison (a fresh instance per panel).
    package func show(_ story: Story) {
        self.story = story
        rebuild()
    }

    /// Shows the current story in `layout`.
    package func show(layout: CompareLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        if let dropDown = widget.descendant(ComparePart.layout), Gtk.DropDown(dropDown).selected != layout.rawValue {
            Gtk.DropDown(dropDown).selected = layout.rawValue
        }
        rebuild()
    }

    /// Drops the panels (leaving compare mode frees the story instances).
    func clear() {
        story = nil
        rebuild()
    }

    private func rebuild() {
        while let child = grid.firstChild { Gtk.Grid(grid).remove(child) }
        panels = []
        mirror = nil
        guard let story else { return }
        let variants = layout.variants
        let columns = variants.count == 4 ? 2 : variants.count
        panels = variants.enumerated().map { ComparePanel(story, variant: $1, index: $0, events: events?.events(of: story.id) ?? .unheard(story.id)) }
        for (index, panel) in panels.enumerated() {
            Gtk.Grid(grid).attach(panel.widget, Int32(index % columns), Int32(index / columns), 1, 1)
        }
        mirror = ControlMirror(panels: panels.map(\.content))
    }
}
