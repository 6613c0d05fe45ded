import GtkKit

/// A `Switch` as a GtkSwitch (keyboard, drag, its own slide animation, a toggle role for
/// assistive technologies), restyled to Montage's small classic look: 39×24 capsule track, 20pt
/// white thumb. The caller owns the state, as with `CheckView`.
@MainActor
public final class SwitchView {
    /// The GtkSwitch.
    public let widget: WidgetPointer
    private var checked = false
    private var onSelect: SelectAction?
    private var applying = false
    private var link: ViewLink?

    /// A switch showing `config`; the switch owns this view (see `ViewLink`).
    public init(_ config: Switch) {
        widget = Gtk.Switch().widget.classes(["montage-switch"]).align(.start, .center)
        Signal.connect(widget, "state-set") { [weak self] args in
            guard let self, !self.applying else { return false }
            let requested = args.bool(1)
            // Leave GTK's state alone now; answer after the handler, from the caller's state.
            MainLoop.idle { [weak self] in
                self?.answer(requested)
                return false
            }
            return true
        }
        link = ViewLink(self, to: widget)
        update(config)
    }

    /// Shows `config` (nothing once the switch is gone).
    public func update(_ config: Switch) {
        guard link?.widget(for: "update") != nil else { return }
        checked = config.checked
        onSelect = config.onSelect
        reconcile()
    }

    /// Whether the switch shows on.
    public var isOn: Bool { link?.isAlive == true && Gtk.Switch(widget).isActive }

    private func answer(_ requested: Bool) {
        onSelect?(requested)
        if link?.isAlive == true { reconcile() }
    }

    private func reconcile() {
        applying = true
        defer { applying = false }
        if Gtk.Switch(widget).isActive != checked { Gtk.Switch(widget).isActive = checked }
        if Gtk.Switch(widget).state != checked { Gtk.Switch(widget).state = checked }
    }
}
