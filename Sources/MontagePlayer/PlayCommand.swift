import GtkKit
import GtkKitInput
import MontageCapture
import MontageCatalog
import MontageGtk

/// `--play`: every story given (those with steps) played with real input through the X server,
/// a line per step as it ends, the trace and its report written into the output folder. Exit
/// status 0 when every step passed, 1 on a failure (or GTK warnings), 2 where real input cannot
/// be delivered (one line saying why).
@MainActor
package enum PlayCommand {
    /// The report files a play writes: `report.json` and `report.html`, or a shard's own.
    package static func reportFiles(_ shard: CaptureShard?) -> [String] {
        guard let shard else { return ["report.json", "report.html"] }
        let stem = "report-shard-\(shard.index)-of-\(shard.count)"
        return [stem + ".json", stem + ".html"]
    }

    /// The stories a shard plays: every `count`-th from its `index`-th (all without one).
    package static func stories(_ stories: [Story], shard: CaptureShard?) -> [Story] {
        guard let shard else { return stories }
        return stories.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    /// Plays `stories` (their part for `shard`) in `scheme` into `output`, a `.golden`
    /// expectation looking in `goldens`; returns the exit status.
    package static func run(stories all: [Story], output: String, goldens: String?, scheme: ColorScheme, shard: CaptureShard?) -> Int32 {
        let input: SyntheticInput
        do { input = try SyntheticInput.open() } catch {
            StandardError.write("montage-gallery: " + tr("cannot play with real input: %s", error.description))
            return 2
        }
        if let problem = Files.makeFolder(output) {
            StandardError.write("montage-gallery: " + tr("cannot create %1$s: %2$s", output, problem))
            return 1
        }
        // Repeatable traces: no animations, no blinking cursor.
        ScreenshotRunner.pinSettings()
        let stories = stories(all, shard: shard)
        if stories.isEmpty { print(tr("no story has steps to play")) }
        let run = PlayRun(output: output, scheme: scheme, input: input)
        run.goldens = goldens
        var finished = false
        let progress = RunProgress(total: stories.count)
        Task { @MainActor in
            for story in stories {
                progress.print(tr("%1$s (%2$s)", story.id, trn("%d step", "%d steps", story.steps.count, story.steps.count)))
                let played = await run.play(story) { progress.print(PlaySummary.line($0)) }
                if let problem = played.problem { progress.print("  ✗ " + problem) }
                progress.step(story.id, seconds: Double(played.milliseconds) / 1000)
            }
            progress.finish()
            finished = true
        }
        MainLoop.run(until: { finished }, timeout: 24 * 3600)
        let files = reportFiles(shard)
        if let problem = run.writeReport(as: files) {
            StandardError.write("montage-gallery: " + problem)
            return 1
        }
        print(PlaySummary.line(run.report))
        print(tr("wrote %s", TerminalText.quote(FilePath.join(output, files[1]), limit: nil)))
        let warnings = LogCapture.drain()
        if !warnings.isEmpty {
            StandardError.write("montage-gallery: " + trn("GTK reported %d warning while playing: %s", "GTK reported %d warnings while playing; first: %s",
                                                          warnings.count, warnings.count, warnings[0]))
            return 1
        }
        return run.report.failures.isEmpty ? 0 : 1
    }
}
