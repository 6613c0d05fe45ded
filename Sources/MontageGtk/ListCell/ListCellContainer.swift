import GtkKit

/// What a ListCell sets on the widget that holds its content, a GtkListBoxRow or a GtkListView
/// item alike, so both look and read the same: the `list-cell` classes the stylesheet keys on
/// (variant, interactive, selected), sensitivity, and the accessible label (bounded as the
/// texts are) and selected state.
@MainActor
enum ListCellContainer {
    static func decorate(_ container: WidgetPointer, with cell: ListCell) {
        container.classes(["list-cell"])
        WidgetStyling.setClasses(container, prefix: "variant-", ["variant-\(cell.variant.rawValue)"])
        WidgetStyling.toggleClass(container, "interactive", cell.showsInteraction)
        // Hover says "this does something": only a cell with onTap shows it. (Pressed shows on
        // every cell, as Montage does; hover is the port's own addition, spec §1.)
        WidgetStyling.toggleClass(container, "tappable", cell.onTap != nil)
        WidgetStyling.toggleClass(container, "selected", cell.selected)
        container.isSensitive = !cell.isDisabled
        container.accessibleLabel(DisplayText.bounded(cell.accessibleText))
        container.accessibleSelected(cell.selected)
    }

    /// Takes a press off a container that no longer shows a cell (a recycled list item). The
    /// rest stays for the next cell's `decorate`, which sets every class anew: a class taken off
    /// and put back in one frame restyles the row's whole tree (GTK looks every node's style up
    /// again), two hundred rows a scroll jump.
    static func clear(_ container: WidgetPointer) {
        container.removeClasses(["pressed"])
    }
}
