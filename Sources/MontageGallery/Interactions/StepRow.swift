import GtkKit
import MontagePlayer
import MontageStories
import MontageGtk

/// A step in the Interactions panel: its state (a mark and, for a screen reader, a word), its
/// number, its Swift and, once played, its time. Activating it replays the story up to it.
@MainActor
final class StepRow {
    /// Where a step stands.
    enum State: Equatable {
        case pending, running, passed, failed, skipped
    }

    /// The list row.
    let widget: WidgetPointer
    /// The step.
    let step: StoryStep
    /// Its number, from 1.
    let index: Int
    private let mark = Build.label("", classes: ["interactions-mark"])
    private let time = Build.label("", classes: ["typo-caption1", "weight-regular", "interactions-time"])

    /// Its state, shown by its mark, its style class and its accessible name.
    var state: State = .pending {
        didSet { update() }
    }

    /// The row of `step`, the `index`-th; with `alternatives` (a recorded step's other locators
    /// of its part), a menu offers them and `choose` takes the one chosen.
    init(step: StoryStep, index: Int, alternatives: [PartLocator] = [], choose: @escaping @MainActor (PartLocator) -> Void = { _ in }) {
        self.step = step
        self.index = index
        let code = Build.label(step.swift, classes: ["code-text", "typo-caption1", "weight-regular"])
        Gtk.Label(code).ellipsize = .end
        code.hexpand = true
        Gtk.Label(code).xalign = 0
        let number = Build.label("\(index)", classes: ["typo-caption1", "weight-regular", "interactions-number"])
        widget = Gtk.ListBoxRow().widget.named(InteractionsPart.row(index))
        var parts = [mark, number, code, time]
        let others = alternatives.filter { $0 != step.part }
        if !others.isEmpty { parts.append(Self.alternativesMenu(step, others, index: index, choose: choose)) }
        Gtk.ListBoxRow(widget).child = Build.hbox(spacing: 8, parts)
        widget.tooltip(step.swift)
        update()
    }

    /// A menu button listing `step` written with each of `alternatives`.
    private static func alternativesMenu(_ step: StoryStep, _ alternatives: [PartLocator], index: Int,
                                         choose: @escaping @MainActor (PartLocator) -> Void) -> WidgetPointer {
        let button = Gtk.MenuButton().widget.named(InteractionsPart.alternatives(index)).classes(["flat"])
        Gtk.MenuButton(button).iconName = Icons.gtkName(Icon.moreHorizontal.rawValue)
        button.accessibleLabel(tr("Other ways to name this part"))
        button.tooltip(tr("Other ways to name this part"))
        let popover = Gtk.Popover().widget.classes(["menu"])
        let box = Build.vbox(spacing: 2)
        for locator in alternatives {
            let item = Gtk.Button(label: StoryStep(step.action.replacingPart(with: locator)).swift).widget.classes(["flat", "code-text"])
            Signal.connect(item, "clicked") {
                Gtk.Popover(popover).popdown()
                choose(locator)
            }
            Gtk.Box(box).append(item)
        }
        Gtk.Popover(popover).child = box
        Gtk.MenuButton(button).popover = popover
        return button
    }

    /// Shows how the step went.
    func show(_ result: PlayReport.StepPlay) {
        Gtk.Label(time).text = tr("%d ms", result.milliseconds)
        state = result.status == .passed ? .passed : result.status == .failed ? .failed : .skipped
    }

    private func update() {
        let (symbol, word): (String, String) = switch state {
        case .pending: ("○", tr("to play"))
        case .running: ("▶", tr("playing"))
        case .passed: ("✓", tr("passed"))
        case .failed: ("✗", tr("failed"))
        case .skipped: ("–", tr("skipped"))
        }
        Gtk.Label(mark).text = symbol
        widget.removeClasses(["pending", "running", "passed", "failed", "skipped"].map { "step-" + $0 })
        widget.classes(["step-\(String(describing: state))"])
        if state == .pending || state == .running { Gtk.Label(time).text = "" }
        widget.accessibleLabel(tr("Step %1$d, %2$s: %3$s", index, word, step.swift))
    }
}
