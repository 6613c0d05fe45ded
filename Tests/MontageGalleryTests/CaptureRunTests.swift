import GalleryTestSupport
@testable import MontageCapture

/// Runs spread over processes and machines, as a user would start them: `--jobs 2` and
/// `--shard K/N` + `--merge` write the bytes one process writes and the same report; a matrix
/// covers every pair of axis values in fewer captures than all of them.
final class CaptureRunTests: XCTestCase {
    private static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("resources/goldens")
    private static let stories = ["listcell-basic", "listcell-badges", "textfield-basic", "textfield-states", "formcontrol-group"]

    private var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
    }

    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-run-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> ChildProcess.Outcome {
        let outcome = ChildProcess.run(executable, arguments, environment: ProcessInfo.processInfo.environment, timeout: 300)
        XCTAssertFalse(outcome.timedOut, "\(arguments) hung", file: file, line: line)
        return outcome
    }

    private func compare(into output: URL, _ extra: [String]) -> ChildProcess.Outcome {
        run(["--compare", Self.goldens.path, "--screenshot", output.path] + Self.stories.flatMap { ["--story", $0] } + extra)
    }

    private func report(_ url: URL) throws -> CaptureReport {
        try MainActor.assumeIsolated { try CaptureReport.read(url.path).get() }
    }

    /// The entries without what differs from run to run (how long each took).
    private func verdicts(_ report: CaptureReport) -> [CaptureReport.Entry] {
        report.captures.map { entry in
            var entry = entry
            entry.durationMs = 0
            entry.workMs = 0
            return entry
        }
    }

    private func pngs(_ url: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".png") }
        return Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: url.appendingPathComponent($0))) })
    }

    func testTwoJobsAndTwoShardsWriteTheBytesOfOneProcess() throws {
        let one = try folder("one"), two = try folder("two"), shards = try folder("shards"), robin = try folder("robin")
        let single = compare(into: one, ["--jobs", "1"])
        XCTAssertEqual(single.status, 0, single.stdoutText + single.stderrText)
        let alone = try report(one.appendingPathComponent("report.json"))
        XCTAssertEqual(alone.processes, 1)
        XCTAssertEqual(alone.captures.count, 10)

        let parallel = compare(into: two, ["--jobs", "2"])
        XCTAssertEqual(parallel.status, 0, parallel.stdoutText + parallel.stderrText)
        XCTAssertEqual(parallel.stdoutText.replacing(two.path, with: "OUT"), single.stdoutText.replacing(one.path, with: "OUT"), "the same lines")
        let spread = try report(two.appendingPathComponent("report.json"))
        XCTAssertEqual(spread.processes, 2, "two worker processes took the captures")
        XCTAssertEqual(verdicts(spread), verdicts(alone))
        XCTAssertEqual(try pngs(two), try pngs(one), "byte for byte")

        // Shards split by the last report's weights (copied in, as a CI job would restore it):
        // what each capture, its file and its comparison took.
        try FileManager.default.copyItem(at: one.appendingPathComponent("report.json"), to: shards.appendingPathComponent("report.json"))
        for shard in ["1/2", "2/2"] {
            let part = compare(into: shards, ["--shard", shard, "--jobs", "1"])
            XCTAssertEqual(part.status, 0, part.stdoutText + part.stderrText)
            XCTAssertTrue(part.stdoutText.hasSuffix("report-shard-\(shard.replacing("/", with: "-of-")).json\n"), part.stdoutText)
        }
        let first = try report(shards.appendingPathComponent("report-shard-1-of-2.json"))
        let second = try report(shards.appendingPathComponent("report-shard-2-of-2.json"))
        XCTAssertEqual(first.captures.count + second.captures.count, 10)
        XCTAssertEqual(first.order, alone.captures.map(\.file), "each shard knows the whole run")
        let durations = Dictionary(uniqueKeysWithValues: try alone.captures.map { ($0.file, try XCTUnwrap($0.workMs)) })
        let loads = [first, second].map { $0.captures.reduce(0) { $0 + durations[$1.file]! } }
        let longest = try XCTUnwrap(durations.values.max())
        XCTAssertLessThanOrEqual(abs(loads[0] - loads[1]), longest, "split by weight: the parts differ by less than one capture")
        let merged = run(["--merge", shards.path])
        XCTAssertEqual(merged.status, 0, merged.stdoutText + merged.stderrText)
        XCTAssertEqual(merged.stdoutText, "10 captures: 10 match, 0 differ, 0 without a golden\nwrote \(shards.path)/report.html\n")
        XCTAssertEqual(verdicts(try report(shards.appendingPathComponent("report.json"))), verdicts(alone), "one process's report, in its order")
        XCTAssertEqual(try pngs(shards), try pngs(one))

        // Without a report: round robin.
        let robinPart = compare(into: robin, ["--shard", "2/3", "--jobs", "1"])
        XCTAssertEqual(robinPart.status, 0, robinPart.stderrText)
        let part = try report(robin.appendingPathComponent("report-shard-2-of-3.json"))
        XCTAssertEqual(part.captures.map(\.file), stride(from: 1, to: 10, by: 3).map { alone.captures[$0].file })
        let incomplete = run(["--merge", robin.path])
        XCTAssertEqual(incomplete.status, 1)
        XCTAssertEqual(incomplete.stderrText, "montage-gallery: merge failed: shard 1, 3 of 3 is missing in \(robin.path)\n")
    }

    func testAPairwiseMatrixCoversEveryPairOfValuesInFewerCaptures() throws {
        let output = try folder("matrix")
        let result = run(["--compare", Self.goldens.path, "--screenshot", output.path, "--story", "listcell-basic", "--matrix", "pairwise"])
        XCTAssertEqual(result.status, 1, "no golden for most cells: \(result.stderrText)")
        XCTAssertEqual(result.stdoutText.split(separator: "\n").first, "matrix pairwise: 11 captures (all: 144)")
        let matrix = try report(output.appendingPathComponent("report.json"))
        XCTAssertEqual(matrix.captures.count, 11)
        XCTAssertGreaterThan(matrix.processes ?? 0, 1, "scales and languages each in a process of their own")
        let axes = ["scheme": ["light", "dark"], "direction": ["ltr", "rtl"], "scale": ["1", "2"], "textSize": ["100", "125", "150"],
                    "language": ["en", "ko"], "width": ["own", "320", "375"]]
        for (a, values) in axes {
            for (b, others) in axes where a < b {
                for value in values {
                    for other in others {
                        XCTAssertTrue(matrix.captures.contains { $0.axes[a] == value && $0.axes[b] == other }, "\(a)=\(value) with \(b)=\(other)")
                    }
                }
            }
        }
        XCTAssertEqual(Set(matrix.captures.map(\.file)).count, 11, "every cell has a name of its own")
        let korean = try XCTUnwrap(matrix.captures.first { $0.axes["language"] == "ko" && $0.axes["scale"] == "2" && $0.axes["width"] == "320" })
        XCTAssertTrue(korean.file.hasSuffix("-2x-\(korean.axes["textSize"] == "100" ? "" : "text\(korean.axes["textSize"]!)-")w320-ko.png"), korean.file)
        let png = try Data(contentsOf: output.appendingPathComponent(korean.file))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 640, "320 px at scale 2")

        // The options fix their axes: dark, right to left, scale 1, Korean leaves text size × width.
        let fixed = try folder("fixed")
        let all = run(["--screenshot", fixed.path, "--story", "listcell-basic", "--matrix", "all", "--theme", "dark", "--rtl", "--scale", "1", "--lang", "ko"])
        XCTAssertEqual(all.status, 0, all.stderrText)
        XCTAssertEqual(all.stdoutText.split(separator: "\n").first, "매트릭스 all: 캡처 9개 (전체: 9개)", "said in --lang's language")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixed.path).count, 9)
    }

    func testAWorkerWithoutAJobSaysSo() throws {
        let garbage = ChildProcess.run(executable, ["--capture-worker"], environment: ProcessInfo.processInfo.environment, timeout: 30)
        XCTAssertEqual(garbage.status, 2)
        XCTAssertEqual(garbage.stderrText, "montage-gallery: a capture worker needs a job on its standard input\n")
    }

    func testThePlanSplitsByDurationsAndKeepsProcessesApart() {
        let cells = (0..<6).map { CaptureCell(story: "s\($0)", scheme: .light) }
        XCTAssertEqual(CapturePlan.split(cells, into: 2, durations: [:]), [[0, 2, 4], [1, 3, 5]], "round robin without durations")
        let durations = Dictionary(uniqueKeysWithValues: zip(cells.map(\.fileName), [100.0, 10, 10, 10, 10, 60]))
        XCTAssertEqual(CapturePlan.split(cells, into: 2, durations: durations), [[0], [1, 2, 3, 4, 5]], "the longest alone")
        var partial = durations
        partial[cells[3].fileName] = nil
        XCTAssertEqual(CapturePlan.split(cells, into: 2, durations: partial), [[0, 2, 4], [1, 3, 5]], "a report that misses a cell is not used")
        let mixed = cells + [CaptureCell(story: "s0", scheme: .light, scale: 2), CaptureCell(story: "s1", scheme: .light, language: "ko")]
        let chunks = CapturePlan.chunks(mixed, jobs: 2, durations: [:])
        XCTAssertEqual(chunks.flatMap { $0 }.sorted(), Array(mixed.indices), "every cell once")
        for chunk in chunks { XCTAssertEqual(Set(chunk.map { mixed[$0].processKey }).count, 1, "one scale and language a chunk") }
        XCTAssertEqual(chunks.first?.count, 3, "the largest chunk first")
    }
}
