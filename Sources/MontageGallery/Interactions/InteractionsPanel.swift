import GtkKit
import GtkKitInput
import MontageCatalog
import MontageGtk
import MontagePlayer

/// The Interactions panel under the page: the story's steps with their state (to play, passed,
/// failed, skipped) and time; Play (every step, from a page built afresh), Step (the next one),
/// Restart (the page afresh), and a step's row replays the story up to it. A failure shows its
/// message, its part as a screen reader reads it and the window as it left it. Input is real
/// (`SyntheticInput`): where the display takes none, the panel says so and plays nothing.
/// Nothing runs by itself: opening a story only lists its steps.
@MainActor
final class InteractionsPanel {
    /// The panel (hidden until its toggle shows it).
    let widget: WidgetPointer
    /// Builds the story's page afresh and gives it to be played; nil when it cannot be.
    var restartPage: @MainActor (Story) -> PlaySurface? = { _ in nil }
    /// The events the pages report.
    weak var center: EventCenter?

    private let list = Gtk.ListBox()
    private let status = Build.label("", classes: ["typo-caption1", "weight-regular", "interactions-status"], wrap: true)
    private let playButton: WidgetPointer, stepButton: WidgetPointer, restartButton: WidgetPointer
    private let failure = Build.vbox(spacing: 6, classes: ["interactions-failure"])
    private var story: Story?
    private var rows: [StepRow] = []
    /// The next step Step plays (0: none played since the page was built).
    private var next = 0
    private var player: StoryPlayer?
    /// Bumped by every restart: a play of an earlier generation stops between steps.
    private var generation = 0
    private var isRunning = false

    init() {
        playButton = Gtk.Button(label: tr("Play")).widget.named(InteractionsPart.play).tooltip(tr("Play every step from a fresh page"))
        stepButton = Gtk.Button(label: tr("Step")).widget.named(InteractionsPart.step).tooltip(tr("Play the next step"))
        restartButton = Gtk.Button(label: tr("Restart")).widget.named(InteractionsPart.restart).tooltip(tr("Build the page afresh"))
        status.named(InteractionsPart.status)
        list.widget.named(InteractionsPart.steps).classes(["interactions-steps"])
        list.widget.accessibleLabel(tr("Steps"))
        list.selectionMode = .none
        failure.named(InteractionsPart.failure)
        failure.isVisible = false
        let scroller = Gtk.ScrolledWindow().widget.expand(vertical: true)
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        // A failure shows above the steps, where it is seen at once.
        Gtk.ScrolledWindow(scroller).child = Build.vbox(spacing: 8, [failure, list.widget])
        let header = Build.hbox(spacing: 8, [PageLayout.groupTitle(tr("Interactions"), wrap: false).expand(horizontal: true),
                                             playButton, stepButton, restartButton])
        widget = Build.vbox(spacing: 8, classes: ["story-code-panel", "interactions-panel"], [header, status, scroller])
            .named(InteractionsPart.panel).size(height: 240)
        widget.vexpand = false
        widget.isVisible = false
        Signal.connect(playButton, "clicked") { [weak self] in self?.play(through: nil) }
        Signal.connect(stepButton, "clicked") { [weak self] in self?.playNext() }
        Signal.connect(restartButton, "clicked") { [weak self] in self?.restart() }
        Signal.connect(list.widget, "row-activated") { [weak self] arguments in
            guard let self, let row = arguments.pointer(1).map({ WidgetPointer(gRaw: $0) }),
                  let index = self.rows.firstIndex(where: { $0.widget == row }) else { return nil }
            self.play(through: index)
            return nil
        }
    }

    /// Lists `story`'s steps, none played (nothing runs).
    func show(_ story: Story?) {
        generation += 1
        self.story = story
        player = nil
        next = 0
        isRunning = false
        for row in rows { list.remove(row.widget) }
        rows = (story?.steps ?? []).enumerated().map { StepRow(step: $1, index: $0 + 1) }
        for row in rows { list.append(row.widget) }
        hideFailure()
        if rows.isEmpty {
            Gtk.Label(status).text = tr("This story has no steps. A story file gives its stories steps in steps: { … }, and any story in Steps(\"id\") { … }.")
        } else {
            Gtk.Label(status).text = trn("%d step. Play runs them with real input, as a person would.", "%d steps. Play runs them with real input, as a person would.",
                                         rows.count, rows.count)
        }
        updateButtons()
    }

