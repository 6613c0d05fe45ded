import GtkKit

/// The widget names of a TextField's own parts (`gtk_widget_set_name`), inside its FormControl
/// (``FormControlPart``): tests and the GTK inspector find them by these names. They are public
/// API: tests outside the project rely on the strings, so a raw value never changes.
public enum TextFieldPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The bordered box around the icon, the entry and the trailing items.
    case field
    /// The leading icon.
    case fieldIcon = "field-icon"
    /// The editable (a GtkEntry or GtkPasswordEntry; `TextFieldView.entry`).
    case entry
    /// The button that clears the text.
    case clearButton = "clear-button"
    /// The status icon (success, error).
    case statusIcon = "status-icon"
    /// The trailing text button.
    case trailingButton = "trailing-button"
    /// The box holding the caller's trailing content.
    case trailingContent = "trailing-content"
    /// The autocompletion popover.
    case autocomplete

    /// The wrapper of the autocompletion's `item` in `section`, in the popover.
    public static func autocompleteItem(section: Int, item: Int) -> DerivedPartName {
        DerivedPartName("autocomplete_item_\(section)_\(item)")
    }
}
