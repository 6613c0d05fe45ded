import GalleryTestSupport
import MontagePlayer
@testable import MontageGallery

/// `montage-gallery --play`, run as CI runs it: every story with steps plays through with real
/// input; a broken step fails with its trace (the window before and after it, its part, the
/// report's failed step first); no real input, one line and status 2; the usage errors.
final class PlayCommandTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
    }

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private func report(_ folder: String, _ name: String = "report.json") throws -> PlayReport {
        try JSONDecoder().decode(PlayReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
    }

    private static let brokenStory = """
        Story("가입") {
            TextField(text: "").label("이름")
        } steps: {
            type("김티드", into: .field("이름"))
            expect(.field("이름"), .value("이몽타"))
            press("Tab")
        }

        """

    /// `make test` plays every story that has steps: all of them pass, each step traced.
    func testEveryStoryWithStepsPlaysThrough() throws {
        let output = try temporaryFolder()
        let result = ChildProcess.run(executable, ["--play", "--screenshot", output], timeout: 900)
        XCTAssertEqual(result.status, 0, result.stdoutText.suffix(3000) + result.stderrText)
        let played = try report(output)
        let withSteps = MainActor.assumeIsolated { () -> [String] in
            let model = GalleryModel()
            return model.stories.map(model.playable).filter { !$0.steps.isEmpty }.map(\.id)
        }
        XCTAssertFalse(withSteps.isEmpty, "the seeds' flows have steps")
        XCTAssertEqual(played.stories.map(\.id), withSteps)
        for story in played.stories {
            XCTAssertTrue(story.passed, "\(story.id): \(story.steps.first { $0.status != .passed }.map { "\($0.step): \($0.message ?? "")" } ?? story.problem ?? "")")
            for step in story.steps {
                let after = try XCTUnwrap(step.after, "\(story.id) step \(step.index) has its capture")
                XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/" + after), after)
            }
        }
        XCTAssertTrue(result.stdoutText.contains("played \(withSteps.count) stories"), result.stdoutText.suffix(400).description)
    }

    func testABrokenStepFailsWithItsTrace() throws {
        let stories = try temporaryFolder(), output = try temporaryFolder()
        try Self.brokenStory.write(toFile: stories + "/signup.swift", atomically: false, encoding: .utf8)
        let result = ChildProcess.run(executable, ["--play", "--stories", stories, "--story", "file-signup-가입", "--screenshot", output], timeout: 120)
        XCTAssertEqual(result.status, 1, result.stdoutText + result.stderrText)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "file-signup-가입 (3 steps)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  ✓ 1 type(\"김티드\", into: .field(\"이름\")) · ") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  ✗ 2 expect(.field(\"이름\"), .value(\"이몽타\")) · ") }, "\(lines)")
        XCTAssertTrue(lines.contains("      expected field \"이름\" .value(\"이몽타\"): its value is \"김티드\""), "\(lines)")
        XCTAssertTrue(lines.contains("  – 3 press(\"Tab\") · skipped"), "\(lines)")
        XCTAssertTrue(lines.contains("played 1 story, 3 steps: 1 passed, 1 failed (1 story failed)"), "\(lines)")

        let story = try XCTUnwrap(try report(output).stories.first)
        XCTAssertFalse(story.passed)
        XCTAssertEqual(story.steps.map(\.status), [.passed, .failed, .skipped])
        let failed = story.steps[1]
        XCTAssertEqual(failed.line, 5)
        XCTAssertEqual(failed.locator, "field \"이름\"")
        XCTAssertEqual(failed.part.first, "text-box \"이름\"")
        let before = try XCTUnwrap(failed.before), after = try XCTUnwrap(failed.after)
        XCTAssertEqual(before, story.steps[0].after, "the window before it is the window after the step before")
        for file in [before, after, try XCTUnwrap(story.opening)] {
            let png = try Data(contentsOf: URL(fileURLWithPath: output + "/" + file))
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "\(file) is a PNG")
        }
        // The page stands alone beside its captures, the failure first with its message.
        let html = try String(contentsOfFile: output + "/report.html", encoding: .utf8)
        let failure = try XCTUnwrap(html.range(of: "Step 2 failed")), strip = try XCTUnwrap(html.range(of: "class=\"strip\""))
        XCTAssertLessThan(failure.lowerBound, strip.lowerBound)
        XCTAssertTrue(html.contains("expected field &quot;이름&quot; .value(&quot;이몽타&quot;): its value is &quot;김티드&quot;"))
        XCTAssertTrue(html.contains("src=\"\(before)\"") && html.contains("src=\"\(after)\""))
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "nothing from the network")
    }

    /// Where the display takes no synthetic input (Broadway), one line says so: status 2.
    func testWithoutRealInputOneLineAndStatusTwo() throws {
        let stories = try temporaryFolder(), runtime = try temporaryFolder()
        try Self.brokenStory.write(toFile: stories + "/signup.swift", atomically: false, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime
        let display = ":\(40 + Int.random(in: 0..<50))"
        let broadway = ChildProcess.start("gtk4-broadwayd", ["--address", "127.0.0.1", "--port", String(18_000 + Int.random(in: 0..<1000)), display],
                                          environment: environment)
        defer { _ = broadway.stop(grace: 2) }
        environment["GDK_BACKEND"] = "broadway"
        environment["BROADWAY_DISPLAY"] = display
        var result = ChildProcess.Outcome?.none
        for _ in 0..<50 {
            let attempt = ChildProcess.run(executable, ["--play", "--stories", stories, "--screenshot", try temporaryFolder()], environment: environment, timeout: 60)
            result = attempt
            // Until broadwayd listens, GTK cannot open its display (status 1).
            if attempt.status != 1 { break }
            usleep(100_000)
        }
        let outcome = try XCTUnwrap(result)
        XCTAssertEqual(outcome.status, 2, outcome.stderrText)
        XCTAssertEqual(outcome.stderrText, "montage-gallery: cannot play with real input: real input needs an X11 display with XTEST; this display is GdkBroadwayDisplay, which takes no synthetic input\n")
        XCTAssertEqual(outcome.stdoutText, "")
    }

    func testPlaysUsageErrors() throws {
        for (arguments, reason) in [(["--play", "--story", "listcell-basic"], "story 'listcell-basic' has no steps to play"),
                                    (["--play", "--matrix", "all"], "--matrix does not apply to --play"),
                                    (["--play", "--theme", "both"], "--play takes --theme light or dark"),
                                    (["--play", "--audit"], "--play goes with --screenshot (its folder) and --compare (its goldens) only"),
                                    (["--play", "--jobs", "2", "--shard", "1/2"], "--play takes --jobs or --shard, not both")] {
            let result = ChildProcess.run(executable, arguments, timeout: 60)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderrText)")
            XCTAssertEqual(result.stderrText, "montage-gallery: \(reason) (see montage-gallery --help)\n", "\(arguments)")
        }
    }

    /// `--jobs 2`: two workers, each on an X server of its own, one report of both.
    func testJobsPlayInWorkersOfTheirOwnIntoOneReport() throws {
        let stories = try temporaryFolder(), output = try temporaryFolder()
        let passing = Self.brokenStory.replacing(".value(\"이몽타\")", with: ".value(\"김티드\")")
        try passing.write(toFile: stories + "/a.swift", atomically: false, encoding: .utf8)
        try passing.replacing("가입", with: "로그인").write(toFile: stories + "/b.swift", atomically: false, encoding: .utf8)
        let result = ChildProcess.run(executable, ["--play", "--stories", stories, "--story", "file-a-가입", "--story", "file-b-로그인", "--jobs", "2",
                                                   "--screenshot", output], timeout: 180)
        XCTAssertEqual(result.status, 0, result.stdoutText + result.stderrText)
        let played = try report(output)
        XCTAssertEqual(played.stories.map(\.id), ["file-a-가입", "file-b-로그인"])
        XCTAssertTrue(played.stories.allSatisfy(\.passed))
        XCTAssertTrue(result.stdoutText.hasSuffix("played 2 stories, 6 steps: 6 passed, 0 failed\nwrote \(output)/report.html\n"), result.stdoutText)
    }

    func testAShardPlaysItsPartAndWritesItsOwnReport() throws {
        let stories = try temporaryFolder(), output = try temporaryFolder()
        let passing = Self.brokenStory.replacing(".value(\"이몽타\")", with: ".value(\"김티드\")")
        try passing.write(toFile: stories + "/a.swift", atomically: false, encoding: .utf8)
        try passing.replacing("가입", with: "로그인").write(toFile: stories + "/b.swift", atomically: false, encoding: .utf8)
        let ids = ["file-a-가입", "file-b-로그인"]
        for (index, id) in ids.enumerated() {
            let result = ChildProcess.run(executable, ["--play", "--stories", stories, "--story", ids[0], "--story", ids[1], "--shard", "\(index + 1)/2",
                                                       "--screenshot", output], timeout: 120)
            XCTAssertEqual(result.status, 0, result.stdoutText + result.stderrText)
            XCTAssertEqual(try report(output, "report-shard-\(index + 1)-of-2.json").stories.map(\.id), [id])
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + "/report.json"), "shards write their own reports")
    }
}

