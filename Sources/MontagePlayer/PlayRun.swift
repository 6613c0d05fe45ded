import GtkKit
import GtkKitInput
import MontageAudit
import MontageCatalog
import MontageGtk
import MontageStories

/// Plays stories one after another in `output`: each on a stage of its own, its steps in order
/// until one fails (the rest skipped), leaving a trace: the window as it opened and after each
/// step (`<story>/NN-after.png`), and per step its part, time, events and the accessible subtree
/// of its part; `report` holds it all.
@MainActor
package final class PlayRun {
    /// The folder the trace is written to.
    package let output: String
    /// The goldens a `.golden` expectation compares with (nil: none).
    package var goldens: String?
    /// The scheme the stories are played in.
    package var scheme: ColorScheme
    /// How long a part or an expectation is waited for.
    package var patience = 5.0
    /// What was played so far.
    package private(set) var report: PlayReport
    private let center = EventCenter()
    private let input: SyntheticInput

    /// A run writing into `output` (which exists), in `scheme`, with `input`.
    package init(output: String, scheme: ColorScheme, input: SyntheticInput) {
        self.output = output
        self.scheme = scheme
        self.input = input
        report = PlayReport(scheme: scheme.rawValue)
    }

    /// Plays `story`'s steps, calling `progress` with each step as it ends; adds the story to
    /// the report and returns it.
    @discardableResult
    package func play(_ story: Story, progress: (PlayReport.StepPlay) -> Void = { _ in }) async -> PlayReport.StoryPlay {
        var played = PlayReport.StoryPlay(id: story.id, title: story.title)
        let folder = Self.folderName(story.id)
        if let problem = Files.makeFolder(FilePath.join(output, folder)) {
            played.problem = "cannot create \(FilePath.join(output, folder)): \(problem)"
            report.stories.append(played)
            return played
        }
        let stage = PlayStage(story, scheme: scheme, events: center.events(of: story.id))
        defer { stage.close() }
        guard await stage.open() else {
            played.problem = "its window did not come up with the keyboard within 10 seconds"
            report.stories.append(played)
            return played
        }
        let player = StoryPlayer(surface: stage.surface, input: input, center: center)
        player.goldens = goldens
        player.scheme = scheme
        player.patience = patience
        played.opening = capture(stage, as: folder + "/00-opening.png")
        var previous = played.opening, failed = false
        for (offset, step) in story.steps.enumerated() {
            var result = PlayReport.StepPlay(index: offset + 1, line: step.line, step: step.swift, locator: step.part?.description, status: .skipped)
            if !failed {
                result = await player.play(step, index: offset + 1)
                if result.status == .failed {
                    result.before = previous
                    failed = true
                }
                result.after = capture(stage, as: folder + "/" + (offset < 9 ? "0" : "") + "\(offset + 1)-after.png")
                previous = result.after
            }
            progress(result)
            played.steps.append(result)
        }
        report.stories.append(played)
        return played
    }

    /// Writes the report as `files` (its JSON, then its page) into the output folder; nil, or why not.
    package func writeReport(as files: [String] = ["report.json", "report.html"]) -> String? {
        report.write(into: output, as: files)
    }

    /// What the window shows, written as `name` in the output folder; nil when it cannot be.
    private func capture(_ stage: PlayStage, as name: String) -> String? {
        guard let texture = try? WidgetCapture.texture(of: stage.view, waitingForPaint: false),
              (try? texture.savePNG(to: FilePath.join(output, name))) != nil else { return nil }
        return name
    }

    /// A story's folder in the trace: its id with anything but letters, digits, `-`, `_` and
    /// `.` made `_` (and never `.` or `..`).
    static func folderName(_ id: String) -> String {
        let safe = String(id.prefix(100).map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return safe.allSatisfy({ $0 == "." }) ? "_" + safe : safe
    }
}
