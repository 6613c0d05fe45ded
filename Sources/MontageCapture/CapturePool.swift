import FoundationEssentials
import Glibc
import GtkKit
import MontageCatalog

/// Spreads cells over worker processes (`CaptureWorker`, the same executable), at most `jobs`
/// at once, each on a chunk of one scale and language (`CapturePlan.chunks`): the entries come
/// back in the cells' order, and the captures are the bytes one process would write.
@MainActor
package final class CapturePool {
    private let cells: [CaptureCell]
    private let job: (goldens: String?, output: String, storyFolders: [String], storyArguments: [String: String])
    private var results: [Int: CaptureReport.Entry] = [:]
    private var reported = 0
    private var running = 0
    private var failure: String?
    private let progress: (CaptureReport.Entry) -> Void

    private init(_ cells: [CaptureCell], goldens: String?, output: String, storyFolders: [String], storyArguments: [String: String], progress: @escaping (CaptureReport.Entry) -> Void) {
        self.cells = cells
        job = (goldens, output, storyFolders, storyArguments)
        self.progress = progress
    }

    /// Captures `cells` with up to `jobs` workers at once (split by `durations`, file name →
    /// ms); `progress` gets each entry in the cells' order as soon as it and those before it
    /// are in. Returns the entries and how many worker processes took them.
    package static func run(_ cells: [CaptureCell], goldens: String?, output: String, jobs: Int, durations: [String: Double],
                    storyFolders: [String], storyArguments: [String: String], progress: @escaping (CaptureReport.Entry) -> Void = { _ in }) throws(CaptureCompare.Problem) -> (entries: [CaptureReport.Entry], processes: Int) {
        let pool = CapturePool(cells, goldens: goldens, output: output, storyFolders: storyFolders, storyArguments: storyArguments, progress: progress)
        let chunks = CapturePlan.chunks(cells, jobs: jobs, durations: durations)
        var pending = chunks[...]
        while pool.failure == nil && (pool.running > 0 || !pending.isEmpty) {
            while pool.failure == nil && pool.running < max(1, jobs), let chunk = pending.popFirst() { pool.start(chunk) }
            MainLoop.iterate()
        }
        // A failed run still waits for the workers it started (they write into the folder).
        while pool.running > 0 { MainLoop.iterate() }
        if let failure = pool.failure { throw CaptureCompare.Problem(description: failure) }
        return (cells.indices.map { pool.results[$0]! }, chunks.count)
    }

    private func start(_ chunk: [Int]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let work = CaptureWorker.Job(cells: chunk.map { cells[$0] }, goldens: job.goldens, output: job.output, storyFolders: job.storyFolders,
                                        storyArguments: job.storyArguments)
        guard let input = try? encoder.encode(work) else { return fail(tr("cannot describe a worker's job")) }
        let process: Subprocess
        do {
            process = try Subprocess([GalleryExecutable.path, CaptureWorker.flag])
        } catch {
            return fail(tr("cannot start a capture worker: %s", error.message))
        }
        running += 1
        // A worker that stops answering is stopped: far more than its captures take (a capture
        // waits at most 10 s for each thing it waits for).
        var watchdog: UInt32 = 0, stopped = false
        let limit = min(3_600, 60 + 30 * chunk.count)
        watchdog = MainLoop.timeout(milliseconds: UInt32(limit * 1_000)) {
            watchdog = 0
            stopped = true
            process.forceExit()
            return false
        }
        process.communicate(String(decoding: input, as: UTF8.self)) { [self] stdout, stderr in
            if watchdog != 0 { MainLoop.remove(watchdog) }
            let succeeded = process.succeeded
            running -= 1
            finished(chunk, stdout: stdout, stderr: stopped ? tr("it did not finish in %d s and was stopped", limit) : stderr, succeeded: succeeded)
        }
    }

    private func finished(_ chunk: [Int], stdout: String, stderr: String, succeeded: Bool) {
        let decoder = JSONDecoder()
        let lines = stdout.split(separator: "\n")
        let entries = lines.compactMap { try? decoder.decode(CaptureReport.Entry.self, from: Data($0.utf8)) }
        for (index, entry) in zip(chunk, entries) { results[index] = entry }
        if let last = lines.last, let warned = try? decoder.decode(CaptureWorker.Warnings.self, from: Data(last.utf8)), let first = warned.warnings.first {
            return fail(trn("GTK reported %d warning while capturing: %s", "GTK reported %d warnings while capturing; first: %s",
                            warned.warnings.count, warned.warnings.count, first))
        }
        guard succeeded, entries.count == chunk.count else {
            let reason = stderr.split(separator: "\n").last.map { String($0).replacing("montage-gallery: ", with: "") } ?? tr("it stopped without a word")
            return fail(tr("a capture worker failed after %1$d of %2$d captures: %3$s", entries.count, chunk.count, reason))
        }
        while let entry = results[reported] {
            progress(entry)
            reported += 1
        }
    }

    private func fail(_ reason: String) {
        if failure == nil { failure = reason }
    }
}
