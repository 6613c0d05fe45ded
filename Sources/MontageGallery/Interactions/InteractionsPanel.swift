import GtkKit
import GtkKitInput
import MontageCatalog
import MontageGtk
import MontagePlayer
import MontageStories

/// The Interactions panel under the page: the story's steps with their state (to play, passed,
/// failed, skipped) and time; Play (every step, from a page built afresh), Step (the next one),
/// Restart (the page afresh), and a step's row replays the story up to it. A failure shows its
/// message, its part as a screen reader reads it and the window as it left it. Input is real
/// (`SyntheticInput`): where the display takes none, the panel says so and plays nothing.
/// Record turns what the person does on the page into steps (`StepRecorder`), after the steps
/// there are; Save writes them into the story's file. Nothing runs by itself: opening a story
/// only lists its steps.
@MainActor
final class InteractionsPanel {
    /// The panel (hidden until its toggle shows it).
    let widget: WidgetPointer
    /// Builds the story's page afresh and gives it to be played; nil when it cannot be.
    var restartPage: @MainActor (Story) -> PlaySurface? = { _ in nil }
    /// Saves the story's steps (its file, or a step file); says what it did, or why it did not.
    var saveSteps: @MainActor (Story, [StoryStep], @escaping @MainActor (String) -> Void) -> Void = { _, _, _ in }
    /// The events the pages report.
    weak var center: EventCenter?

    private let list = Gtk.ListBox()
    private let status = Build.label("", classes: ["typo-caption1", "weight-regular", "interactions-status"], wrap: true)
    private let playButton: WidgetPointer, stepButton: WidgetPointer, restartButton: WidgetPointer
    private let recordButton: WidgetPointer, saveButton: WidgetPointer
    private let failure = Build.vbox(spacing: 6, classes: ["interactions-failure"])
    private var story: Story?
    /// The steps listed: the story's, then those recorded.
    private var steps: [StoryStep] = []
    private var rows: [StepRow] = []
    /// The next step Step plays (0: none played since the page was built).
    private var next = 0
    private var player: StoryPlayer?
    private var surface: PlaySurface?
    /// Bumped by every restart: a play of an earlier generation stops between steps.
    private var generation = 0
    private var isRunning = false
    private var recorder: StepRecorder?
    /// Where the recorded steps start in `steps`.
    private var recordedFrom = 0
    private var unsaved = false
    private var expectationsPopover: WidgetPointer?

