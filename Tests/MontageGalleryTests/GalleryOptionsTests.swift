import GalleryTestSupport
@testable import montage_gallery
import Montage

final class GalleryOptionsTests: XCTestCase {
    func testDefaultsOpenTheWindow() throws {
        let options = try GalleryOptions.parse([])
        XCTAssertEqual(options.mode, .window)
        XCTAssertNil(options.scale, "the desktop's scale")
        XCTAssertNil(options.theme)
        XCTAssertEqual(options.screenshotSchemes, [.light, .dark])
    }

    func testScreenshotOptions() throws {
        let options = try GalleryOptions.parse(["--screenshot", "out", "--story", "tokens-colors", "--story=tokens-typography",
                                                "--theme", "dark", "--scale=2", "--rtl"])
        XCTAssertEqual(options.mode, .screenshot(directory: "out"))
        XCTAssertEqual(options.stories, ["tokens-colors", "tokens-typography"])
        XCTAssertEqual(options.screenshotSchemes, [.dark])
        XCTAssertEqual(options.scale, 2)
        XCTAssertTrue(options.rightToLeft)
    }

    func testWindowSize() throws {
        let options = try GalleryOptions.parse(["--window-screenshot", "w.png", "--size", "360x640"])
        XCTAssertEqual(options.windowSize?.width, 360)
        XCTAssertEqual(options.windowSize?.height, 640)
        XCTAssertEqual(try GalleryOptions.parse(["--size=1400x900"]).windowSize?.width, 1400)
    }

