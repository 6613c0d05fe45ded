import GalleryTestSupport
@testable import MontageCapture
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Each class of difference, made from a real story: a token swapped (color), a padding
/// nudged (shift), a letter spacing (layout), a text color (color through its anti-aliased
/// edges), and a capture whose glyph edges were retouched (anti-aliasing).
final class DiffClassifierTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func capture(with css: String = "") throws -> Texture {
        ScreenshotRunner.pinSettings()
        Theme.install(colorScheme: .light)
        Theme.register(stylesheet: css, named: "diff-class-perturbation")
        defer { Theme.register(stylesheet: "", named: "diff-class-perturbation") }
        return try ScreenshotRunner.capture(try XCTUnwrap(StoryRegistry.story(id: "listcell-basic")), scheme: .light)
    }

    func testAColorTokenSwappedIsAColorChangeFromTheOldToTheNew() throws {
        try onMain {
            let base = try capture(), changed = try capture(with: "@define-color backgroundNeutralPrimary @backgroundNeutralSecondary;")
            let verdict = DiffClassifier(actual: changed, expected: base)
            // The card's fill, a pixel inside the first card's top-left corner area that no content covers.
            let x = 30, y = 30
            XCTAssertEqual(verdict.diffClass, .color(from: base.pixel(x: x, y: y).description, to: changed.pixel(x: x, y: y).description))
            XCTAssertNotEqual(base.pixel(x: x, y: y), changed.pixel(x: x, y: y))
            XCTAssertFalse(verdict.regions.isEmpty)
        }
    }

    func testATextColorIsAColorChangeThroughItsAntialiasedEdges() throws {
        try onMain {
            let base = try capture(), changed = try capture(with: "@define-color foregroundNeutralPrimary @foregroundNeutralSecondary;")
            guard case .color(let from, let to) = DiffClassifier(actual: changed, expected: base).diffClass else {
                return XCTFail("\(DiffClassifier(actual: changed, expected: base).diffClass)")
            }
            XCTAssertNotEqual(from, to)
            let token = Color.Semantic.foregroundNeutralPrimary.resolved(in: .light)
            XCTAssertEqual(from, Pixel(red: token.red, green: token.green, blue: token.blue).description, "the token's color is the old one")
        }
    }

    func testAPaddingNudgedIsAShiftByItsOffset() throws {
        try onMain {
            let base = try capture(), changed = try capture(with: "row.list-cell.variant-inset { padding: 0 13px; }")
            let verdict = DiffClassifier(actual: changed, expected: base)
            guard case .shift(let offsets) = verdict.diffClass else { return XCTFail("\(verdict.diffClass)") }
            XCTAssertEqual(offsets.count, verdict.regions.count, "one offset a region")
            XCTAssertEqual(Set(offsets), [DiffClass.Offset(dx: 1, dy: 0)], "the text moved 1 px right")
            XCTAssertGreaterThan(offsets.count, 1, "the text moved in more than one place")
            XCTAssertEqual(verdict.diffClass.detail, "shift by (1, 0) in \(offsets.count) regions", "the offset said once, with its regions")
        }
    }

    func testAShiftSaysEachOffsetOnceWithItsRegionsTheCommonestFirst() {
        onMain {
            let left = DiffClass.Offset(dx: -1, dy: 0), down = DiffClass.Offset(dx: 0, dy: 1)
            XCTAssertEqual(DiffClass.shift(offsets: Array(repeating: left, count: 17)).detail, "shift by (-1, 0) in 17 regions")
            XCTAssertEqual(DiffClass.shift(offsets: [down, left, left, down, left]).detail, "shift by (-1, 0) in 3 regions, (0, 1) in 2 regions")
            XCTAssertEqual(DiffClass.shift(offsets: [down]).detail, "shift by (0, 1) in 1 region")
        }
    }

    func testALetterSpacingIsALayoutChange() throws {
        try onMain {
            let base = try capture(), changed = try capture(with: ".typo-body2 { letter-spacing: 0.5px; }")
            let verdict = DiffClassifier(actual: changed, expected: base)
            XCTAssertEqual(verdict.diffClass, .layout)
            XCTAssertGreaterThan(verdict.regions.count, 1)
        }
    }

    func testRetouchedGlyphEdgesAreAntialiasingOnly() throws {
        try onMain {
            let base = try capture()
            // Every glyph-edge pixel against open background (no neighbour of its own color, white
            // ones that have white neighbours themselves, some darker) made 12 levels lighter:
            // what another rasterizer's coverage does.
            var pixels: [Pixel] = []
            for y in 0..<base.height { for x in 0..<base.width { pixels.append(base.pixel(x: x, y: y)) } }
            var retouched = pixels, count = 0
            let white = Pixel(red: 255, green: 255, blue: 255)
            let around = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
            let width = base.width, height = base.height
            func neighbours(_ x: Int, _ y: Int) -> [(x: Int, y: Int, pixel: Pixel)] {
                around.map { (x + $0.0, y + $0.1) }.filter { $0.0 >= 0 && $0.1 >= 0 && $0.0 < width && $0.1 < height }
                    .map { ($0.0, $0.1, pixels[$0.1 * width + $0.0]) }
            }
            for y in 1..<(base.height - 1) {
                for x in 1..<(base.width - 1) {
                    let pixel = pixels[y * base.width + x], next = neighbours(x, y)
                    let whites = next.filter { $0.pixel == white }
                    // An edge against open background: every white neighbour has white ones of its own.
                    guard pixel != white, !next.contains(where: { $0.pixel == pixel }), whites.count >= 3,
                          whites.allSatisfy({ neighbours($0.x, $0.y).filter { $0.pixel == white }.count >= 3 }),
                          next.contains(where: { Int($0.pixel.red) + 8 < Int(pixel.red) }) else { continue }
                    func lighter(_ channel: UInt8) -> UInt8 { UInt8(min(254, Int(channel) + 12)) }
                    retouched[y * base.width + x] = Pixel(red: lighter(pixel.red), green: lighter(pixel.green), blue: lighter(pixel.blue), alpha: pixel.alpha)
                    count += 1
                }
            }
            XCTAssertGreaterThan(count, 100, "the story has glyph edges")
            let changed = texture(retouched, width: base.width, height: base.height)
            XCTAssertFalse(GoldenComparison(actual: changed, expected: base).matches, "enough to fail the comparison")
            XCTAssertEqual(DiffClassifier(actual: changed, expected: base).diffClass, .antialiasing)
        }
    }

    /// A texture of straight RGBA `pixels`.
    @MainActor
    private func texture(_ pixels: [Pixel], width: Int, height: Int) -> Texture {
        let bytes = pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        return Texture(owning: gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, data, gsize(width * 4))!)
    }
}
