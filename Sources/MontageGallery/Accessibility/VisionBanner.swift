import GtkKit
import MontageCatalog

/// The line over the page while the vision simulator is on: which vision it shows and a Turn Off
/// button, so a simulation is never on without a word (chosen from the panel or the main menu).
@MainActor
final class VisionBanner {
    /// The banner (hidden while vision is normal).
    let widget: WidgetPointer
    /// Called by Turn Off.
    var onTurnOff: @MainActor () -> Void = {}
    private let label = Build.label("", classes: ["typo-label2", "weight-medium"])

    init() {
        let turnOff = Gtk.Button(label: tr("Turn Off")).widget.named(AccessibilityPart.visionOff)
        widget = Build.hbox(spacing: 12, classes: ["vision-banner"], [label.expand(horizontal: true), turnOff]).named(AccessibilityPart.visionBanner)
        Gtk.Label(label).xalign = 0
        widget.isVisible = false
        Signal.connect(turnOff, "clicked") { [weak self] in self?.onTurnOff() }
    }

    /// Shows `deficiency` (hidden for normal vision).
    func show(_ deficiency: VisionDeficiency) {
        widget.isVisible = deficiency != .none
        Gtk.Label(label).text = tr("Simulated vision: %s", deficiency.title)
    }
}
