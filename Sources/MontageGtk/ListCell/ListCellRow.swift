import GtkKit

/// A `ListCell` on a GtkListBoxRow (spec §3): the row holds the cell's content
/// (`ListCellContent`: only the parts the configuration shows) and carries the interaction
/// background (hover, pressed, focus). `update(_:)` reconfigures the same row, so focus and slot
/// controls survive. The row owns this view (see `ViewLink`).
@MainActor
public final class ListCellRow {
    /// The GtkListBoxRow (named `list-cell`), usable inside or outside a GtkListBox.
    public let widget: WidgetPointer
    /// The configuration shown.
    public private(set) var cell: ListCell

    let content: ListCellContent
    var interaction: ListCellInteraction?
    private var link: ViewLink?

    /// A row showing `cell`; the row owns this view (see `ViewLink`).
    public init(_ cell: ListCell) {
        self.cell = cell
        Self.installHooks()
        widget = HookedListRow.make().named(ListCellPart.row).classes(["list-cell"])
        WidgetStyling.markFresh(widget, prefixes: ["variant-"])
        Gtk.ListBoxRow(widget).isSelectable = false
        Gtk.ListBoxRow(widget).isActivatable = false
        content = ListCellContent()
        Gtk.ListBoxRow(widget).child = content.element

        // Events come from the GtkListBox the row joins (one pair of controllers for the whole
        // list), or from controllers of the row's own anywhere else (see `rooted`).
        interaction = ListCellInteraction(widget: widget, ownControllers: false) { [weak self] in self?.cell }
        link = ViewLink(self, to: widget)
        apply(cell)
    }

    /// The cell's accessible element, the row's only child: a generic element named with the
    /// cell's text. The row is the list item a screen reader meets, named the same, focused,
    /// and pressed through its action (`list-row.activate`, enabled when `onTap` is set).
    public var accessibleElement: WidgetPointer { content.element }

    /// The row showing a cell: `widget` itself or any widget inside it (a slot control, say).
    public static func row(containing widget: WidgetPointer) -> ListCellRow? {
        var current: WidgetPointer? = widget
        while let candidate = current {
            if let row = ViewLink.view(ListCellRow.self, of: candidate) { return row }
            current = candidate.parent
        }
        return nil
    }

    /// The row hooks, set once: rows call them, not a signal handler each.
    private static let hooks: Void = HookedListRow.setHooks(
        rooted: { widget in
            let address = Int(bitPattern: widget)
            MainActor.assumeIsolated { ListCellRow.view(at: address)?.rooted() }
        },
        activated: { widget in
            let address = Int(bitPattern: widget)
            MainActor.assumeIsolated { ListCellRow.view(at: address)?.interaction?.fire() }
        })
    private static func installHooks() { _ = hooks }
    private static func view(at address: Int) -> ListCellRow? {
        WidgetPointer(bitPattern: address).flatMap { ViewLink.view(ListCellRow.self, of: $0) }
    }

    /// The row joined a window's tree: in a GtkListBox it shares the list's controllers and
    /// takes focus; anywhere else it gets controllers of its own and no keyboard focus (a
    /// GtkListBoxRow asserts when it grabs focus outside a GtkListBox), still clickable and
    /// activatable.
    private func rooted() {
        let parent = widget.parent
        let inList = parent?.isA(Gtk.ListBox.gType) ?? false
        if let parent {
            if inList { ListCellEvents.share(on: parent) } else { interaction?.attachControllers() }
        }
        widget.canFocus = inList
        widget.focusesOnClick = inList
    }

    /// Whether the row still exists (false once GTK finalized it: `update` then does nothing).
    public var isAlive: Bool { link?.isAlive == true }

    /// Shows `cell` on the same row: same widgets where the structure allows, focus kept.
    /// Nothing once the row is gone.
    public func update(_ cell: ListCell) {
        guard link?.widget(for: "update") != nil else { return }
        self.cell = cell
        apply(cell)
    }

    private func apply(_ cell: ListCell) {
        ListCellContainer.decorate(widget, with: cell)
        HookedListRow.setActivatable(widget, cell.onTap != nil && !cell.isDisabled)
        content.apply(cell)
        interaction?.refresh()
    }
}
