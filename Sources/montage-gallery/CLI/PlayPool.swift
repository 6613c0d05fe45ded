import Glibc
import GtkKit
import MontageCapture
import MontageCatalog
import MontagePlayer

/// `--play --jobs N`: N workers, each this executable playing its shard (`--shard K/N`) on an X
/// server of its own (`xvfb-run`: real input is one pointer and one keyboard a server), their
/// output printed in order once they end, their reports joined into the folder's report.
@MainActor
enum PlayPool {
    /// Plays `stories` in `jobs` workers run with `arguments` (the command line less `--jobs`)
    /// into `output`; nil when workers cannot be started (xvfb-run missing), else the status.
    static func run(_ options: GalleryOptions, stories: [Story], output: String, jobs: Int) -> Int32? {
        let count = min(jobs, stories.count)
        guard count > 1 else { return nil }
        if let problem = Files.makeFolder(output) {
            StandardError.write("montage-gallery: " + tr("cannot create %1$s: %2$s", output, problem))
            return 1
        }
        let arguments = withoutJobs(options.arguments)
        var outputs = [(out: String, err: String, ok: Bool)?](repeating: nil, count: count)
        var processes: [Subprocess] = []
        // Each worker looks for a free display from a number of its own (two xvfb-run -a started
        // at once would both take the first free one).
        let base = 200 + Int(getpid() % 500) * 8
        for index in 0..<count {
            let worker = ["xvfb-run", "-a", "-n", String(base + index * 8 / max(1, count) + index), "-s", "-screen 0 1280x1024x24", GalleryExecutable.path]
                + arguments + ["--shard", "\(index + 1)/\(count)"]
            let process: Subprocess
            do { process = try Subprocess(worker) } catch {
                processes.forEach { $0.forceExit() }
                StandardError.write("montage-gallery: " + tr("--jobs plays in workers of their own X server (xvfb-run, Debian's xvfb): %s; playing here instead", error.message))
                return nil
            }
            processes.append(process)
            process.communicate("") { out, err in outputs[index] = (out, err, process.succeeded) }
        }
        MainLoop.run(until: { outputs.allSatisfy { $0 != nil } }, timeout: 24 * 3600)
        var status: Int32 = 0
        var report = PlayReport(scheme: options.theme == .dark ? "dark" : "light")
        var played: [String: PlayReport.StoryPlay] = [:]
        for (index, outcome) in outputs.enumerated() {
            guard let outcome else { continue }
            print(outcome.out, terminator: "")
            if !outcome.err.isEmpty { StandardError.write(outcome.err.hasSuffix("\n") ? String(outcome.err.dropLast()) : outcome.err) }
            let file = FilePath.join(output, PlayCommand.reportFiles(CaptureShard(index: index + 1, count: count))[0])
            guard let shard = PlayReport.read(file) else {
                status = max(status, outcome.err.contains("cannot play with real input") ? 2 : 1)
                continue
            }
            for story in shard.stories { played[story.id] = story }
            if !outcome.ok { status = max(status, 1) }
        }
        report.stories = stories.compactMap { played[$0.id] }
        if let problem = report.write(into: output, as: PlayCommand.reportFiles(nil)) {
            StandardError.write("montage-gallery: " + problem)
            return 1
        }
        print(PlaySummary.line(report))
        print(tr("wrote %s", TerminalText.quote(FilePath.join(output, "report.html"), limit: nil)))
        return status != 0 ? status : report.failures.isEmpty ? 0 : 1
    }

    /// `arguments` less `--jobs N` (or `--jobs=N`).
    static func withoutJobs(_ arguments: [String]) -> [String] {
        var kept: [String] = [], skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--jobs" { skipNext = true; continue }
            if argument.hasPrefix("--jobs=") { continue }
            kept.append(argument)
        }
        return kept
    }
}
