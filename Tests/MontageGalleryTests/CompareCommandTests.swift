import GalleryTestSupport
@testable import MontageCapture

/// `montage-gallery --compare GOLDENS --screenshot OUT` run as a user would: a line for each
/// capture that differs, exit 1, and the captures, their expected and diff images and
/// report.json / report.html left in OUT.
final class CompareCommandTests: XCTestCase {
    private static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("resources/goldens")

    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
    }

    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-compare-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func run(_ arguments: [String]) -> ChildProcess.Outcome {
        ChildProcess.run(executable.path, arguments, environment: ProcessInfo.processInfo.environment, timeout: 300)
    }

    func testEachDifferenceIsReportedAndTheRunExitsOne() throws {
        // listcell-basic-light is right; its dark golden is the light one (same size, other
        // pixels); textfield-basic-light's is another story's (another size); textfield-basic-dark has none.
        let goldens = try folder("goldens"), output = try folder("output").appendingPathComponent("run")
        let file = FileManager.default
        for (golden, name) in [("listcell-basic-light", "listcell-basic-light"), ("listcell-basic-light", "listcell-basic-dark"),
                               ("listcell-basic-light", "textfield-basic-light")] {
            try file.copyItem(at: Self.goldens.appendingPathComponent(golden + ".png"), to: goldens.appendingPathComponent(name + ".png"))
        }
        let result = run(["--compare", goldens.path, "--screenshot", output.path, "--story", "listcell-basic", "--story", "textfield-basic"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, result.stdoutText)
        XCTAssertTrue(lines[0].hasPrefix("textfield-basic-light.png: the size 480x"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("listcell-basic-dark.png: ") && lines[1].contains("pixels differ"), lines[1])
        XCTAssertTrue(lines[0].hasSuffix("; layout"), "another size is a layout change: \(lines[0])")
        XCTAssertTrue(lines[1].contains("; color #"), "the dark capture over the light golden swaps the background: \(lines[1])")
        XCTAssertEqual(lines[2], "textfield-basic-dark.png: no golden \(goldens.path)/textfield-basic-dark.png")
        XCTAssertEqual(lines[3], "4 captures: 1 match, 2 differ, 1 without a golden")
        XCTAssertEqual(lines[4], "wrote \(output.path)/report.html")

        let report = try MainActor.assumeIsolated { try CaptureReport.read(output.appendingPathComponent("report.json").path).get() }
        XCTAssertEqual(report.goldens, goldens.path)
        XCTAssertEqual(report.captures.map(\.file), ["listcell-basic-light.png", "textfield-basic-light.png", "listcell-basic-dark.png", "textfield-basic-dark.png"])
        XCTAssertEqual(report.captures.map(\.status), [.match, .differ, .differ, .missing])
        XCTAssertEqual(report.captures[0].axes, ["scheme": "light", "direction": "ltr", "scale": "1", "textSize": "100", "language": "system", "width": "own"])
        XCTAssertEqual(report.captures[2].axes["scheme"], "dark")
        let differing = report.captures[2]
        XCTAssertGreaterThan(differing.differing, 10_000, "a dark capture against a light golden differs almost everywhere")
        XCTAssertGreaterThan(differing.maxDelta, 100)
        XCTAssertEqual(differing.expected, "listcell-basic-dark-expected.png")
        XCTAssertEqual(differing.diff, "listcell-basic-dark-diff.png")
        XCTAssertNil(report.captures[1].diff, "no diff image between two sizes")
        XCTAssertEqual(report.captures[1].diffClass, "layout")
        XCTAssertEqual(differing.diffClass, "color")
        XCTAssertEqual(differing.colors?.count, 2)
        XCTAssertFalse(differing.regions?.isEmpty ?? true, "its changed regions, outlined on the diff")
        XCTAssertNil(report.captures[0].diffClass, "a match has no class")
        XCTAssertNil(report.captures[3].diffClass, "nor a capture without a golden")
        let json = try String(contentsOf: output.appendingPathComponent("report.json"), encoding: .utf8)
        XCTAssertTrue(json.contains("\"class\" : \"color\""), "the class is named `class` in the JSON")
        XCTAssertEqual(report.captures[1].goldenSize?.first, 480)
        XCTAssertTrue(report.captures.allSatisfy { $0.durationMs > 0 })
        XCTAssertTrue(report.captures.allSatisfy { $0.workMs ?? 0 >= $0.durationMs }, "its file and comparison took longer still")
        for name in ["listcell-basic-light.png", "listcell-basic-dark.png", "listcell-basic-dark-expected.png", "listcell-basic-dark-diff.png",
                     "textfield-basic-light.png", "textfield-basic-light-expected.png", "textfield-basic-dark.png", "report.html"] {
            XCTAssertTrue(file.fileExists(atPath: output.appendingPathComponent(name).path), name)
        }
        // The expected image is the golden as it was; the diff is the golden's size.
        XCTAssertEqual(file.contents(atPath: output.appendingPathComponent("listcell-basic-dark-expected.png").path),
                       file.contents(atPath: goldens.appendingPathComponent("listcell-basic-dark.png").path))
        let html = try String(contentsOf: output.appendingPathComponent("report.html"), encoding: .utf8)
        let differences = try XCTUnwrap(html.range(of: "<h2>Differences</h2>")), matching = try XCTUnwrap(html.range(of: "<h2>Matching</h2>"))
        XCTAssertLessThan(differences.lowerBound, matching.lowerBound, "failures first")
        let failure = try XCTUnwrap(html.range(of: "id=\"listcell-basic-dark.png\""))
        XCTAssertLessThan(failure.lowerBound, matching.lowerBound)
        XCTAssertTrue(html.contains("<img src=\"listcell-basic-dark-expected.png\"") && html.contains("<img src=\"listcell-basic-dark-diff.png\""))
        XCTAssertTrue(html.contains("4 captures: 1 match, 2 differ, 1 without a golden"))
        let layout = try XCTUnwrap(html.range(of: "<h3>Layout (1)</h3>")), color = try XCTUnwrap(html.range(of: "<h3>Color (1)</h3>"))
        let missing = try XCTUnwrap(html.range(of: "<h3>Without a golden (1)</h3>"))
        XCTAssertTrue(layout.lowerBound < color.lowerBound && color.lowerBound < missing.lowerBound, "grouped by class, layout first")
    }

    func testAShiftIsPrintedWithEachOffsetOnceAndItsRegionCount() throws {
        // listcell-basic-light against its golden moved 1 px right: every changed region is the
        // capture 1 px to the left.
        let goldens = try folder("shifted-goldens"), output = try folder("shifted-output")
        try MainActor.assumeIsolated {
            try ShiftedGolden.write(Self.goldens.appendingPathComponent("listcell-basic-light.png"), movedRight: 1,
                                    to: goldens.appendingPathComponent("listcell-basic-light.png"))
        }
        let result = run(["--compare", goldens.path, "--screenshot", output.path, "--story", "listcell-basic", "--theme", "light"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        let report = try MainActor.assumeIsolated { try CaptureReport.read(output.appendingPathComponent("report.json").path).get() }
        let entry = try XCTUnwrap(report.captures.first)
        XCTAssertEqual(entry.diffClass, "shift")
        let regions = try XCTUnwrap(entry.regions?.count)
        XCTAssertGreaterThan(regions, 1, "the text moved in more than one place")
        XCTAssertEqual(entry.offsets?.count, regions, "the report keeps each region's offset")
        let line = result.stdoutText.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertEqual(line, "listcell-basic-light.png: \(entry.summary); shift by (-1, 0) in \(regions) regions")
        XCTAssertEqual(entry.classDetail, "shift by (-1, 0) in \(regions) regions", "as report.json says it")
        let html = try String(contentsOf: output.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("; shift by (-1, 0) in \(regions) regions</span>"), "as the page says it")
    }

    func testBrokenGoldensAreReportedWithoutDecodingThem() throws {
        // A PNG header that claims 60000x60000 (14 GB decoded), text, a FIFO, and the right
        // header over truncated pixels: none decoded beyond its header, none called "no golden".
        let goldens = try folder("broken-goldens"), output = try folder("broken-output")
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60, 8, 6, 0, 0, 0] + [UInt8](repeating: 0x55, count: 4096)
        try Data(header).write(to: goldens.appendingPathComponent("listcell-basic-light.png"))
        try Data("not an image".utf8).write(to: goldens.appendingPathComponent("listcell-basic-dark.png"))
        XCTAssertEqual(mkfifo(goldens.appendingPathComponent("textfield-basic-light.png").path, 0o644), 0)
        let real = try Data(contentsOf: Self.goldens.appendingPathComponent("textfield-basic-dark.png"))
        try real.prefix(real.count / 2).write(to: goldens.appendingPathComponent("textfield-basic-dark.png"))
        let result = run(["--compare", goldens.path, "--screenshot", output.path, "--story", "listcell-basic", "--story", "textfield-basic"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        let report = try MainActor.assumeIsolated { try CaptureReport.read(output.appendingPathComponent("report.json").path).get() }
        XCTAssertEqual(report.captures.map(\.status), [.differ, .missing, .missing, .missing])
        let huge = report.captures[0]
        XCTAssertTrue(huge.summary.hasSuffix("differs from the golden's 60000x60000"), huge.summary)
        XCTAssertEqual(huge.goldenSize, [60000, 60000])
        XCTAssertEqual(huge.diffClass, "layout")
        XCTAssertNil(huge.expected, "a golden that large is not decoded, so not copied")
        let golden = { (name: String) in goldens.appendingPathComponent(name).path }
        XCTAssertEqual(report.captures[1].summary, "cannot read the golden \(golden("textfield-basic-light.png")): not a regular file")
        XCTAssertEqual(report.captures[2].summary, "cannot read the golden \(golden("listcell-basic-dark.png")): not a PNG image")
        XCTAssertTrue(report.captures[3].summary.hasPrefix("cannot read the golden \(golden("textfield-basic-dark.png")): "), report.captures[3].summary)
        XCTAssertFalse(report.captures[3].summary.hasSuffix(": not a PNG image"), "the decoder's own reason for a truncated PNG")
    }

    func testAReportTooLargeOrMalformedIsRefusedWithItsReason() throws {
        let folder = try folder("reports")
        let large = folder.appendingPathComponent("large.json"), malformed = folder.appendingPathComponent("malformed.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(MainActor.assumeIsolated { CaptureReport.maxBytes }) + 1)
        try handle.close()
        try Data("{\"version\": 1}".utf8).write(to: malformed)
        let reasons = MainActor.assumeIsolated {
            [large, malformed, folder, folder.appendingPathComponent("none.json")].map { url -> String in
                if case .failure(let problem) = CaptureReport.read(url.path) { return problem.reason }
                return "read"
            }
        }
        XCTAssertEqual(reasons[0], "cannot read \(large.path): \(32 << 20 + 1) bytes, over the limit of \(32 << 20) for a capture report")
        XCTAssertTrue(reasons[1].hasPrefix("\(malformed.path) is not a capture report: "), reasons[1])
        XCTAssertEqual(reasons[2], "cannot read \(folder.path): not a regular file")
        XCTAssertEqual(reasons[3], "cannot read \(folder.path)/none.json: No such file or directory")
        // A name that climbs out of the folder (accept would write the golden there) is refused.
        let climbing = folder.appendingPathComponent("climbing.json")
        let entry = "{\"id\": \"x\", \"file\": \"../../etc/x.png\", \"axes\": {}, \"status\": \"differ\", \"differing\": 1, \"maxDelta\": 1, \"durationMs\": 1, \"summary\": \"\"}"
        try Data("{\"version\": 1, \"goldens\": \"/tmp\", \"captures\": [\(entry)]}".utf8).write(to: climbing)
        let climbed = MainActor.assumeIsolated { () -> String in
            if case .failure(let problem) = CaptureReport.read(climbing.path) { return problem.reason }
            return "read"
        }
        XCTAssertEqual(climbed, "\(climbing.path) names '../../etc/x.png', which is not a file name of its folder")
    }

    func testMatchingGoldensExitZero() throws {
        let output = try folder("matching")
        let result = run(["--compare", Self.goldens.path, "--screenshot", output.path, "--story", "listcell-basic", "--theme", "dark"])
        XCTAssertEqual(result.status, 0, result.stdoutText + result.stderrText)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").first.map(String.init), "1 capture: 1 match, 0 differ, 0 without a golden")
        let report = try MainActor.assumeIsolated { try CaptureReport.read(output.appendingPathComponent("report.json").path).get() }
        XCTAssertEqual(report.captures.map(\.status), [.match])
        XCTAssertEqual(report.captures.first?.differing, 0)
    }

    func testCompareUsageErrorsExitTwoBeforeAnyWork() throws {
        let output = try folder("usage")
        for (arguments, reason) in [(["--compare", "/no/such/goldens"], "--compare: '/no/such/goldens' is not a folder"),
                                    (["--compare", Self.goldens.path, "--list"], "--compare goes with --screenshot only"),
                                    (["--compare", Self.goldens.path, "--screenshot", output.path, "--size", "400x400"], "--size applies to the window"),
                                    (["--compare", Self.goldens.path, "--screenshot", output.path, "--theme", "system"], "--theme system has no meaning")] {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderrText)")
            XCTAssertTrue(result.stderrText.hasPrefix("montage-gallery: \(reason)"), result.stderrText)
            XCTAssertEqual(result.stdoutText, "")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), [], "nothing written")
    }
}
