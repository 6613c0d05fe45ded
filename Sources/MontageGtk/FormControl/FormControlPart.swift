import GtkKit

/// The widget names of a FormControl's parts (`gtk_widget_set_name`), which a TextField's view
/// is built on: tests and the GTK inspector find them by these names. They are public API: tests
/// outside the project rely on the strings, so a raw value never changes.
public enum FormControlPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The root: the GtkGrid holding the label, the field and the message
    /// (`TextFieldView.widget`).
    case root = "form-control"
    /// The label above or beside the field (a GtkLabel).
    case label = "form-label"
    /// The required mark after the label (a GtkLabel).
    case requiredMark = "required-mark"
    /// The message under the field (a GtkLabel).
    case message
    /// The accessory at the end of the label row.
    case accessory
}
