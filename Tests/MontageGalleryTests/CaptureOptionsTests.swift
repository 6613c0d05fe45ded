import GalleryTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// --scale and --rtl of the capture CLI, checked on the written PNGs.
final class CaptureOptionsTests: MontageTestCase, @unchecked Sendable {
    private func capture(_ extra: [String], window: Bool = false) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("montage-capture-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("window.png").path
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
        let arguments = (window ? ["--window-screenshot", file] : ["--screenshot", directory.path]) + ["--story", "listcell-basic", "--theme", "light"] + extra
        let run = ChildProcess.run(gallery.path, arguments, timeout: 120)
        XCTAssertTrue(run.succeeded, "montage-gallery \(arguments.joined(separator: " ")): \(run.ending)\n\(run.stderrText)")
        if window { return file }
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(written.count, 1, "\(written)")
        return directory.appendingPathComponent(written.first ?? "").path
    }

    /// Dark pixels in the left and right halves of the top 60 rows (the page title).
    @MainActor
    private func inkHalves(_ texture: Texture) -> (left: Int, right: Int) {
        var left = 0, right = 0
        for y in 20..<min(60, texture.height) {
            for x in 0..<texture.width where texture.pixel(x: x, y: y).red < 128 {
                if x < texture.width / 2 { left += 1 } else { right += 1 }
            }
        }
        return (left, right)
    }

    func testScaleTwoDoublesTheCapture() throws {
        let normal = try capture([]), doubled = try capture(["--scale", "2"])
        try onMain {
            let one = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(normal, nil)))
            let two = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(doubled, nil)))
            XCTAssertEqual(two.width, one.width * 2)
            XCTAssertEqual(two.height, one.height * 2)
        }
    }

    /// The whole window at scale 2 is the 1200x800 layout at twice the pixels (it used to be a
    /// 1x layout shrunk to fit the screen).
    func testScaleTwoDoublesTheWindowCapture() throws {
        let normal = try capture([], window: true), doubled = try capture(["--scale", "2"], window: true)
        try onMain {
            let one = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(normal, nil)))
            let two = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(doubled, nil)))
            XCTAssertEqual([one.width, one.height], [1200, 800])
            XCTAssertEqual([two.width, two.height], [2400, 1600])
            // The same layout: the sidebar's edge is at the same place, in its own pixels.
            @MainActor func edge(_ texture: Texture, scale: Int) -> Int? {
                let y = 400 * scale
                return (1..<(400 * scale)).first { x in texture.pixel(x: x, y: y).distance(to: texture.pixel(x: x - 1, y: y)) > 6 && x > 100 * scale }
            }
            let edgeOne = try XCTUnwrap(edge(one, scale: 1)), edgeTwo = try XCTUnwrap(edge(two, scale: 2))
            XCTAssertLessThanOrEqual(abs(edgeTwo - edgeOne * 2), 2, "sidebar edge \(edgeOne) at 1x, \(edgeTwo) at 2x")
        }
    }

    /// --text-size sets the typography tokens' size in captures: at 150% the same story is
    /// taller, and its file says so.
    func testTextSizeEnlargesTheCaptures() throws {
        let normal = try capture([]), larger = try capture(["--text-size", "150"])
        XCTAssertTrue(larger.hasSuffix("/listcell-basic-light-text150.png"), larger)
        try onMain {
            let one = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(normal, nil)))
            let big = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(larger, nil)))
            XCTAssertEqual(big.width, one.width, "the story's width")
            XCTAssertGreaterThan(Double(big.height), Double(one.height) * 1.15, "its text 1.5 times as large")
        }
    }

    func testRightToLeftMirrorsTheLayout() throws {
        let ltr = try capture([]), rtl = try capture(["--rtl"])
        try onMain {
            let left = inkHalves(Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(ltr, nil))))
            let right = inkHalves(Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(rtl, nil))))
            XCTAssertGreaterThan(left.left, left.right * 4, "LTR: the title is on the left")
            XCTAssertGreaterThan(right.right, right.left * 4, "RTL: the title is on the right")
        }
    }
}