/// A long run on a terminal says how far it is on one line rewritten in place, then what it
/// wrote; into a pipe (a CI log) it prints its plain lines and no control characters.
final class RunProgressTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
    }

    func testATerminalGetsOneUpdatingLineAPipePlainLines() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("montage-progress-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: output) }
        let arguments = ["--screenshot", output, "--story", "listcell-basic", "--story", "listcell-description", "--jobs", "1"]
        // util-linux's script gives the run a terminal of its own.
        let command = ([executable] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let terminal = ChildProcess.run("script", ["-q", "-e", "-c", command, "/dev/null"], timeout: 120)
        XCTAssertEqual(terminal.status, 0, terminal.stdoutText)
        let shown = terminal.stdoutText
        for done in 1...4 { XCTAssertTrue(shown.contains("\r[\(done)/4] "), "step \(done) of 4: \(shown)") }
        XCTAssertTrue(shown.contains("slowest so far: "), shown)
        XCTAssertTrue(shown.contains("wrote 4 captures into \(output)"), shown)
        XCTAssertFalse(shown.contains("wrote \(output)/listcell-basic-light.png"), "no line per file on a terminal")

        let piped = ChildProcess.run(executable, arguments, timeout: 120)
        XCTAssertEqual(piped.status, 0, piped.stderrText)
        XCTAssertEqual(piped.stdoutText.split(separator: "\n").count, 4, piped.stdoutText)
        XCTAssertTrue(piped.stdoutText.contains("wrote \(output)/listcell-basic-light.png\n"))
        XCTAssertFalse(piped.stdoutText.contains("\r") || piped.stdoutText.contains("\u{1B}"), "no control characters in a log")
    }
}
