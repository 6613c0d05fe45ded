import MontageGtk
import GtkKit

/// A toast at the bottom of a screen: a message and an optional action (실행 취소), gone after
/// five seconds, on the action, or when `hide` is called. Inverse surface, as Montage's
/// snackbars; the action is a TextButton. Put `widget` in a GtkOverlay.
@MainActor
final class Toast {
    /// The toast (named `toast`), bottom-centre, hidden until shown.
    let widget: WidgetPointer
    /// Called when the action is chosen.
    var onUndo: (@MainActor () -> Void)?
    /// Called when the toast goes away without its action (timeout or a new one replacing it).
    var onDismissed: (@MainActor () -> Void)?
    /// How long a toast stays.
    static let duration: UInt32 = 5_000
    private let message: WidgetPointer
    private var timer: UInt32 = 0

    init(action: String = "실행 취소") {
        message = Build.label("", classes: ["typo-body2", "weight-medium", "toast-message"], wrap: true).named("toast-message")
        let button = TextButtonView(TextButton(title: action, color: .primary)).widget.named("toast-action")
        gtk_widget_add_css_class(button, "toast-action")
        widget = Build.hbox(spacing: 16, classes: ["toast"], [message.expand(horizontal: true), button.align(GTK_ALIGN_END, GTK_ALIGN_CENTER)]).named("toast")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        gtk_widget_set_visible(widget, 0)
        Signal.connect(button, "clicked") { [weak self] in self?.onUndo?() }
    }

    /// Whether the toast is showing.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }
    /// The message shown.
    var text: String { String(cString: gtk_label_get_text(cast(message))) }

    /// Shows `text` (replacing a toast already shown) for `duration` milliseconds.
    func show(_ text: String) {
        if isShown { stopTimer() }
        gtk_label_set_text(cast(message), text)
        gtk_widget_set_visible(widget, 1)
        timer = MainLoop.timeout(milliseconds: Self.duration) { [weak self] in
            self?.timer = 0
            self?.hide()
            self?.onDismissed?()
            return false
        }
    }

    /// Hides the toast.
    func hide() {
        stopTimer()
        gtk_widget_set_visible(widget, 0)
    }

    private func stopTimer() {
        if timer != 0 { MainLoop.remove(timer) }
        timer = 0
    }
}
