import CGtk
import GtkKit

/// The widget names of a scenario's toast (`Toast`).
package enum ToastPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The toast.
    case toast
    /// Its message.
    case message = "toast-message"
    /// Its action button (Undo).
    case action = "toast-action"
}
