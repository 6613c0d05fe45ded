import GtkKit

/// A `Checkbox` or `Radio` as a GtkCheckButton (GTK's keyboard handling and checked state for
/// assistive technologies), restyled: medium 24 box with an 18 square (radius 5) or a 20
/// circle. The caller owns the state: a click calls `onSelect` with the requested value and the
/// button keeps showing the configured value until `update` passes a new one.
@MainActor
public final class CheckView {
    /// Which control.
    public enum Kind: Sendable {
        /// A Checkbox: a square box with a check mark, any number selected.
        case checkbox
        /// A Radio: a round dot, one selected in its group.
        case radio
    }

    /// The GtkCheckButton.
    public let widget: WidgetPointer
    private let kind: Kind
    private var checked = false
    private var indeterminate = false
    private var onSelect: SelectAction?
    private var applying = false
    private var link: ViewLink?

    /// A checkbox; the button owns this view (see `ViewLink`).
    public convenience init(_ checkbox: Checkbox) {
        self.init(kind: .checkbox)
        update(checkbox)
    }

    /// A radio.
    public convenience init(_ radio: Radio) {
        self.init(kind: .radio)
        update(radio)
    }

    private init(kind: Kind) {
        self.kind = kind
        widget = Gtk.CheckButton(role: kind == .radio ? .radio : .checkbox).widget
            .classes(["montage-check", kind == .radio ? "montage-radio" : "montage-checkbox"])
            .align(.start, .center)
        Signal.connect(widget, "toggled") { [weak self] in self?.userToggled() }
        link = ViewLink(self, to: widget)
    }

    /// Shows `checkbox`.
    public func update(_ checkbox: Checkbox) {
        apply(checked: checkbox.checked, indeterminate: checkbox.indeterminate, onSelect: checkbox.onSelect)
    }

    /// Shows `radio`.
    public func update(_ radio: Radio) {
        apply(checked: radio.checked, indeterminate: false, onSelect: radio.onSelect)
    }

    /// Whether the button shows checked (false once it is gone).
    public var isChecked: Bool { link?.isAlive == true && Gtk.CheckButton(widget).isActive }

    private func apply(checked: Bool, indeterminate: Bool, onSelect: SelectAction?) {
        guard link?.widget(for: "update") != nil else { return }
        self.checked = checked
        self.indeterminate = indeterminate
        self.onSelect = onSelect
        reconcile()
    }

    private func reconcile() {
        applying = true
        defer { applying = false }
        if Gtk.CheckButton(widget).isActive != checked { Gtk.CheckButton(widget).isActive = checked }
        if Gtk.CheckButton(widget).isInconsistent != indeterminate {
            Gtk.CheckButton(widget).isInconsistent = indeterminate
        }
    }

    private func userToggled() {
        guard !applying else { return }
        var shown = Checkbox(checked: checked)
        shown.indeterminate = indeterminate
        let requested = kind == .checkbox ? shown.toggled : !checked
        reconcile()
        onSelect?(requested)
    }
}
