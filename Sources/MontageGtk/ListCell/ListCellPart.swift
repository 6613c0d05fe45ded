import GtkKit

/// The widget names of a ListCell's parts (`gtk_widget_set_name`), by which tests and the GTK
/// inspector find them. They are public API: tests outside the project rely on the strings, so a
/// raw value never changes. A part that is not shown is absent or not visible.
public enum ListCellPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The row: the GtkListBoxRow of a `ListCellRow` (`ListCellRow.widget`).
    case row = "list-cell"
    /// The leading slot's box (icons, avatar, thumbnail, checkbox, radio, ...).
    case leading
    /// The label (a GtkLabel).
    case label
    /// The slot right after the label (badges, small icons).
    case labelTrailing = "label-trailing"
    /// The description under the label (a GtkLabel).
    case description
    /// The extra row under the description.
    case extra
    /// The trailing slot's box (value, switch, buttons, ...).
    case trailing
    /// The check shown at the end of a selected cell.
    case selectedCheck = "selected-check"
    /// The chevron at the end of a navigating cell.
    case chevron
    /// The divider along the cell's bottom edge.
    case divider
}