    /// --text-size and --lang take one of their choices; any other value is one line naming it
    /// and the choices.
    func testTextSizeAndLanguage() throws {
        let options = try GalleryOptions.parse(["--text-size", "150", "--lang=ko"])
        XCTAssertEqual(options.textSize, 150)
        XCTAssertEqual(options.language, "ko")
        XCTAssertNil(try GalleryOptions.parse([]).textSize, "the window's remembered size")
        XCTAssertNil(try GalleryOptions.parse([]).language, "the system's language")
        for (arguments, message) in [(["--text-size", "90"], "--text-size must be 100, 125 or 150, not '90'"),
                                     (["--text-size=1.5"], "--text-size must be 100, 125 or 150, not '1.5'"),
                                     (["--lang", "fr"], "--lang must be en or ko, not 'fr'"),
                                     (["--lang"], "--lang needs a value"),
                                     (["--text-size", "--rtl"], "--text-size needs a value")] {
            XCTAssertThrowsError(try GalleryOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, message)
            }
        }
    }

    /// A capture's file name carries every axis the command line moved from its default, in
    /// one order, so two runs into one folder never overwrite each other.
    func testCaptureFileNamesCarryEveryNonDefaultAxis() throws {
        let story = try XCTUnwrap(MainActor.assumeIsolated { StoryRegistry.story(id: "listcell-basic") })
        func name(_ arguments: [String]) throws -> String {
            ScreenshotRunner.fileName(story, .dark, tags: try GalleryOptions.parse(["--screenshot", "x"] + arguments).fileTags)
        }
        XCTAssertEqual(try name([]), "listcell-basic-dark.png")
        XCTAssertEqual(try name(["--scale", "1", "--text-size", "100"]), "listcell-basic-dark.png", "defaults add nothing")
        XCTAssertEqual(try name(["--lang", "en", "--text-size", "150", "--scale", "2", "--rtl"]), "listcell-basic-dark-rtl-2x-text150-en.png")
        XCTAssertEqual(try name(["--text-size", "125", "--lang", "ko"]), "listcell-basic-dark-text125-ko.png")
        XCTAssertEqual(ScreenshotRunner.fileName(story, .light), "listcell-basic-light.png", "the goldens' names")
    }

    /// --help lists every option the parser takes, and the file names it writes.
    func testHelpListsEveryOptionAndTheFileNames() {
        let usage = GalleryOptions.usage
        for option in GalleryOptions.table {
            XCTAssertTrue(usage.contains("  " + option.synopsis + " "), "\(option.flag) in\n\(usage)")
        }
        XCTAssertTrue(usage.contains("DIR/<story>-<scheme>[-rtl][-2x][-text125|-text150][-w320|-w375][-en|-ko].png"), usage)
    }

    /// --compare is a mode of its own over --screenshot's folder (or its default).
    func testCompareTakesTheScreenshotFolder() throws {
        let goldens = FileManager.default.temporaryDirectory.path
        XCTAssertEqual(try GalleryOptions.parse(["--compare", goldens]).mode, .compare(goldens: goldens, output: GalleryOptions.defaultCompareFolder))
        XCTAssertEqual(try GalleryOptions.parse(["--screenshot", "out", "--compare", goldens, "--rtl"]).mode, .compare(goldens: goldens, output: "out"))
        XCTAssertEqual(try GalleryOptions.parse(["--compare", goldens, "--rtl", "--scale", "2"]).capture.axisNames,
                       ["direction": "rtl", "scale": "2", "textSize": "100", "language": "system", "width": "own"])
    }

    func testHelpWinsOverEverythingElse() throws {
        XCTAssertEqual(try GalleryOptions.parse(["--list", "-h"]).mode, .help)
    }

    func testBadInputIsAUsageError() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'"),
            (["stray"], "unexpected argument 'stray'"),
            (["--theme", "purple"], "--theme must be light, dark, both or system, not 'purple'"),
            (["--screenshot", "x", "--jobs", "0"], "--jobs must be a number from 1 to 64, not '0'"),
            (["--screenshot", "x", "--jobs", "many"], "--jobs must be a number from 1 to 64, not 'many'"),
            (["--screenshot", "x", "--shard", "3/2"], "--shard must be K/N with 1 ≤ K ≤ N ≤ 64, not '3/2'"),
            (["--screenshot", "x", "--shard", "1"], "--shard must be K/N with 1 ≤ K ≤ N ≤ 64, not '1'"),
            (["--list", "--jobs", "2"], "--jobs applies to --screenshot and --compare only"),
            (["--shard", "1/2"], "--shard applies to --screenshot and --compare only"),
            (["--matrix", "pairwise"], "--matrix applies to --screenshot and --compare only"),
            (["--screenshot", "x", "--matrix", "some"], "--matrix must be all or pairwise, not 'some'"),
            (["--screenshot", "x", "--width", "400"], "--width must be 320 or 375, not '400'"),
            (["--width", "320"], "--width applies to --screenshot and --compare only"),
            (["--merge", "/no/such/folder"], "--merge: '/no/such/folder' is not a folder"),
            (["--theme"], "--theme needs a value"),
            (["--scale", "3"], "--scale must be 1 or 2, not '3'"),
            (["--scale", "x"], "--scale must be 1 or 2, not 'x'"),
            (["--story", "--list"], "--story needs a value"),
            (["--screenshot="], "--screenshot needs a folder"),
            (["--list", "--screenshot", "x"], "--list, --screenshot, --window-screenshot, --review, --merge, --audit, --manifest, --docs and --check cannot be combined, and only --check can be given twice"),
            (["--window-screenshot", "x.jpg"], "--window-screenshot needs a .png file name, not 'x.jpg'"),
            (["--window-screenshot", "x.png", "--theme", "both"], "--window-screenshot takes --theme light or dark"),
            (["--screenshot", "x", "--theme", "system"], "--theme system has no meaning for screenshots and audits: use light, dark or both"),
            (["--theme", "both"], "--theme both applies to --screenshot only: the window shows one scheme"),
            (["--rtl=yes"], "--rtl takes no value"),
            (["--index"], "--index applies to --screenshot only"),
            (["--size", "300x800"], "--size must be WIDTHxHEIGHT from 360x400 to 4096x4096, not '300x800'"),
            (["--size", "wide"], "--size must be WIDTHxHEIGHT from 360x400 to 4096x4096, not 'wide'"),
            (["--size=800x"], "--size must be WIDTHxHEIGHT from 360x400 to 4096x4096, not '800x'"),
            (["--screenshot", "x", "--size", "800x600"], "--size applies to the window and --window-screenshot, not --screenshot"),
            (["--size", "8192x8192"], "--size must be WIDTHxHEIGHT from 360x400 to 4096x4096, not '8192x8192'"),
            (["--list=yes"], "--list takes no value"),
            (["--help=x"], "--help takes no value"),
            (["--index="], "--index takes no value"),
            (["--story", "tokens-colors", "--story=tokens-colors"], "--story 'tokens-colors' is given twice"),
            (["--check", "a.swift", "--list"], "--list, --screenshot, --window-screenshot, --review, --merge, --audit, --manifest, --docs and --check cannot be combined, and only --check can be given twice"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try GalleryOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, message)
            }
        }
    }

    /// Size times scale is bounded: a capture's texture stays under 64 MB whatever is asked.
    func testTheDevicePixelSizeIsBounded() throws {
        XCTAssertEqual(try GalleryOptions.parse(["--window-screenshot", "w.png", "--size", "4096x4096"]).windowSize?.width, 4096)
        XCTAssertEqual(try GalleryOptions.parse(["--window-screenshot", "w.png", "--size", "2048x2048", "--scale", "2"]).windowSize?.height, 2048)
        for arguments in [["--size", "8192x8192", "--scale", "2"], ["--scale=2", "--size", "2049x400"], ["--size", "400x4096", "--scale", "2"]] {
            XCTAssertThrowsError(try GalleryOptions.parse(arguments), "\(arguments)") { error in
                let message = (error as? UsageError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix("--size ") && message.contains("4096"), message)
            }
        }
        XCTAssertThrowsError(try GalleryOptions.parse(["--size", "2049x400", "--scale", "2"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--size 2049x400 at --scale 2 is more than 4096 device pixels a side")
        }
    }

    /// A value a message quotes is escaped (no control character reaches the terminal) and cut.
    func testQuotedValuesAreEscapedAndCut() {
        XCTAssertThrowsError(try GalleryOptions.parse(["--theme", "a\nb\u{1B}[31m\t\u{7F}\u{202E}"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--theme must be light, dark, both or system, not 'a\\nb\\x1b[31m\\t\\x7f\\u202e'")
        }
        let huge = String(repeating: "é", count: 100_000)
        XCTAssertThrowsError(try GalleryOptions.parse(["--scale", huge])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--scale must be 1 or 2, not '\(String(repeating: "é", count: 60))…'")
        }
        XCTAssertEqual(TerminalText.quote(bytes: [0x78, 0xFF, 0xC3, 0x0A, 0x5C]), "x\\xff\\xc3\\n\\\\")
        XCTAssertEqual(TerminalText.quote("한글 ok"), "한글 ok", "printable text is left alone")
        XCTAssertEqual(TerminalText.quote(String(repeating: "\n", count: 40)), String(repeating: "\\n", count: 30) + "…",
                       "an escape is never cut in half")
    }

    /// argv is decoded here, not by CommandLine.arguments (which rewrites bad bytes as U+FFFD).
    func testAnArgumentThatIsNotUTF8IsAUsageError() {
        XCTAssertEqual(try GalleryCommand.decode([Array("--list".utf8)]), ["--list"])
        XCTAssertThrowsError(try GalleryCommand.decode([Array("--screenshot".utf8), [0x78, 0xFF]])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "argument 2 is not valid UTF-8: 'x\\xff'")
        }
    }
}
