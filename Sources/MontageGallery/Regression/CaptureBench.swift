import Foundation
import Glibc
import MontageGtk
import GtkKit

/// The capture figures of `make bench` (`montage-bench captures`), each beside its floor or
/// baseline from the same run: the median capture of the default set (every story, both schemes)
/// with one job against the same capture path on a window holding one GtkLabel; the wall time of
/// `--jobs 2` against `--jobs 1` on that set; the pairwise matrix's wall time.
@MainActor
@_spi(Bench) public enum CaptureBench {
    /// Runs the measurements (montage-gallery beside `executable`'s folder) and prints their lines.
    public static func run(besides executable: String) {
        let gallery = FilePath.join(FilePath.parent(executable), "montage-gallery")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("montage-bench-captures-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let floor = labelFloor()
        // Five rounds, interleaved: one job, two jobs (split by the one-job run's weights). The
        // median of five holds when this shared machine slows down for a round or two.
        var one: [Double] = [], two: [Double] = [], medians: [Double] = []
        for round in 0..<5 {
            let single = FilePath.join(scratch, "one-\(round)"), double = FilePath.join(scratch, "two-\(round)")
            guard let wall = timed(gallery, ["--compare", "resources/goldens", "--screenshot", single, "--jobs", "1"]),
                  case .success(let report) = CaptureReport.read(FilePath.join(single, "report.json")) else {
                return print("captures: montage-gallery --compare did not run (from the repository's folder, under `make bench`)")
            }
            one.append(wall)
            medians.append(median(report.captures.map(\.durationMs)))
            try? FileManager.default.createDirectory(atPath: double, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(atPath: FilePath.join(single, "report.json"), toPath: FilePath.join(double, "report.json"))
            if let wall = timed(gallery, ["--compare", "resources/goldens", "--screenshot", double, "--jobs", "2"]) { two.append(wall) }
        }
        print(String(format: "capture, one job, every story in both schemes: median %.1f ms a capture; one GtkLabel on the same path: %.1f ms (target ≤ 25 ms)",
                     median(medians), floor))
        if !two.isEmpty {
            print(String(format: "compare every story in both schemes: --jobs 1 %.2f s, --jobs 2 %.2f s: %.2f× (target ≥ 1.7×)",
                         median(one), median(two), median(one) / median(two)))
        }
        let matrix = FilePath.join(scratch, "matrix")
        let started = Date()
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gallery)
        process.arguments = ["--screenshot", matrix, "--matrix", "pairwise"]
        process.standardOutput = output
        guard (try? process.run()) != nil else { return print("matrix: montage-gallery did not start") }
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(started)
        print(String(format: "pairwise matrix, every story: %@ in %.1f s with the default jobs (target < 60 s)",
                     String(lines.split(separator: "\n").first ?? "?"), seconds))
    }

    /// The median of 30 captures of a window holding one GtkLabel, by the capture path of every
    /// story (`ScreenshotRunner.capture`), in milliseconds.
    private static func labelFloor() -> Double {
        let story = Story(id: "bench-label", title: "Label", section: "Bench", preferredSize: (480, -1)) { Build.label("Montage") }
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
