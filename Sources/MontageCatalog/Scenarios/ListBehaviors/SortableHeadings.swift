import MontageGtk
import GtkKit

/// A GtkColumnView's headings made sortable from the keyboard as well as the mouse. GTK 4.8
/// draws the headings (GtkColumnViewTitle, CSS `button`, children of the view's first child,
/// the `header`) but keeps them out of the focus chain and sorts only on a click. Here each
/// heading is a tab stop, Enter or Space sorts by it, a second time reverses, a click does the
/// same. Left and Right move between the headings, Shift+Tab back through them and out of the
/// view: the header row's own focus handling (GtkListItemWidget's) only ever goes on to the next
/// child, whichever the direction; the direction is the heading's accessible sort
/// state (column-header role) and GTK's own arrow shows it. One sort order serves both: the
/// headings' clicks are taken here, so GTK's own click never sorts behind this order's back
/// (a drag on a heading's edge still resizes: the view claims it before the click is over).
@MainActor
final class SortableHeadings {
    /// The column sorted by (its position) and whether ascending; nil: the model's own order.
    private(set) var order: (column: Int, ascending: Bool)?
    private let view: WeakObject<WidgetPointer>
    private let titles: [WeakObject<WidgetPointer>]

    /// Makes the headings of `view` (its columns appended already) reachable and sortable.
    init(_ view: WidgetPointer) {
        self.view = WeakObject(view)
        let header = view.firstChild
        let headings = header?.children ?? []
        titles = headings.map { WeakObject($0) }
        if let header {
            // The header row is kept from taking focus itself; its headings take it.
            header.canFocus = true
            header.isFocusable = false
        }
        for (index, title) in headings.enumerated() { install(on: title, column: index) }
        showOrder()
    }

    /// Sorts by `column`, or reverses the order when it is the column sorted by already.
    func activate(_ column: Int) {
        let ascending = order?.column == column ? !(order?.ascending ?? false) : true
        order = (column, ascending)
        guard let view = view.pointer else { return }
        let table = Gtk.ColumnView(view)
        table.columns.withItem(at: column) { (item: ColumnViewColumn) in
            // One key only: GTK 4.8 keeps the column sorted before as a second key and still
            // draws its arrow; the reset leaves one arrow, the order's.
            table.sort(by: nil)
            table.sort(by: item, ascending: ascending)
        }
        showOrder()
    }

    private func install(on title: WidgetPointer, column: Int) {
        title.makeColumnHeader()
        if let label = title.descendants(where: { $0.isA(Gtk.Label.gType) }).first {
            title.accessibleLabel(Gtk.Label(label).text)
        }
        title.isFocusable = true
        title.focusesOnClick = true

        KeyPress.handle(on: title) { [weak self] press in
            guard let self else { return false }
            let key = press.key, modifiers = press.modifiers
            let rightToLeft = title.direction == .rightToLeft
            switch (key, modifiers) {
            case (Key.return, 0), (Key.keypadEnter, 0), (Key.isoEnter, 0), (Key.space, 0), (Key.keypadSpace, 0):
                self.activate(column)
                return true
            case (Key.right, 0), (Key.keypadRight, 0):
                return self.focusHeading(rightToLeft ? column - 1 : column + 1)
            case (Key.left, 0), (Key.keypadLeft, 0):
                return self.focusHeading(rightToLeft ? column + 1 : column - 1)
            case (Key.leftTab, Modifier.shift), (Key.tab, Modifier.shift):
                return column > 0 ? self.focusHeading(column - 1) : self.leaveBackward()
            default:
                return false
            }
        }

        // Before GTK's own click on the heading (bubble phase): a release sorts here and
        // claims the press, which GTK's click then never sees.
        let click = title.addController(.click(button: 1), phase: .capture)
        Signal.connect(click, "released") { [weak self] in
            click.claim()
            if title.focusesOnClick { title.grabFocus() }
            self?.activate(column)
        }
    }

    /// Focuses heading `index`; false when there is none (the key goes on).
    private func focusHeading(_ index: Int) -> Bool {
        guard titles.indices.contains(index), let title = titles[index].pointer else { return false }
        return title.grabFocus()
    }

    /// Shift+Tab on the first heading: the focus goes to what comes before the view. The
    /// headings are taken out of the chain for the move, so the header row's forward-only
    /// search finds nothing in it and the window goes on backward.
    private func leaveBackward() -> Bool {
        guard let view = view.pointer, let root = view.root else { return false }
        let headings = titles.compactMap(\.pointer)
        for title in headings { title.isFocusable = false }
        defer { for title in headings { title.isFocusable = true } }
        return root.moveFocus(.tabBackward)
    }

    /// Each heading's accessible sort state: the order's direction on its column, none elsewhere.
    private func showOrder() {
        for (index, title) in titles.enumerated() {
            guard let title = title.pointer else { continue }
            let sorted = order?.column == index ? order : nil
            title.accessibleSort(sorted.map { $0.ascending ? .ascending : .descending } ?? .none)
        }
    }
}
