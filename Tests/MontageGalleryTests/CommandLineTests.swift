import Foundation
@testable import MontageGallery
import XCTest

/// Runs the built `montage-gallery` executable as a user would.
final class CommandLineTests: XCTestCase {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
    }

    private func run(_ arguments: [String], environment: [String: String]? = nil, removing: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = environment ?? ProcessInfo.processInfo.environment
        for key in removing { env[key] = nil }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-cli-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testListPrintsEveryStoryIdWithoutADisplay() throws {
        let result = try run(["--list"], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        XCTAssertEqual(result.status, 0)
        let ids = MainActor.assumeIsolated { StoryRegistry.ids }
        XCTAssertEqual(result.stdout.split(separator: "\n").map(String.init), ids)
    }

    func testHelpPrintsUsage() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("Usage: montage-gallery"))
    }

    func testUsageErrorsExitTwoWithAOneLineReason() throws {
        for (arguments, reason) in [(["--frobnicate"], "unknown option '--frobnicate'"),
                                    (["--theme", "sepia"], "--theme must be"),
                                    (["--story", "no-such-story"], "unknown story 'no-such-story'"),
                                    (["--screenshot", "/proc/montage-cannot-write-here"], "--screenshot /proc/montage-cannot-write-here: cannot create the folder")] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("montage-gallery: \(reason)"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "no work before the error")
        }
    }

    func testNoDisplayIsAClearErrorNotACrash() throws {
        let result = try run(["--screenshot", try temporaryDirectory().path], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("montage-gallery: no display"), result.stderr)
    }

    func testScreenshotWritesOnePNGPerStoryAndSchemeAndIsRepeatable() throws {
        let first = try temporaryDirectory(), second = try temporaryDirectory()
        let all = try run(["--screenshot", first.path])
        XCTAssertEqual(all.status, 0, all.stderr)
        let ids = MainActor.assumeIsolated { StoryRegistry.ids }
        let expected = ids.flatMap { ["\($0)-light.png", "\($0)-dark.png"] }.sorted()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first.path).sorted(), expected)
        XCTAssertEqual(all.stdout.split(separator: "\n").count, expected.count, "one line per file written")
        let png = try Data(contentsOf: first.appendingPathComponent("tokens-typography-dark.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 1200)

        let again = try run(["--screenshot", second.path, "--story", "tokens-typography", "--theme", "dark"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: second.path), ["tokens-typography-dark.png"])
        XCTAssertEqual(try Data(contentsOf: second.appendingPathComponent("tokens-typography-dark.png")), png, "same input, same bytes")
    }

    /// The window opens on the requested story (found by its title through the X server) and
    /// quits cleanly on SIGTERM.
    func testTheWindowOpensOnAStoryAndQuitsOnSIGTERM() throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--story", "tokens-typography", "--theme", "dark"]
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        search.arguments = ["15", "xdotool", "search", "--sync", "--name", "^Typography — Montage Gallery$"]
        search.standardOutput = FileHandle.nullDevice
        try search.run()
        search.waitUntilExit()
        XCTAssertEqual(search.terminationStatus, 0, "the window titled after its story appeared")
        // GTK registers with the accessibility bus asynchronously after the window maps; a quit
        // before the reply makes GTK itself log a critical. Give it a moment, as a user would.
        Thread.sleep(forTimeInterval: 1.5)
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertFalse(stderr.contains("WARNING") || stderr.contains("CRITICAL"), stderr)
    }
}
