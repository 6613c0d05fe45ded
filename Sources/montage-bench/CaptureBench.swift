import CGtk
import MontageCatalog
import MontageGallery
import Foundation
import Glibc
import MontageGtk
import GtkKit
import MontageCapture

/// The capture figures of `make bench` (`montage-bench captures`), each beside its floor or
/// baseline from the same run: every capture of the default set (every story, both schemes) with
/// one job, the slowest against the median; the median against the same capture path on a
/// window holding one GtkLabel; the wall time of `--jobs 2` against `--jobs 1` on that set; the
/// pairwise matrix's wall time.
@MainActor
enum CaptureBench {
    /// What `run` measured.
    public struct Figures {
        /// The median capture (each capture's median over the rounds), in milliseconds.
        public var median: Double
        /// The slowest capture, in milliseconds, and its file.
        public var slowest: Double
        public var slowestStory: String
        /// The median capture of one GtkLabel, in milliseconds.
        public var labelFloor: Double
        /// The wall time of comparing every story with one job and with two, in seconds.
        public var oneJob: Double
        public var twoJobs: Double
        /// The pairwise matrix's wall time in seconds, and its captures; nil when it did not run.
        public var matrix: Double?
        public var matrixCaptures: Int
    }

    /// Runs the measurements (montage-gallery beside `executable`'s folder), `log` told of each
    /// step; nil when montage-gallery did not run.
    public static func run(besides executable: String, log: (String) -> Void) -> Figures? {
        let gallery = FilePath.join(FilePath.parent(executable), "montage-gallery")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("montage-bench-captures-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let floor = labelFloor()
        // Five rounds, interleaved: one job, two jobs (split by the one-job run's weights). The
        // median of five holds when this shared machine slows down for a round or two.
        var one: [Double] = [], two: [Double] = [], durations: [String: [Double]] = [:]
        for round in 0..<5 {
            log("captures: round \(round + 1) of 5")
            let single = FilePath.join(scratch, "one-\(round)"), double = FilePath.join(scratch, "two-\(round)")
            guard let wall = timed(gallery, ["--compare", "resources/goldens", "--screenshot", single, "--jobs", "1"]),
                  case .success(let report) = CaptureReport.read(FilePath.join(single, "report.json")) else { return nil }
            one.append(wall)
            for capture in report.captures { durations[capture.file, default: []].append(capture.durationMs) }
            try? FileManager.default.createDirectory(atPath: double, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(atPath: FilePath.join(single, "report.json"), toPath: FilePath.join(double, "report.json"))
            if let wall = timed(gallery, ["--compare", "resources/goldens", "--screenshot", double, "--jobs", "2"]) { two.append(wall) }
        }
        let each = durations.mapValues(median)
        let slowest = each.max { $0.value < $1.value }
        var figures = Figures(median: median(Array(each.values)), slowest: slowest?.value ?? 0, slowestStory: slowest?.key ?? "none",
                              labelFloor: floor, oneJob: median(one), twoJobs: median(two), matrix: nil, matrixCaptures: 0)
        log("captures: the pairwise matrix")
        let matrix = FilePath.join(scratch, "matrix")
        let started = Date()
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gallery)
        process.arguments = ["--screenshot", matrix, "--matrix", "pairwise"]
        process.standardOutput = output
        guard (try? process.run()) != nil else { return figures }
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        figures.matrix = Date().timeIntervalSince(started)
        figures.matrixCaptures = (try? FileManager.default.subpathsOfDirectory(atPath: matrix).filter { $0.hasSuffix(".png") }.count) ?? 0
        return figures
    }

    /// The median of 30 captures of a window holding one GtkLabel, by the capture path of every
    /// story (`ScreenshotRunner.capture`), in milliseconds.
    private static func labelFloor() -> Double {
        let story = Story(id: "bench-label", title: "Label", section: "Bench", preferredSize: (480, -1)) { _ in Build.label("Montage") }
        ScreenshotRunner.pinSettings()
        var times: [Double] = []
        for _ in 0..<30 {
            let started = g_get_monotonic_time()
            _ = try? ScreenshotRunner.capture(story, scheme: .light)
            times.append(Double(g_get_monotonic_time() - started) / 1_000)
        }
        return median(times)
    }

    /// The wall time of `executable arguments`, in seconds; nil when it did not run or failed.
    private static func timed(_ executable: String, _ arguments: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let started = Date()
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? Date().timeIntervalSince(started) : nil
    }

    private static func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
}
