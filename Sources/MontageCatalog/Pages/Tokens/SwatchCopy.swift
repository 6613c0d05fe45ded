import MontageGtk
import GtkKit

/// The button over a color chip that copies its token: a click, Enter or Space puts the token's
/// name on the clipboard; a right click, Shift+F10 or the Menu key its value in the installed
/// scheme. A badge over the chip says which was copied for a moment, and the Events panel logs
/// it. The button (named `swatch-<token>`, transparent: its card paints the chip under it) owns
/// this object.
@MainActor
final class SwatchCopy {
    /// How long the badge stays.
    static let confirmation: UInt32 = 1_500

    /// The button over the chip.
    let widget: WidgetPointer
    private let name: String
    private let value: @MainActor () -> String
    private var badge: WeakObject<WidgetPointer>?
    private var timer: UInt32 = 0

    /// Where the copies are reported.
    private let events: StoryEvents

    /// A button copying `name`, or `value()` with the secondary action.
    init(name: String, events: StoryEvents, value: @escaping @MainActor () -> String) {
        self.events = events
        self.name = name
        self.value = value
        // No child until the first copy puts the badge there.
        widget = Gtk.Button().widget.classes(["swatch-button"]).named(TokensPart.swatch(name))
        widget.setCursor("pointer")
        widget.tooltip(tr("Copy “%s” (right-click or Shift+F10: its value)", name))
        widget.accessibleLabel(tr("Copy %s", name))
        widget.accessibleDescription(tr("Right-click or Shift+F10 copies its value"))
        Signal.connect(widget, "clicked") { [weak self] in self?.copy(value: false) }
        let secondary = widget.addController(.click(button: 3))
        Signal.connect(secondary, "pressed") { [weak self] in
            secondary.claim()
            self?.copy(value: true)
        }
        KeyPress.handle(on: widget) { [weak self] press in
            let key = press.key, modifiers = press.modifiers
            guard (key == Key.f10 && modifiers == Modifier.shift) || (key == Key.menu && modifiers == 0) else { return false }
            self?.copy(value: true)
            return true
        }
        Retention.attach(self, to: widget, key: "montage-swatch-copy")
    }

    /// Copies the name, or the value, and shows the badge.
    func copy(value copiesValue: Bool) {
        let text = copiesValue ? value() : name
        widget.copyToClipboard(text)
        events.record(copiesValue ? "copy value" : "copy name", value: text)
        let badge = self.badge?.pointer ?? makeBadge()
        Gtk.Label(badge).text = copiesValue ? tr("Value copied") : tr("Name copied")
        badge.isVisible = true
        if timer != 0 { MainLoop.remove(timer) }
        timer = MainLoop.timeout(milliseconds: Self.confirmation) { [weak self] in
            guard let self else { return false }
            self.timer = 0
            if let badge = self.badge?.pointer { badge.isVisible = false }
            return false
        }
    }

    /// The badge over the chip (named `swatch-copied`), the button's child from the first copy.
    private func makeBadge() -> WidgetPointer {
        let badge = Build.label("", classes: ["typo-caption1", "weight-bold", "swatch-copied"]).named(TokensPart.swatchCopied)
            .align(.center, .center)
        badge.canTarget = false
        Gtk.Button(widget).child = badge
        self.badge = WeakObject(badge)
        return badge
    }

    /// The text the badge shows now, nil when it is hidden (for tests).
    var confirmationText: String? {
        guard let badge = badge?.pointer, badge.isVisible else { return nil }
        return Gtk.Label(badge).text
    }

    /// The copier of a swatch button, if it is one.
    static func of(_ button: WidgetPointer) -> SwatchCopy? {
        Retention.owner(of: button, key: "montage-swatch-copy") as? SwatchCopy
    }
}