    init() {
        playButton = Gtk.Button(label: tr("Play")).widget.named(InteractionsPart.play).tooltip(tr("Play every step from a fresh page"))
        stepButton = Gtk.Button(label: tr("Step")).widget.named(InteractionsPart.step).tooltip(tr("Play the next step"))
        restartButton = Gtk.Button(label: tr("Restart")).widget.named(InteractionsPart.restart).tooltip(tr("Build the page afresh"))
        recordButton = Gtk.ToggleButton(label: tr("Record")).widget.named(InteractionsPart.record)
            .tooltip(tr("Turn what you do on the page into steps; right-click a part to expect something of it"))
        saveButton = Gtk.Button(label: tr("Save")).widget.named(InteractionsPart.save).tooltip(tr("Write the steps into the story's file"))
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
                                             playButton, stepButton, restartButton, recordButton, saveButton])
        widget = Build.vbox(spacing: 8, classes: ["story-code-panel", "interactions-panel"], [header, status, scroller])
            .named(InteractionsPart.panel).size(height: 240)
        widget.vexpand = false
        widget.isVisible = false
        Signal.connect(playButton, "clicked") { [weak self] in self?.play(from: nil, through: nil) }
        Signal.connect(stepButton, "clicked") { [weak self] in self?.playNext() }
        Signal.connect(restartButton, "clicked") { [weak self] in self?.restart() }
        Signal.connect(recordButton, "toggled") { [weak self] in
            guard let self else { return }
            Gtk.ToggleButton(self.recordButton).isActive ? self.startRecording() : self.stopRecording()
        }
        Signal.connect(saveButton, "clicked") { [weak self] in self?.save() }
        Signal.connect(list.widget, "row-activated") { [weak self] arguments in
            guard let self, self.recorder == nil, let row = arguments.pointer(1).map({ WidgetPointer(gRaw: $0) }),
                  let index = self.rows.firstIndex(where: { $0.widget == row }) else { return nil }
            self.play(from: nil, through: index)
            return nil
        }
    }

    /// Lists `story`'s steps, none played (nothing runs).
    func show(_ story: Story?) {
        stopRecording()
        generation += 1
        self.story = story
        steps = story?.steps ?? []
        unsaved = false
        player = nil
        surface = nil
        next = 0
        isRunning = false
        rebuildRows()
        hideFailure()
        say(steps.isEmpty ? tr("This story has no steps. Record some, or give them in its file: steps: { … }, or Steps(\"id\") { … }.")
            : trn("%d step. Play runs them with real input, as a person would.", "%d steps. Play runs them with real input, as a person would.",
                  steps.count, steps.count))
        updateButtons()
    }

    /// Stops playing and recording (the window is going: its widgets, the recorder's
    /// controller included, go with it and are not touched).
    func stop() {
        recorder?.abandon()
        recorder = nil
        generation += 1
        player = nil
    }

    /// Builds the page afresh; every step is to be played again.
    func restart() {
        generation += 1
        isRunning = false
        next = 0
        player = nil
        surface = nil
        for row in rows { row.state = .pending }
        hideFailure()
        if let story { surface = restartPage(story) }
        updateButtons()
    }

    // MARK: playing

    /// Plays the next step (after building the page afresh when none was played).
    private func playNext() {
        guard next < rows.count else { return }
        play(from: next == 0 ? nil : next, through: next)
    }

    /// Plays steps `first` through `last` (every one when nil), then calls `done`; `first`
    /// nil: from the start on a page built afresh.
    private func play(from first: Int?, through last: Int?, then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        let last = last ?? rows.count - 1
        guard story != nil, !rows.isEmpty, last < rows.count, let player = makePlayer(fresh: first == nil) else { return done(false) }
        let mine = generation
        isRunning = true
        updateButtons()
        Task { @MainActor [weak self] in
            var index = first ?? 0, passed = true
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
                    passed = false
                    break
                }
                index += 1
            }
            guard let self, self.generation == mine else { return }
            self.isRunning = false
            self.say(self.summary())
            self.updateButtons()
            done(passed)
        }
    }

    /// The player of the page on screen (built afresh first when `fresh`, or when none plays yet).
    private func makePlayer(fresh: Bool) -> StoryPlayer? {
        if !fresh, let player { return player }
        guard let story else { return nil }
        restart()
        guard let surface, let center else {
            say(tr("The page could not be built to play it."))
            return nil
        }
        let input: SyntheticInput
        do { input = try SyntheticInput.open() } catch {
            say(tr("Cannot play here: %s", error.description))
            return nil
        }
        _ = story
        player = StoryPlayer(surface: surface, input: input, center: center)
        return player
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

    // MARK: recording

    /// Records after the steps there are: played first on a page built afresh (unless they were
    /// just played through), or from a fresh page when there are none.
    private func startRecording() {
        guard recorder == nil, story != nil else { return }
        let begin: @MainActor () -> Void = { [weak self] in
            guard let self, Gtk.ToggleButton(self.recordButton).isActive, let page = self.surface?.page else { return }
            let recorder = StepRecorder(page: page)
            recorder.onChange = { [weak self] in self?.recordedChanged() }
            recorder.onExpectations = { [weak self] point, locator, offered in self?.offer(offered, of: locator, at: point) }
            self.recordedFrom = self.steps.count
            self.recorder = recorder
            recorder.start()
            self.say(tr("Recording: what you do on the page becomes steps. Right-click a part to expect something of it."))
            self.updateButtons()
        }
        if !steps.isEmpty, next == steps.count, surface != nil, rows.allSatisfy({ $0.state == .passed }) {
            begin()
        } else if steps.isEmpty {
            restart()
            begin()
        } else {
            play(from: nil, through: nil) { [weak self] passed in
                guard let self else { return }
                if passed { begin() } else {
                    Gtk.ToggleButton(self.recordButton).isActive = false
                    self.say(tr("A step failed: recording continues only from the end of a story that plays through."))
                }
            }
        }
    }

    private func stopRecording() {
        guard let recorder else { return }
        recorder.stop()
        self.recorder = nil
        if let expectationsPopover {
            expectationsPopover.unparent()
            self.expectationsPopover = nil
        }
        if Gtk.ToggleButton(recordButton).isActive { Gtk.ToggleButton(recordButton).isActive = false }
        let count = steps.count - recordedFrom
        say(unsaved ? trn("Recorded %d step. Save writes it into the story's file.", "Recorded %d steps. Save writes them into the story's file.", count, count)
            : summary())
        updateButtons()
    }

    /// The recorded steps follow the story's: their rows, as played (they happened).
    private func recordedChanged() {
        guard let recorder else { return }
        steps = Array(steps.prefix(recordedFrom)) + recorder.recorded.map(\.step)
        unsaved = true
        rebuildRows()
        for row in rows { row.state = .passed }
        next = steps.count
        updateButtons()
    }

    /// A menu of `offered` expectations of the part `locator`, at `point` of the page.
    private func offer(_ offered: [StepExpectation], of locator: PartLocator, at point: (x: Double, y: Double)) {
        guard let page = surface?.page, !offered.isEmpty else { return }
        expectationsPopover?.unparent()
        let popover = Gtk.Popover().widget.classes(["menu"]).named(InteractionsPart.expectations)
        let box = Build.vbox(spacing: 2)
        var all = locator
        all.index = nil
        for expectation in offered {
            var target = locator
            if case .count = expectation { target = all }
            let step = StoryStep(.expect(target, expectation))
            let item = Gtk.Button(label: step.swift).widget.classes(["flat", "code-text"])
            Signal.connect(item, "clicked") { [weak self] in
                Gtk.Popover(popover).popdown()
                self?.recorder?.add(step)
            }
            Gtk.Box(box).append(item)
        }
        Gtk.Popover(popover).child = box
        popover.setParent(page)
        Gtk.Popover(popover).point(atX: Int32(point.x), y: Int32(point.y))
        Gtk.Popover(popover).popup()
        expectationsPopover = popover
    }

    private func save() {
        guard let story, !steps.isEmpty else { return }
        stopRecording()
        saveSteps(story, steps) { [weak self] message in
            guard let self else { return }
            self.say(message)
            self.unsaved = false
            self.updateButtons()
        }
    }

    // MARK: showing

    private func rebuildRows() {
        for row in rows { list.remove(row.widget) }
        rows = steps.enumerated().map { offset, step in
            let alternatives = offset >= recordedFrom ? recorder?.recorded[safe: offset - recordedFrom]?.alternatives ?? [] : []
            return StepRow(step: step, index: offset + 1, alternatives: alternatives) { [weak self] locator in
                self?.recorder?.replaceLocator(at: offset - (self?.recordedFrom ?? 0), with: locator)
            }
        }
        for row in rows { list.append(row.widget) }
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

    private func say(_ text: String) { Gtk.Label(status).text = text }

    private func updateButtons() {
        let recording = recorder != nil
        playButton.isSensitive = !rows.isEmpty && !isRunning && !recording
        stepButton.isSensitive = !rows.isEmpty && !isRunning && !recording && next < rows.count
        restartButton.isSensitive = story != nil && !recording
        recordButton.isSensitive = story != nil && !isRunning
        saveButton.isSensitive = unsaved && !steps.isEmpty && !isRunning
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
