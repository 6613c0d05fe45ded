import GtkKit
import MontageCatalog

/// Compares a rendered texture with a golden PNG. Two images match when they have the same size
/// and at most `maxDifferingFraction` of their pixels differ by more than `channelTolerance` in
/// any channel. Goldens are made by the same renderer on the same machine (cairo, pinned fonts),
/// so the tolerances only absorb antialiasing noise: a 1px shift, a color step or another font
/// fails.
package struct GoldenComparison {
    /// Per-channel difference (0–255) a pixel may have and still count as equal.
    package static let channelTolerance = 2
    /// Fraction of pixels allowed to differ (0.05%).
    static let maxDifferingFraction = 0.0005

    /// The capture's size.
    package let width: Int, height: Int
    /// The golden's size.
    let expectedWidth: Int, expectedHeight: Int
    /// Whether both have the same size (pixels are compared only then).
    let sizeMatches: Bool
    /// How many pixels differ by more than `channelTolerance`.
    let differing: Int
    /// The largest channel difference of any pixel.
    let largestDelta: Int

    /// The fraction of differing pixels (1 when the sizes differ).
    var fraction: Double { sizeMatches ? Double(differing) / Double(max(1, width * height)) : 1 }
    /// Whether the images match within the tolerances.
    package var matches: Bool { sizeMatches && fraction <= Self.maxDifferingFraction }

    /// Compares `actual` with `expected`.
    @MainActor
    package init(actual: Texture, expected: Texture) {
        width = actual.width
        height = actual.height
        expectedWidth = expected.width
        expectedHeight = expected.height
        sizeMatches = actual.width == expected.width && actual.height == expected.height
        var differing = 0, largest = 0
        if sizeMatches && !actual.isIdentical(to: expected) {
            for y in 0..<height {
                for x in 0..<width {
                    let delta = actual.pixel(x: x, y: y).distance(to: expected.pixel(x: x, y: y))
                    if delta > Self.channelTolerance { differing += 1 }
                    largest = max(largest, delta)
                }
            }
        }
        self.differing = differing
        largestDelta = largest
    }

    /// A description for a failure message.
    package var summary: String {
        sizeMatches
            ? tr("%1$d of %2$d pixels differ (%3$s%%, limit %4$s%%), largest channel delta %5$d", differing, width * height,
                 Self.percent(fraction), Self.percent(Self.maxDifferingFraction), largestDelta)
            : Self.sizeSummary(width, height, expectedWidth, expectedHeight)
    }

    /// The summary of a capture of `width`×`height` whose golden has another size.
    static func sizeSummary(_ width: Int, _ height: Int, _ expectedWidth: Int, _ expectedHeight: Int) -> String {
        tr("the size %1$dx%2$d differs from the golden's %3$dx%4$d", width, height, expectedWidth, expectedHeight)
    }

    /// A fraction in percent with three decimals.
    private static func percent(_ fraction: Double) -> String {
        let thousandths = Int((fraction * 100_000).rounded())
        return String(thousandths / 1_000) + "." + String(String(thousandths % 1_000 + 1_000).dropFirst())
    }

    /// Writes `expected` dimmed with differing pixels in red and each of `regions` outlined in
    /// blue a pixel outside it (same size only).
    @MainActor
    static func writeDiff(actual: Texture, expected: Texture, outlining regions: [DiffClassifier.Region] = [], to path: String) {
        guard actual.width == expected.width, actual.height == expected.height else { return }
        let width = actual.width, height = actual.height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let a = actual.pixel(x: x, y: y), e = expected.pixel(x: x, y: y)
                let i = (y * width + x) * 4
                if a.distance(to: e) > channelTolerance {
                    bytes[i] = 255; bytes[i + 1] = 0; bytes[i + 2] = 0; bytes[i + 3] = 255
                } else {
                    let grey = UInt8((Int(e.red) + Int(e.green) + Int(e.blue)) / 3 / 3 + 170)
                    bytes[i] = grey; bytes[i + 1] = grey; bytes[i + 2] = grey; bytes[i + 3] = 255
                }
            }
        }
        for region in regions {
            let left = region.x - 1, top = region.y - 1, right = region.x + region.width, bottom = region.y + region.height
            for y in top...bottom where y >= 0 && y < height {
                for x in left...right where x >= 0 && x < width && (x == left || x == right || y == top || y == bottom) {
                    let i = (y * width + x) * 4
                    bytes[i] = 0; bytes[i + 1] = 102; bytes[i + 2] = 255; bytes[i + 3] = 255
                }
            }
        }
        try? Texture(rgba: bytes, width: width, height: height).savePNG(to: path)
    }
}
