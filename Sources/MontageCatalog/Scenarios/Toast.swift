import MontageGtk
import GtkKit

/// A toast at the bottom of a screen: a message and an action (실행 취소), gone after `duration`,
/// on the action, or when `hide` is called. Its time waits while the pointer is over it or the
/// focus is in it, and starts over once both have left, so it never goes while someone reaches
/// for it. Inverse surface, as Montage's snackbars; the action is a TextButton. Put `widget` in
/// a GtkOverlay over the screen, and give the screen the keyboard path with `installKeys(on:)`.
@MainActor
final class Toast {
    /// The toast (named `toast`), bottom-centre, hidden until shown.
    let widget: WidgetPointer
    /// The action button (named `toast-action`).
    let action: WidgetPointer
    /// Called for the action and for Ctrl+Z; returns whether anything was undone.
    var onUndo: (@MainActor () -> Bool)?
    /// How long a toast stays by default, in milliseconds: time to read it and reach the action.
    static let defaultDuration: UInt32 = 10_000
    /// How long this toast stays, in milliseconds (not counting while it is held).
    let duration: UInt32
    private let message: WidgetPointer
    private var timer: UInt32 = 0
    private var hovered = false
    private var focused = false
    /// Where F6 took the focus from, to give it back.
    private var focusBefore: WeakObject<WidgetPointer>?

    /// A hidden toast whose action reads `action`, staying `duration` milliseconds once shown.
    init(action: String = "실행 취소", duration: UInt32 = Toast.defaultDuration) {
        self.duration = duration
        Theme.register(stylesheet: ToastCSS.rules, named: "toast")
        message = Build.paragraph("", classes: ["typo-body2", "weight-medium", "toast-message"]).named(ToastPart.message)
        self.action = TextButtonView(TextButton(title: action, color: .primary)).widget.named(ToastPart.action)
        self.action.classes(["toast-action"])
        self.action.accessibleDescription("Ctrl+Z")
        widget = Build.hbox(spacing: 16, classes: ["toast"], [message.expand(horizontal: true), self.action.align(.end, .center)]).named(ToastPart.toast)
        widget.halign = .center
        widget.valign = .end
        widget.isVisible = false
        Signal.connect(self.action, "clicked") { [weak self] in _ = self?.onUndo?() }
        installHold()
    }

    /// Whether the toast is showing.
    var isShown: Bool { widget.isVisible }
    /// The message shown.
    var text: String { Gtk.Label(message).text }
    /// Whether the keyboard focus is in the toast.
    var hasFocus: Bool { focused }

    /// Shows `text` (replacing a toast already shown) for `duration` milliseconds.
    func show(_ text: String) {
        Gtk.Label(message).text = text
        widget.isVisible = true
        restartTimer()
    }

    /// Hides the toast; a focus in it goes back where F6 brought it from.
    func hide() {
        stopTimer()
        if focused, let before = focusBefore?.pointer { before.grabFocus() }
        focusBefore = nil
        widget.isVisible = false
    }

    /// The keyboard path on `host` (the screen under the toast): Ctrl+Z undoes (`onUndo`),
    /// F6 moves the focus to the shown toast's action, and from there back where it was.
    func installKeys(on host: WidgetPointer) {
        KeyPress.handle(on: host) { [weak self] press in
            guard let self else { return false }
            let key = press.key, modifiers = press.modifiers
            if (key == Key.z || key == Key.capitalZ) && modifiers == Modifier.control {
                return self.onUndo?() ?? false
            }
            if key == Key.f6 && modifiers == 0 { return self.moveFocus(from: host) }
            return false
        }
    }

    /// F6: into the shown toast, or out of it to where the focus was (or the screen's first stop).
    private func moveFocus(from host: WidgetPointer) -> Bool {
        guard isShown, let root = widget.root else { return false }
        if focused {
            let before = focusBefore?.pointer
            focusBefore = nil
            if let before, before.grabFocus() { return true }
            return host.moveFocus(.tabForward)
        }
        focusBefore = widget.focusInRoot.map { WeakObject($0) }
        action.grabFocus()
        Gtk.Window(root).isFocusVisible = true
        return true
    }

    // MARK: Time

    /// The pointer over the toast or the focus in it holds it: its time waits.
    private func installHold() {
        let motion = widget.addController(.motion)
        Signal.connect(motion, "enter") { [weak self] in self?.setHeld(hovered: true) }
        Signal.connect(motion, "leave") { [weak self] in self?.setHeld(hovered: false) }
        let focus = widget.addController(.focus)
        Signal.connect(focus, "enter") { [weak self] in self?.setHeld(focused: true) }
        Signal.connect(focus, "leave") { [weak self] in self?.setHeld(focused: false) }
    }

    private func setHeld(hovered: Bool? = nil, focused: Bool? = nil) {
        if let hovered { self.hovered = hovered }
        if let focused { self.focused = focused }
        restartTimer()
    }

    /// Starts the time over while the toast shows and nothing holds it; stops it otherwise.
    private func restartTimer() {
        stopTimer()
        guard isShown, !hovered, !focused else { return }
        timer = MainLoop.timeout(milliseconds: duration) { [weak self] in
            self?.timer = 0
            self?.hide()
            return false
        }
    }

    private func stopTimer() {
        if timer != 0 { MainLoop.remove(timer) }
        timer = 0
    }
}
