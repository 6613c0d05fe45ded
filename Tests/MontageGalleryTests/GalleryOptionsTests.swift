import MontageGallery
import Montage
import XCTest
import GtkKit

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

    func testHelpWinsOverEverythingElse() throws {
        XCTAssertEqual(try GalleryOptions.parse(["--list", "-h"]).mode, .help)
    }

    func testBadInputIsAUsageError() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'"),
            (["stray"], "unexpected argument 'stray'"),
            (["--theme", "purple"], "--theme must be light, dark, both or system, not 'purple'"),
            (["--theme"], "--theme needs a value"),
            (["--scale", "3"], "--scale must be 1 or 2, not '3'"),
            (["--scale", "x"], "--scale must be 1 or 2, not 'x'"),
            (["--story", "--list"], "--story needs a value"),
            (["--screenshot="], "--screenshot needs a folder"),
            (["--list", "--screenshot", "x"], "--list, --screenshot and --window-screenshot cannot be combined, nor given twice"),
            (["--window-screenshot", "x.jpg"], "--window-screenshot needs a .png file name, not 'x.jpg'"),
            (["--window-screenshot", "x.png", "--theme", "both"], "--window-screenshot takes --theme light or dark"),
            (["--screenshot", "x", "--theme", "system"], "--theme system has no meaning for screenshots: use light, dark or both"),
            (["--theme", "both"], "--theme both applies to --screenshot only: the window shows one scheme"),
            (["--rtl=yes"], "--rtl takes no value"),
            (["--index"], "--index applies to --screenshot only"),
            (["--size", "300x800"], "--size must be WIDTHxHEIGHT from 360x400 to 8192x8192, not '300x800'"),
            (["--size", "wide"], "--size must be WIDTHxHEIGHT from 360x400 to 8192x8192, not 'wide'"),
            (["--size=800x"], "--size must be WIDTHxHEIGHT from 360x400 to 8192x8192, not '800x'"),
            (["--screenshot", "x", "--size", "800x600"], "--size applies to the window and --window-screenshot, not --screenshot"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try GalleryOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, message)
            }
        }
    }
}
