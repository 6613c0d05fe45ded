import GtkKit

/// ListCells in a GtkListBox, for short lists (settings, menus, a form's options): one
/// `ListCellRow` per cell, no selection, with the list's 20pt side margins for inset cells
/// (full cells reach the list's edges and pad themselves). For long lists use
/// `ListCellListView`. The list box owns this view (see `ViewLink`).
@MainActor
public final class ListCellList {
    /// The GtkListBox (class `montage-list`).
    public let widget: WidgetPointer
    /// The rows, in order.
    public private(set) var rows: [ListCellRow] = []
    private var link: ViewLink?

    /// A list showing `cells`; `variant` decides the list's side margins.
    public init(_ cells: [ListCell] = [], variant: ListCell.Variant = .inset) {
        widget = Gtk.ListBox().widget.classes(["montage-list"])
        Gtk.ListBox(widget).selectionMode = .none
        link = ViewLink(self, to: widget)
        setVariant(variant)
        for cell in cells { append(cell) }
    }

    /// Adds a row showing `cell` at the end.
    @discardableResult
    public func append(_ cell: ListCell) -> ListCellRow {
        let row = ListCellRow(cell)
        rows.append(row)
        Gtk.ListBox(widget).append(row.widget)
        return row
    }

    /// Removes the row at `index` (its view does nothing afterwards).
    public func remove(at index: Int) {
        guard rows.indices.contains(index) else { return }
        let row = rows.remove(at: index)
        if row.isAlive { Gtk.ListBox(widget).remove(row.widget) }
    }

    /// The row that holds `widget` (the row itself or anything inside it: a slot's switch, a
    /// label), if it is one of this list's.
    public func row(containing widget: WidgetPointer) -> ListCellRow? {
        guard let row = ListCellRow.row(containing: widget) else { return nil }
        return rows.contains { $0 === row } ? row : nil
    }

    /// The index of the row that holds `widget`, if any.
    public func index(ofRowContaining widget: WidgetPointer) -> Int? {
        guard let row = row(containing: widget) else { return nil }
        return rows.firstIndex { $0 === row }
    }

    /// Inset cells get the list's 20pt margins; full cells reach the list's edges.
    public func setVariant(_ variant: ListCell.Variant) {
        let margin: Int32 = variant == .inset ? 20 : 0
        widget.margins(start: margin, end: margin)
    }
}
