import FoundationEssentials
import Glibc
import MontageGtk
import GtkKit
import MontageCatalog

/// A worker process of `CapturePool`: `montage-gallery --capture-worker`, given a `Job` on
/// stdin, starts GTK at the job's scale and language (as a capture run does), captures its cells
/// in order and prints each entry as one line of JSON as it is decided; a failure is one line
/// on stderr and status 1. Not an option of the command line: the pool is its only caller.
@MainActor
package enum CaptureWorker {
    /// The argument that makes the executable a worker.
    package static let flag = "--capture-worker"

    /// What a worker is asked to do.
    struct Job: Codable {
        /// The cells, in order; all of one process key.
        var cells: [CaptureCell]
        /// The goldens' folder, nil for captures only.
        var goldens: String?
        /// Where the captures go.
        var output: String
        /// The story folders whose stories the cells may name.
        var storyFolders: [String]
        /// The story arguments given (`--arg`).
        var storyArguments: [String: String]?
    }

    /// The last line of a worker whose captures made GTK warn.
    struct Warnings: Codable {
        /// What GTK said, in order.
        var warnings: [String]
    }

    /// Runs the worker on stdin's job; returns the exit status.
    package static func main() -> Int32 {
        let input = Data(StandardStreams.readInput())
        guard let job = try? JSONDecoder().decode(Job.self, from: input), let key = job.cells.first?.processKey else {
            StandardError.write("montage-gallery: " + tr("a capture worker needs a job on its standard input"))
            return 2
        }
        guard job.cells.allSatisfy({ $0.processKey == key }) else {
            StandardError.write("montage-gallery: " + tr("a capture worker's cells must share one scale and language"))
            return 2
        }
        MontageTextDomain.setUp()
        if let language = key.language { Localization.use(language: language) }
        setenv("GDK_SCALE", String(key.scale), 1)
        CaptureProcess.prepare()
        let model = GalleryModel(arguments: job.storyArguments ?? [:])
        for folder in job.storyFolders { model.folders.add(folder: folder) }
        LogCapture.install()
        guard GtkRuntime.initialize() else {
            StandardError.write("montage-gallery: " + GtkRuntime.displayHint(advice: tr("run under xvfb-run, or use `make run`")))
            return 1
        }
        _ = LogCapture.drain()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            _ = try CaptureCompare.capture(job.cells, of: model, goldens: job.goldens, output: job.output) { entry in
                guard let line = try? encoder.encode(entry) else { return }
                StandardStreams.writeOutput(Array(line) + Array("\n".utf8))
            }
        } catch {
            StandardError.write("montage-gallery: " + String(describing: error))
            return 1
        }
        // GTK's warnings go back as they are, for the pool to say in the run's own language.
        let problems = LogCapture.drain()
        if !problems.isEmpty, let line = try? encoder.encode(Warnings(warnings: problems)) {
            StandardStreams.writeOutput(Array(line) + Array("\n".utf8))
            return 1
        }
        return 0
    }
}
