import GalleryTestSupport
@testable import MontageGallery

/// Runs the built `montage-gallery` executable as a user would.
final class CommandLineTests: XCTestCase {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
    }

    /// Runs the executable (or `executable`) with `arguments` in `environment` (this process's
    /// by default) less the variables `removing`; killed after 10 minutes (a capture of every story).
    private func run(_ arguments: [String], environment: [String: String]? = nil, removing: [String] = [],
                     executable: URL? = nil) -> ChildProcess.Outcome {
        var env = environment ?? ProcessInfo.processInfo.environment
        for key in removing { env[key] = nil }
        return ChildProcess.run((executable ?? self.executable).path, arguments, environment: env, timeout: 600)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-cli-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testListPrintsEveryStoryIdWithoutADisplay() throws {
        let result = run(["--list"], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        XCTAssertEqual(result.status, 0)
        let ids = MainActor.assumeIsolated { StoryRegistry.ids }
        XCTAssertEqual(result.stdoutText.split(separator: "\n").map(String.init), ids)
    }

    func testHelpPrintsUsage() throws {
        let result = run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdoutText.hasPrefix("Usage: montage-gallery"))
    }

    func testUsageErrorsExitTwoWithAOneLineReason() throws {
        for (arguments, reason) in [(["--frobnicate"], "unknown option '--frobnicate'"),
                                    (["--theme", "sepia"], "--theme must be"),
                                    (["--story", "no-such-story"], "unknown story 'no-such-story'"),
                                    (["--screenshot", "/proc/montage-cannot-write-here"], "--screenshot /proc/montage-cannot-write-here: cannot create the folder")] {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderrText.hasPrefix("montage-gallery: \(reason)"), result.stderrText)
            XCTAssertEqual(result.stderrText.split(separator: "\n").count, 1, "one line: \(result.stderrText)")
            XCTAssertEqual(result.stdoutText, "", "no work before the error")
        }
    }

    /// Runs the executable with `arguments` as bytes, in `directory`, without a display (so
    /// anything that reaches GTK fails with status 1, not 2), killed after 30 s.
    private func runRaw(_ arguments: [[UInt8]], in directory: String? = nil) -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return ChildProcess.run(executable.path, bytes: arguments, environment: environment, directory: directory, timeout: 30)
    }

    private func runRaw(_ arguments: [String], in directory: String? = nil) -> ChildProcess.Outcome {
        runRaw(arguments.map { Array($0.utf8) }, in: directory)
    }

    /// A usage error: status 2, `reason` in the one line on stderr, nothing on stdout.
    private func assertUsageError(_ outcome: ChildProcess.Outcome, _ reason: String, _ context: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(outcome.timedOut, "\(context): it hung", file: file, line: line)
        XCTAssertEqual(outcome.status, 2, "\(context): \(outcome.stderrText)", file: file, line: line)
        XCTAssertEqual(outcome.stderr.filter { $0 == 0x0A }.count, 1, "\(context): one line: \(outcome.stderrText)", file: file, line: line)
        XCTAssertTrue(outcome.stderrText.hasPrefix("montage-gallery: \(reason)"), "\(context): \(outcome.stderrText)", file: file, line: line)
        XCTAssertEqual(outcome.stdout, [], "\(context): no work before the error", file: file, line: line)
    }

    private func scratchFolder() throws -> String {
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    func testFlagsWithoutValuesRejectAnInlineValue() {
        for flag in ["--list", "--help", "--rtl", "--index"] {
            for value in ["yes", ""] {
                assertUsageError(runRaw(["\(flag)=\(value)"]), "\(flag) takes no value", "\(flag)=\(value)")
            }
        }
    }

    func testUnknownStoriesAreCheckedInEveryModeButHelp() throws {
        assertUsageError(runRaw(["--list", "--story", "nope"]), "unknown story 'nope'", "--list")
        let folder = try scratchFolder()
        assertUsageError(runRaw(["--window-screenshot", "w.png", "--story", "nope"], in: folder), "unknown story 'nope'", "--window-screenshot")
        XCTAssertEqual(runRaw(["--help", "--story", "nope"]).status, 0, "--help shows the help whatever else is asked")
    }

    func testQuotedValuesAreEscapedAndCutOnTheTerminal() {
        assertUsageError(runRaw(["--theme", "a\nb\u{1B}]0;title\u{7}\u{1B}[31m"]), #"--theme must be light, dark, both or system, not 'a\nb\x1b]0;title\x07\x1b[31m'"#, "control characters")
        let huge = runRaw(["--story", String(repeating: "x", count: 100_000)])
        assertUsageError(huge, "unknown story '\(String(repeating: "x", count: 60))…'", "100 KB value")
        XCTAssertLessThan(huge.stderr.count, 300, "the value is cut")
    }

    func testAnArgumentThatIsNotUTF8IsAUsageError() throws {
        let folder = try scratchFolder()
        assertUsageError(runRaw([Array("--screenshot".utf8), [0x78, 0xFF]], in: folder), #"argument 2 is not valid UTF-8: 'x\xff'"#, "x\\xff")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "no folder made under another name")
        assertUsageError(runRaw([[0x2D, 0x2D, 0xC3]]), #"argument 1 is not valid UTF-8: '--\xc3'"#, "a cut sequence")
    }

    func testAStoryNamedTwiceIsAUsageError() throws {
        let folder = try scratchFolder()
        let arguments = ["--screenshot", "shots"] + Array(repeating: ["--story", "tokens-colors"], count: 1_000).flatMap { $0 }
        assertUsageError(runRaw(arguments, in: folder), "--story 'tokens-colors' is given twice", "1,000 times")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "nothing made before the error")
    }

    /// --window-screenshot's problems name it, and are found before GTK starts (no display
    /// here: reaching GTK would be status 1).
    func testWindowScreenshotProblemsNameItsFlagBeforeAnyWork() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/out.png", withIntermediateDirectories: true)
        assertUsageError(runRaw(["--window-screenshot", "out.png"], in: folder), "--window-screenshot out.png: is a folder, not a file", "a folder there")
        XCTAssertEqual(mkfifo(folder + "/fifo.png", 0o644), 0)
        assertUsageError(runRaw(["--window-screenshot", "fifo.png"], in: folder), "--window-screenshot fifo.png: not a regular file", "a FIFO there")
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
        assertUsageError(runRaw(["--window-screenshot", "file/w.png"], in: folder), "--window-screenshot file: not a folder", "a file as its folder")
        assertUsageError(runRaw(["--window-screenshot", "/proc/montage/w.png"]), "--window-screenshot /proc/montage/w.png: the folder /proc/montage does not exist", "a missing folder")
        assertUsageError(runRaw(["--window-screenshot", "/proc/w.png"]), "--window-screenshot /proc: folder is not writable", "an unwritable folder")
        XCTAssertEqual(mkfifo(folder + "/tokens-colors-dark.png", 0o644), 0)
        assertUsageError(runRaw(["--screenshot", ".", "--story", "tokens-colors", "--theme", "dark"], in: folder),
                         "--screenshot ./tokens-colors-dark.png: not a regular file", "--screenshot onto a FIFO")
    }

    /// Size times scale is bounded (4096 device pixels a side), before any work.
    func testTheDevicePixelSizeIsBounded() throws {
        let folder = try scratchFolder()
        assertUsageError(runRaw(["--window-screenshot", "w.png", "--size", "8192x8192", "--scale", "2"], in: folder),
                         "--size must be WIDTHxHEIGHT from 360x400 to 4096x4096", "8192x8192")
        assertUsageError(runRaw(["--window-screenshot", "w.png", "--size", "4096x2000", "--scale", "2"], in: folder),
                         "--size 4096x2000 at --scale 2 is more than 4096 device pixels a side", "at scale 2")
        XCTAssertTrue(run(["--help"]).stdoutText.contains("at most 4096 device pixels a side"), "--help says so")
    }

    /// A window capture goes into a folder that exists: a missing one is a usage error, and
    /// none is made (it used to make /nonexistent/dir, or fail after starting GTK).
    func testAWindowScreenshotIntoAMissingFolderIsAUsageErrorAndMakesNothing() throws {
        let folder = try scratchFolder()
        assertUsageError(runRaw(["--window-screenshot", "missing/dir/x.png"], in: folder),
                         "--window-screenshot missing/dir/x.png: the folder missing/dir does not exist", "a relative path")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "no folder made")
        let absolute = "/nonexistent-montage-\(getpid())"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: absolute) }
        assertUsageError(runRaw(["--window-screenshot", absolute + "/dir/x.png"]),
                         "--window-screenshot \(absolute)/dir/x.png: the folder \(absolute)/dir does not exist", "an absolute path")
        XCTAssertFalse(FileManager.default.fileExists(atPath: absolute), "no folder made")
    }

    /// A folder no file can be created in is a usage error before any work, for root too (whom
    /// a permission check lets write anywhere): /proc, or a missing folder under it.
    func testAnUnwritableScreenshotFolderIsAUsageError() {
        assertUsageError(runRaw(["--screenshot", "/proc", "--story", "tokens-colors"]), "--screenshot /proc: folder is not writable", "/proc")
        assertUsageError(runRaw(["--screenshot", "/proc/montage/shots"]), "--screenshot /proc/montage/shots: cannot create the folder", "under /proc")
    }

    /// Without a display nothing is made: the missing folder of --screenshot is created only once
    /// GTK has a display, and an existing one is left empty.
    func testWithoutADisplayNothingIsCreated() throws {
        let folder = try scratchFolder()
        let outcome = runRaw(["--screenshot", "new/shots", "--story", "tokens-colors", "--index"], in: folder)
        XCTAssertEqual(outcome.status, 1, outcome.stderrText)
        XCTAssertTrue(outcome.stderrText.contains("no display"), outcome.stderrText)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "no folder made")
        XCTAssertEqual(runRaw(["--screenshot", ".", "--story", "tokens-colors", "--index"], in: folder).status, 1)
        XCTAssertEqual(runRaw(["--window-screenshot", "w.png"], in: folder).status, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "nothing written")
    }

    func testNoDisplayIsAClearErrorNotACrash() throws {
        let result = run(["--screenshot", try temporaryDirectory().path], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderrText.contains("montage-gallery: no display"), result.stderrText)
    }

    func testScreenshotWritesOnePNGPerStoryAndSchemeAndIsRepeatable() throws {
        let first = try temporaryDirectory(), second = try temporaryDirectory()
        let all = run(["--screenshot", first.path])
        XCTAssertEqual(all.status, 0, all.stderrText)
        let ids = MainActor.assumeIsolated { StoryRegistry.ids }
        let expected = ids.flatMap { ["\($0)-light.png", "\($0)-dark.png"] }.sorted()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first.path).sorted(), expected)
        XCTAssertEqual(all.stdoutText.split(separator: "\n").count, expected.count, "one line per file written")
        let png = try Data(contentsOf: first.appendingPathComponent("tokens-typography-dark.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 1200)

        let again = run(["--screenshot", second.path, "--story", "tokens-typography", "--theme", "dark"])
        XCTAssertEqual(again.status, 0, again.stderrText)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: second.path), ["tokens-typography-dark.png"])
        XCTAssertEqual(try Data(contentsOf: second.appendingPathComponent("tokens-typography-dark.png")), png, "same input, same bytes")
    }

    /// A capture's exit status is its own work's: with the accessibility bus out of reach (a
    /// foreign or dead session's), GTK's AT-SPI backend complains late, after the PNGs are written,
    /// which once made a good capture exit 1. Captures keep their accessible tree in the process.
    func testACaptureSucceedsWhateverTheAccessibilityBus() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["AT_SPI_BUS_ADDRESS"] = "unix:path=/nonexistent/montage-at-spi-bus"
        environment["GTK_A11Y"] = "atspi"
        let forced = run(["--screenshot", try temporaryDirectory().path, "--story", "listcell-basic"], environment: environment)
        XCTAssertTrue(forced.stderrText.contains("accessibility bus"), "the bus really is out of reach: \(forced.stderrText)")
        environment["GTK_A11Y"] = nil
        let folder = try temporaryDirectory()
        let capture = run(["--screenshot", folder.path, "--story", "listcell-basic"], environment: environment)
        XCTAssertEqual(capture.status, 0, capture.stderrText)
        XCTAssertFalse(capture.stderrText.contains("accessibility bus"), capture.stderrText)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       ["listcell-basic-dark.png", "listcell-basic-light.png"])
    }

    /// Captures that differ in any axis go to different files: runs with --rtl, --scale 2,
    /// --text-size 150 and --lang en into one folder leave one file each beside the plain one.
    func testCapturesThatDifferNeverOverwriteEachOther() throws {
        let folder = try temporaryDirectory()
        let base = ["--screenshot", folder.path, "--story", "listcell-basic", "--theme", "light"]
        for extra in [[], ["--rtl"], ["--scale", "2"], ["--text-size", "150"], ["--lang", "en"], ["--rtl", "--scale=2", "--text-size=125", "--lang=en"]] {
            let result = run(base + extra)
            XCTAssertEqual(result.status, 0, "\(extra): \(result.stderrText)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       ["listcell-basic-light-2x.png", "listcell-basic-light-en.png", "listcell-basic-light-rtl-2x-text125-en.png",
                        "listcell-basic-light-rtl.png", "listcell-basic-light-text150.png", "listcell-basic-light.png"])
    }

    /// Options on the command line apply to that run only: a later plain launch opens as the
    /// user left it; what the user changes in the window during such a run is saved, and only
    /// that (it used to save --theme dark --rtl --size 900x700 as if chosen).
    func testCommandLineOptionsAreNotRemembered() throws {
        let config = try temporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = config.path
        let file = config.appendingPathComponent("montage-gallery/window.ini")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let mine = GalleryState(width: 1000, height: 720, scheme: .light, rightToLeft: false, textScale: 125, story: "listcell-basic")
        try mine.keyFileText.write(to: file, atomically: true, encoding: .utf8)
        let options = ["--theme", "dark", "--rtl", "--size", "900x700", "--text-size", "150"]
        let once = try openAndQuit(options + ["--story", "listcell-switch"], environment: environment, title: "ListCell › Switch — Montage Gallery")
        XCTAssertTrue(once.appeared)
        XCTAssertEqual(GalleryState.load(from: file.path).state, mine, "the options were for that run")
        XCTAssertTrue(try openAndQuit([], environment: environment, title: "ListCell › Basic — Montage Gallery").appeared, "a plain launch opens as the user left it")

        let next = MainActor.assumeIsolated { StoryRegistry.builtIn[StoryRegistry.ids.firstIndex(of: "listcell-switch")! + 1] }
        let nextTitle = MainActor.assumeIsolated { GalleryWindow.fullTitle(next) } + " — Montage Gallery"
        let moved = try openAndQuit(options + ["--story", "listcell-switch"], environment: environment, title: "ListCell › Switch — Montage Gallery") { title in
            XCTAssertTrue(self.xdotool(["search", "--sync", "--name", "^\(NSRegularExpression.escapedPattern(for: title))$", "windowfocus", "--sync"]))
            XCTAssertTrue(self.xdotool(["key", "--clearmodifiers", "Down"]))
            XCTAssertTrue(self.xdotool(["search", "--sync", "--name", "^\(NSRegularExpression.escapedPattern(for: nextTitle))$"]), "Down opens the next story")
        }
        XCTAssertTrue(moved.appeared)
        var expected = mine
        expected.story = next.id
        XCTAssertEqual(GalleryState.load(from: file.path).state, expected, "the story the user moved to, and the user's own choices for the rest")
    }

    /// The resources folder of the source tree.
    private var resources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("resources")
    }

    /// A fontconfig file that offers no font at all.
    private func emptyFontconfig() throws -> URL {
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("fonts.conf")
        try "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// A temporary prefix holding a copy of the executable in bin/ and the named resource
    /// folders in share/montage-gtk; returns the prefix and the copied executable.
    private func installedCopy(with folders: [String]) throws -> (prefix: URL, executable: URL) {
        let prefix = try temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try manager.createDirectory(at: prefix.appendingPathComponent("share/montage-gtk"), withIntermediateDirectories: true)
        let copy = prefix.appendingPathComponent("bin/montage-gallery")
        try manager.copyItem(at: executable, to: copy)
        for folder in folders {
            try manager.copyItem(at: resources.appendingPathComponent(folder), to: prefix.appendingPathComponent("share/montage-gtk/\(folder)"))
        }
        return (prefix, copy)
    }

    /// An installed copy of the gallery, laid out as `make install` lays it out (the executable
    /// in bin/, its resources in share/montage-gtk): it registers the Pretendard it ships even
    /// where fontconfig knows no font, and captures exactly what a hermetic run captures.
    func testAnInstalledGalleryRegistersItsOwnPretendard() throws {
        let shots = try temporaryDirectory(), reference = try temporaryDirectory()
        let (prefix, installed) = try installedCopy(with: ["fonts", "samples"])
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/montage-gtk/fonts/fonts.conf"))
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = try emptyFontconfig().path
        environment["MONTAGE_GTK_DATADIR"] = nil
        let arguments = ["--story", "listcell-basic", "--theme", "light"]
        let result = run(["--screenshot", shots.path] + arguments, environment: environment, executable: installed)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertFalse(result.stderrText.contains("Pretendard"), result.stderrText)
        let hermetic = run(["--screenshot", reference.path] + arguments)
        XCTAssertEqual(hermetic.status, 0, hermetic.stderrText)
        let name = "listcell-basic-light.png"
        XCTAssertEqual(try Data(contentsOf: shots.appendingPathComponent(name)), try Data(contentsOf: reference.appendingPathComponent(name)),
                       "the installed copy renders with the same Pretendard")
    }

    /// The executable alone, with only what the README says to ship beside it (Pretendard in
    /// share/montage-gtk/fonts), far from the source tree's resources: its icons are built in,
    /// so a story of icons captures exactly as from the build tree.
    func testACopiedExecutableShowsItsIconsWithNothingButItsFonts() throws {
        let shots = try temporaryDirectory(), reference = try temporaryDirectory()
        let (_, copied) = try installedCopy(with: ["fonts"])
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = nil
        environment["MONTAGE_GTK_DATADIR"] = nil
        let arguments = ["--story", "listcell-disabled", "--theme", "dark"]
        let result = run(["--screenshot", shots.path] + arguments, environment: environment, executable: copied)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertFalse(result.stderrText.contains("warning"), result.stderrText)
        XCTAssertEqual(run(["--screenshot", reference.path] + arguments).status, 0)
        let name = "listcell-disabled-dark.png"
        XCTAssertEqual(try Data(contentsOf: shots.appendingPathComponent(name)), try Data(contentsOf: reference.appendingPathComponent(name)),
                       "the bell, the check and the chevron are there")
    }

    /// Without the font files, one clear warning line, and the system's sans takes over.
    func testMissingFontsWarnOnceAndFallBackToTheSystemSans() throws {
        let data = try temporaryDirectory(), shots = try temporaryDirectory()
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: resources.appendingPathComponent("samples"), to: data.appendingPathComponent("samples"))
        var environment = ProcessInfo.processInfo.environment
        environment["MONTAGE_GTK_DATADIR"] = data.path
        environment["FONTCONFIG_FILE"] = "/etc/fonts/fonts.conf"
        let result = run(["--screenshot", shots.path, "--story", "listcell-basic", "--theme", "light"], environment: environment)
        XCTAssertEqual(result.status, 0, result.stderrText)
        let warnings = result.stderrText.split(separator: "\n").filter { $0.contains("Pretendard") }
        XCTAssertEqual(warnings, ["montage-gtk: warning: Pretendard not found in \(data.path)/fonts; text uses the system font"], result.stderrText)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shots.appendingPathComponent("listcell-basic-light.png").path))
    }

    /// The downstream example (Examples/ContactsApp, built by `make test` against the public
    /// products only) runs: it filters 100,000 contacts and captures its window.
    func testTheDownstreamExampleRunsAndCaptures() throws {
        let example = resources.deletingLastPathComponent().appendingPathComponent("Examples/ContactsApp/.build/debug/ContactsApp")
        guard FileManager.default.isExecutableFile(atPath: example.path) else {
            return XCTFail("the example is not built: make test builds it (swift build --package-path Examples/ContactsApp)")
        }
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("contacts.png")
        let result = run(["--search", "민준", "--screenshot", file.path], executable: example)
        XCTAssertEqual(result.status, 0, result.stderrText)
        let png = try Data(contentsOf: file)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([width, height], [900, 640], "the window at its default size")
        XCTAssertGreaterThan(png.count, 20_000, "a window full of text, not a blank one")
    }

    /// The window opens on the requested story (found by its title through the X server) and
    /// quits cleanly on SIGTERM.
    func testTheWindowOpensOnAStoryAndQuitsOnSIGTERM() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = try temporaryDirectory().path
        let result = try openAndQuit(["--story", "tokens-typography", "--theme", "dark"], environment: environment,
                                     title: "Tokens › Typography — Montage Gallery")
        XCTAssertTrue(result.appeared, "the window titled after its story appeared")
        XCTAssertFalse(result.stderr.contains("WARNING") || result.stderr.contains("CRITICAL"), result.stderr)
    }

    /// Opens the window with `arguments` in `environment`, waits for the window titled `title`,
    /// does what `interact` does there (given the window's title), then quits it with SIGTERM;
    /// returns whether the window appeared, and stderr.
    private func openAndQuit(_ arguments: [String], environment: [String: String], title: String,
                             interact: ((String) throws -> Void)? = nil) throws -> (appeared: Bool, stderr: String) {
        let gallery = ChildProcess.start(executable.path, arguments, environment: environment)
        let appeared = xdotool(["search", "--sync", "--name", "^\(NSRegularExpression.escapedPattern(for: title))$"])
        // GTK registers with the accessibility bus asynchronously after the window maps; a quit
        // before the reply makes GTK itself log a critical.
        if appeared { waitForAccessibilityRegistration(of: gallery.pid) }
        if appeared { try interact?(title) }
        let outcome = gallery.stop(signal: SIGTERM, grace: 10)
        XCTAssertNil(outcome.signal, "SIGTERM quits it, within 10 s: \(outcome.ending)")
        XCTAssertEqual(outcome.status, 0, "SIGTERM quits cleanly")
        return (appeared, outcome.stderrText)
    }

    /// Waits until the process `pid` has registered its application on the accessibility bus
    /// (the AT-SPI registry lists it), as a screen reader would find it; fails after 10 s.
    private func waitForAccessibilityRegistration(of pid: Int32, file: StaticString = #filePath, line: UInt = #line) {
        guard let bus = AccessibilityBus.address() else {
            return XCTFail("no accessibility bus in this session (`make deps-test` installs at-spi2-core)", file: file, line: line)
        }
        let deadline = Date().addingTimeInterval(10)
        while !AccessibilityBus.applicationProcesses(on: bus).contains(pid) {
            guard Date() < deadline else {
                return XCTFail("the gallery (pid \(pid)) did not register on the accessibility bus within 10 s", file: file, line: line)
            }
            usleep(50_000)
        }
    }

    /// Runs xdotool with `arguments` (at most 15 s); returns whether it succeeded.
    private func xdotool(_ arguments: [String]) -> Bool {
        ChildProcess.run("xdotool", arguments, timeout: 15).succeeded
    }

    /// The window remembers what the user chose under XDG_CONFIG_HOME and opens there next
    /// time; a corrupt file gives one warning and the defaults.
    func testTheWindowRemembersItsStateAcrossLaunches() throws {
        let config = try temporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = config.path
        let next = MainActor.assumeIsolated { StoryRegistry.builtIn[StoryRegistry.ids.firstIndex(of: "tokens-colors")! + 1] }
        let nextTitle = MainActor.assumeIsolated { GalleryWindow.fullTitle(next) } + " — Montage Gallery"
        let first = try openAndQuit([], environment: environment, title: "Tokens › Colors — Montage Gallery") { title in
            XCTAssertTrue(self.xdotool(["search", "--sync", "--name", "^\(NSRegularExpression.escapedPattern(for: title))$", "windowfocus", "--sync"]))
            XCTAssertTrue(self.xdotool(["key", "--clearmodifiers", "Down"]))
            XCTAssertTrue(self.xdotool(["search", "--sync", "--name", "^\(NSRegularExpression.escapedPattern(for: nextTitle))$"]), "Down opens the next story")
        }
        XCTAssertTrue(first.appeared)
        let file = config.appendingPathComponent("montage-gallery/window.ini")
        let saved = try String(contentsOf: file, encoding: .utf8)
        for line in ["story=\(next.id)", "scheme=system", "width=1200", "height=800", "direction=ltr", "text-scale=100"] {
            XCTAssertTrue(saved.contains(line), "\(line) in\n\(saved)")
        }
        let second = try openAndQuit([], environment: environment, title: nextTitle)
        XCTAssertTrue(second.appeared, "the next launch opens on the remembered story")
        XCTAssertFalse(second.stderr.contains("warning"), second.stderr)

        try "[window\nwidth=\u{1}".write(to: file, atomically: true, encoding: .utf8)
        let broken = try openAndQuit([], environment: environment, title: "Tokens › Colors — Montage Gallery")
        XCTAssertTrue(broken.appeared, "a corrupt file gives the default story")
        let warnings = broken.stderr.split(separator: "\n").filter { $0.contains("warning: ignoring") }
        XCTAssertEqual(warnings.count, 1, broken.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "[window\nwidth=\u{1}", "nothing changed: the corrupt file is kept as it was")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path + ".bak"))
    }
}
