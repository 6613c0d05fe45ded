import GtkKit

/// The widget names of a scenario's toast (`Toast`).
///
/// Its parts: `toast` the toast; `message` Its message; `action` Its action button (Undo).
package enum ToastPart: String, CaseIterable, Sendable, WidgetPartName {
    case toast, message = "toast-message", action = "toast-action"
}