    /// Stops playing (the window is going).
    func stop() {
        generation += 1
        player = nil
    }

    /// Builds the page afresh; every step is to be played again.
    func restart() {
        generation += 1
        isRunning = false
        next = 0
        player = nil
        for row in rows { row.state = .pending }
        hideFailure()
        if let story { _ = restartPage(story) }
        updateButtons()
    }

    /// Plays the next step (after building the page afresh when none was played).
    private func playNext() {
        guard next < rows.count else { return }
        play(from: next == 0 ? nil : next, through: next)
    }

    /// From a fresh page, plays every step through `last` (all when nil).
    private func play(through last: Int?) {
        play(from: nil, through: last ?? rows.count - 1)
    }

    /// Plays steps `first` through `last`; `first` nil: from the start on a fresh page.
    private func play(from first: Int?, through last: Int) {
        guard let story, !rows.isEmpty, last < rows.count else { return }
        if first == nil || player == nil {
            restart()
            guard let surface = currentSurface(story) else { return }
            let input: SyntheticInput
            do { input = try SyntheticInput.open() } catch {
                Gtk.Label(status).text = tr("Cannot play here: %s", error.description)
                return
            }
            guard let center else { return }
            player = StoryPlayer(surface: surface, input: input, center: center)
        }
        guard let player else { return }
        let mine = generation
        isRunning = true
        updateButtons()
        Task { @MainActor [weak self] in
            var index = first ?? 0
            while index <= last {
                guard let self, self.generation == mine else { return }
                self.rows[index].state = .running
                let result = await player.play(self.rows[index].step, index: index + 1)
                guard self.generation == mine else { return }
                self.rows[index].show(result)
                self.next = index + 1
                if result.status == .failed {
                    for row in self.rows[(index + 1)...] { row.state = .skipped }
                    self.showFailure(result, surface: player.surface)
                    break
                }
                index += 1
            }
            guard let self, self.generation == mine else { return }
            self.isRunning = false
            Gtk.Label(self.status).text = self.summary()
            self.updateButtons()
        }
    }

    private func currentSurface(_ story: Story) -> PlaySurface? {
        let surface = restartPage(story)
        if surface == nil { Gtk.Label(status).text = tr("The page could not be built to play it.") }
        return surface
    }

    /// What was played: "3 of 5 steps passed; step 4 failed".
    private func summary() -> String {
        let passed = rows.filter { $0.state == .passed }.count
        if let failed = rows.firstIndex(where: { $0.state == .failed }) {
            return tr("%1$d of %2$d steps passed; step %3$d failed.", passed, rows.count, failed + 1)
        }
        return passed == rows.count ? trn("The %d step passed.", "All %d steps passed.", rows.count, rows.count)
            : tr("%1$d of %2$d steps played.", next, rows.count)
    }

    /// Shows what failed: the message, the part's accessible subtree, the window after it.
    private func showFailure(_ result: PlayReport.StepPlay, surface: PlaySurface) {
        hideFailure()
        Gtk.Box(failure).append(Build.label(tr("Step %d failed", result.index), classes: ["typo-label1", "weight-bold"]))
        Gtk.Box(failure).append(Build.label(result.message ?? "", classes: ["typo-caption1", "weight-regular"], wrap: true, selectable: true))
        if !result.part.isEmpty {
            Gtk.Box(failure).append(Build.label(result.part.joined(separator: "\n"), classes: ["code-text", "typo-caption1", "weight-regular"], selectable: true))
        }
        if let texture = try? WidgetCapture.texture(of: surface.view, waitingForPaint: false) {
            let picture = Gtk.Picture(texture: texture).widget.named(InteractionsPart.failureCapture).size(height: 200)
            Gtk.Picture(picture).contentFit = .contain
            picture.accessibleLabel(tr("The window after step %d", result.index))
            Gtk.Box(failure).append(picture)
        }
        failure.isVisible = true
    }

    private func hideFailure() {
        for child in failure.children { Gtk.Box(failure).remove(child) }
        failure.isVisible = false
    }

    private func updateButtons() {
        playButton.isSensitive = !rows.isEmpty && !isRunning
        stepButton.isSensitive = !rows.isEmpty && !isRunning && next < rows.count
        restartButton.isSensitive = story != nil
    }
}
