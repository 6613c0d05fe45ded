import Glibc
import MontageGtk
import GtkKit
import MontageCatalog

/// The current story in two or four variants at once (scheme, direction, text size or width,
/// `CompareLayout`), each panel live and interactive; a playground's panels start from its page's
/// settings (options, typed texts: `PlaygroundSettings`) and keep its options the same in every
/// panel (`ControlMirror`). A drop-down chooses the comparison; the panels sit side by side (two)
/// or two by two (four) in a scrolling area, whose scrollbars show when it is cut (the width
/// comparison's panels are each framed at their own width), and whose wheel scrolls sideways
/// when there is nothing to scroll down. Coming on and going off, it moves the keyboard focus
/// only when the focus is in what it replaces: from the page to the same place in the first
/// panel, and back.
@MainActor
package final class CompareView {
    /// The view (named `compare-view`).
    package let widget: WidgetPointer
    /// The panels shown.
    private(set) var panels: [ComparePanel] = []
    /// The comparison shown.
    package private(set) var layout: CompareLayout = .scheme
    private let grid: WidgetPointer
    private let scroller: WidgetPointer
    private let chooser: WidgetPointer
    private var story: Story?
    /// What a playground's panels start from (its page's, or the panels' before a new comparison).
    private var settings: PlaygroundSettings?
    private var mirror: ControlMirror?
    /// Where the focus was on the page when it came to the first panel.
    private var pageFocus: WeakObject<WidgetPointer>?

    /// Where the panels' callbacks are reported (none: no one hears them).
    var events: EventCenter?

    /// An empty view; `show(_:from:)` fills it.
    package init() {
        grid = Gtk.Grid().widget.named(ComparePart.grid)
        Gtk.Grid(grid).columnSpacing = 24
        Gtk.Grid(grid).rowSpacing = 24
        var choose: (@MainActor (Int) -> Void)?
        chooser = Controls.choice(tr("Compare"), CompareLayout.allCases.map(\.title), selected: 0, part: ComparePart.layout) { choose?($0) }
        scroller = Gtk.ScrolledWindow().widget.expand(horizontal: true, vertical: true)
        Gtk.ScrolledWindow(scroller).setPolicy(.automatic, .automatic)
        // Real scrollbars, not indicators that show on hover: a panel cut at the edge says so.
        Gtk.ScrolledWindow(scroller).overlayScrolling = false
        Gtk.ScrolledWindow(scroller).child = grid
        widget = Build.vbox(spacing: 16, classes: ["compare-view"], [chooser, scroller]).named(ComparePart.view)
        choose = { [weak self] index in
            guard let layout = CompareLayout(rawValue: index) else { return }
            self?.show(layout: layout)
        }
        if let viewport = Gtk.ScrolledWindow(scroller).child { scrollSidewaysByWheel(over: viewport) }
    }

    /// Shows `story` in the current comparison (a fresh instance per panel), each panel starting
    /// from the settings of `page`, the story's page (a playground's options and typed texts).
    package func show(_ story: Story, from page: WidgetPointer? = nil) {
        self.story = story
        settings = page.flatMap { PlaygroundSettings.of($0) }
        rebuild()
    }

    /// Shows the current story in `layout` (its panels starting from the settings the panels
    /// shown have).
    package func show(layout: CompareLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        if let dropDown = widget.descendant(ComparePart.layout), Gtk.DropDown(dropDown).selected != layout.rawValue {
            Gtk.DropDown(dropDown).selected = layout.rawValue
        }
        if let first = panels.first, let shown = PlaygroundSettings.of(first.content) { settings = shown }
        rebuild()
    }

    /// Drops the panels (leaving compare mode frees the story instances).
    func clear() {
        story = nil
        settings = nil
        pageFocus = nil
        rebuild()
    }

    /// As Compare comes on, before `page` (the page it replaces) is hidden: a focus in the page
    /// goes to the same place in the first panel (else to the panel's first widget that takes
    /// it); a focus elsewhere stays.
    func takeFocus(from page: WidgetPointer?) {
        guard let page, let window = widget.root, let focus = Gtk.Window(window).focus,
              focus == page || focus.isDescendant(of: page), let first = panels.first else { return }
        pageFocus = WeakObject(focus)
        let target = FocusPlace.of(focus, in: page)?.widget(in: first.content) ?? FocusPlace.firstFocusable(in: first.content)
        target?.grabFocus()
    }

    /// As Compare goes off, once `page` shows again and before the panels go: a focus in the
    /// compare view goes to the same place in the page (from the panel it is in), else where it
    /// was on the page when Compare came on, else to the page's first widget that takes it; a
    /// focus elsewhere stays.
    func giveFocus(to page: WidgetPointer?) {
        guard let page, let window = widget.root, let focus = Gtk.Window(window).focus, focus.isDescendant(of: widget) else { return }
        let panel = panels.first { focus == $0.content || focus.isDescendant(of: $0.content) }
        var target = panel.flatMap { FocusPlace.of(focus, in: $0.content)?.widget(in: page) }
        if target == nil, let earlier = pageFocus?.pointer, earlier.isDescendant(of: page), let place = FocusPlace.of(earlier, in: page) {
            target = place.widget(in: page)
        }
        if target?.grabFocus() != true { FocusPlace.firstFocusable(in: page)?.grabFocus() }
    }

    private func rebuild() {
        // A focus in a panel waits on the drop-down while the panels change, then goes to the
        // same place in the new first panel (GTK would send a focus whose widget goes to the
        // window's first button).
        var focusPlace: FocusPlace?
        if let window = widget.root, let focus = Gtk.Window(window).focus, focus.isDescendant(of: grid),
           let panel = panels.first(where: { focus == $0.content || focus.isDescendant(of: $0.content) }) {
            focusPlace = FocusPlace.of(focus, in: panel.content)
            if let button = FocusPlace.firstFocusable(in: chooser) { button.grabFocus() }
        }
        while let child = grid.firstChild { Gtk.Grid(grid).remove(child) }
        panels = []
        mirror = nil
        guard let story else { return }
        let variants = layout.variants
        let columns = variants.count == 4 ? 2 : variants.count
        // Panels of one width share it; panels of their own width keep it.
        Gtk.Grid(grid).isColumnHomogeneous = !variants.contains { $0.width != nil }
        panels = variants.enumerated().map { ComparePanel(story, variant: $1, index: $0, events: events?.events(of: story.id) ?? .unheard(story.id)) }
        for panel in panels { settings?.apply(to: panel.content) }
        for (index, panel) in panels.enumerated() {
            Gtk.Grid(grid).attach(panel.widget, Int32(index % columns), Int32(index / columns), 1, 1)
        }
        mirror = ControlMirror(panels: panels.map(\.content))
        if let focusPlace, let first = panels.first {
            (focusPlace.widget(in: first.content) ?? FocusPlace.firstFocusable(in: first.content))?.grabFocus()
        }
    }

    /// The wheel over the panels scrolls sideways while there is nothing to scroll down and the
    /// panels are cut at the side (Shift and the wheel, and a touchpad, scroll sideways anyway).
    private func scrollSidewaysByWheel(over viewport: WidgetPointer) {
        let wheel = viewport.addController(.scroll)
        Signal.connect(wheel, "scroll") { [weak self] args in
            guard let self, wheel.isFromMouse, !wheel.shiftHeld else { return false }
            let dx = args.double(1), dy = args.double(2)
            guard dx == 0, dy != 0, let vertical = Gtk.ScrolledWindow(self.scroller).vertical,
                  let horizontal = Gtk.ScrolledWindow(self.scroller).horizontal,
                  vertical.upper - vertical.lower <= vertical.pageSize + 0.5,
                  horizontal.upper - horizontal.lower > horizontal.pageSize + 0.5 else { return false }
            // GTK's step for a notch of the wheel: the page size to the power 2/3.
            horizontal.value += dy * pow(horizontal.pageSize, 2.0 / 3.0)
            return true
        }
    }
}
