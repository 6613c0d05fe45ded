import GtkKit
import MontageCatalog

/// Classifies the difference between a capture and its golden (same size) and finds its
/// changed regions: the bounding boxes of the differing pixels, those closer than 4 px to each
/// other joined. Pixels differ as `GoldenComparison` has it (a channel off by more than its
/// tolerance).
@MainActor
struct DiffClassifier {
    /// A rectangle of device pixels.
    struct Region: Equatable {
        /// The left column and top row.
        var x: Int, y: Int
        /// The size.
        var width: Int, height: Int
    }

    /// The verdict.
    private(set) var diffClass = DiffClass.layout
    /// The changed regions, top to bottom.
    let regions: [Region]

    private let width: Int, height: Int
    private let actual: [Pixel], expected: [Pixel]
    private let differs: [Bool]

    /// Classifies `actual` against `expected`, which must have its size.
    init(actual: Texture, expected: Texture) {
        precondition(actual.width == expected.width && actual.height == expected.height, "classified images have one size")
        width = actual.width
        height = actual.height
        var a: [Pixel] = [], e: [Pixel] = []
        a.reserveCapacity(width * height)
        e.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                a.append(actual.pixel(x: x, y: y))
                e.append(expected.pixel(x: x, y: y))
            }
        }
        self.actual = a
        self.expected = e
        differs = zip(a, e).map { $0.distance(to: $1) > GoldenComparison.channelTolerance }
        regions = Self.regions(differs, width: width, height: height)
        diffClass = classify()
    }

    private func classify() -> DiffClass {
        let differing = differs.indices.filter { differs[$0] }
        guard !differing.isEmpty else { return .antialiasing }
        if differing.allSatisfy({ index in
            let x = index % width, y = index / width
            return antialiased(actual, x, y, other: expected) || antialiased(expected, x, y, other: actual)
        }) { return .antialiasing }
        let offsets = regions.map(offset(of:))
        if offsets.allSatisfy({ $0 != nil }) { return .shift(offsets: offsets.compactMap { $0 }) }
        if let swap = colorSwap(differing) { return swap }
        return .layout
    }

    /// One color swapped for another (a fill, or a text whose anti-aliased edges blend the
    /// new color with the same background in the same proportion): the commonest
    /// (golden → capture) pair of the differing pixels, when it explains 95% of them.
    private func colorSwap(_ differing: [Int]) -> DiffClass? {
        var pairs: [Pair: Int] = [:]
        for index in differing { pairs[Pair(from: expected[index], to: actual[index]), default: 0] += 1 }
        guard let (pair, _) = pairs.max(by: { ($0.value, $0.key.from.description) < ($1.value, $1.key.from.description) }) else { return nil }
        // The background the old color was drawn over: the commonest unchanged color around the changes.
        var around: [Pixel: Int] = [:]
        for region in regions {
            for y in max(0, region.y - 1)..<min(height, region.y + region.height + 1) {
                for x in max(0, region.x - 1)..<min(width, region.x + region.width + 1) where !differs[y * width + x] {
                    around[expected[y * width + x], default: 0] += 1
                }
            }
        }
        let background = around.max(by: { ($0.value, $0.key.description) < ($1.value, $1.key.description) })?.key
        let explained = differing.filter { index in
            let old = expected[index], new = actual[index]
            if old == pair.from && new == pair.to { return true }
            guard let background else { return false }
            return Self.blends(old, new, background: background, from: pair.from, to: pair.to)
        }.count
        guard explained * 100 >= differing.count * 95 else { return nil }
        return .color(from: pair.from.description, to: pair.to.description)
    }

    /// Whether `old` is `from` over `background` at some coverage and `new` is `to` over it at
    /// the same coverage (within 8 levels a channel).
    private static func blends(_ old: Pixel, _ new: Pixel, background: Pixel, from: Pixel, to: Pixel) -> Bool {
        let channels: [(UInt8, UInt8, UInt8, UInt8, UInt8)] = [(old.red, new.red, background.red, from.red, to.red),
                                                              (old.green, new.green, background.green, from.green, to.green),
                                                              (old.blue, new.blue, background.blue, from.blue, to.blue)]
        // The coverage, read on the channel where the old color stands furthest from the background.
        guard let widest = channels.max(by: { abs(Int($0.3) - Int($0.2)) < abs(Int($1.3) - Int($1.2)) }),
              widest.3 != widest.2 else { return false }
        let coverage = Double(Int(widest.0) - Int(widest.2)) / Double(Int(widest.3) - Int(widest.2))
        guard (-0.05...1.05).contains(coverage) else { return false }
        return channels.allSatisfy { oldValue, newValue, back, fromValue, toValue in
            abs(Double(back) + coverage * (Double(fromValue) - Double(back)) - Double(oldValue)) <= 8
                && abs(Double(back) + coverage * (Double(toValue) - Double(back)) - Double(newValue)) <= 8
        }
    }

    /// A golden color and the capture's color in its place.
    private struct Pair: Hashable {
        let from: Pixel, to: Pixel
    }

    /// The offset (at most 2 px each way) at which `region`, widened by 2 px, of the capture
    /// matches the golden (all but 1% of its pixels), nil when none does.
    private func offset(of region: Region) -> DiffClass.Offset? {
        let left = max(0, region.x - 2), top = max(0, region.y - 2)
        let right = min(width, region.x + region.width + 2), bottom = min(height, region.y + region.height + 2)
        let area = (right - left) * (bottom - top)
        var best: (offset: DiffClass.Offset, misses: Int)?
        for dy in -2...2 {
            for dx in -2...2 where dx != 0 || dy != 0 {
                var misses = 0
                scan: for y in top..<bottom {
                    for x in left..<right {
                        let sx = x - dx, sy = y - dy
                        guard sx >= 0, sy >= 0, sx < width, sy < height else { misses += 1; continue }
                        if actual[y * width + x].distance(to: expected[sy * width + sx]) > GoldenComparison.channelTolerance {
                            misses += 1
                            if misses * 100 > area { break scan }
                        }
                    }
                }
                if misses * 100 <= area, misses < best?.misses ?? .max { best = (DiffClass.Offset(dx: dx, dy: dy), misses) }
            }
        }
        return best?.offset
    }

    /// pixelmatch's test: the pixel at (`x`, `y`) of `image` is anti-aliasing when among its
    /// eight neighbours at most two share its brightness, some are darker and some brighter,
    /// and the darkest or the brightest of them has three identical neighbours in both images.
    private func antialiased(_ image: [Pixel], _ x: Int, _ y: Int, other: [Pixel]) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        var zeroes = x == x0 || x == x1 || y == y0 || y == y1 ? 1 : 0
        var least = 0.0, most = 0.0
        var brightest = (0, 0), darkest = (0, 0)
        let centre = Self.brightness(image[y * width + x])
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let delta = centre - Self.brightness(image[ny * width + nx])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < least {
                    least = delta
                    brightest = (nx, ny)
                } else if delta > most {
                    most = delta
                    darkest = (nx, ny)
                }
            }
        }
        guard least != 0, most != 0 else { return false }
        return (hasManySiblings(image, darkest.0, darkest.1) && hasManySiblings(other, darkest.0, darkest.1))
            || (hasManySiblings(image, brightest.0, brightest.1) && hasManySiblings(other, brightest.0, brightest.1))
    }

    /// Whether more than two of the pixel's neighbours have exactly its color.
    private func hasManySiblings(_ image: [Pixel], _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        var zeroes = x == x0 || x == x1 || y == y0 || y == y1 ? 1 : 0
        let pixel = image[y * width + x]
        for ny in y0...y1 {
            for nx in x0...x1 where (nx != x || ny != y) && image[ny * width + nx] == pixel {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Luma (YIQ's Y, as pixelmatch weighs it) of the pixel blended over white.
    private static func brightness(_ pixel: Pixel) -> Double {
        let alpha = Double(pixel.alpha) / 255
        func blended(_ channel: UInt8) -> Double { 255 + (Double(channel) - 255) * alpha }
        return blended(pixel.red) * 0.29889531 + blended(pixel.green) * 0.58662247 + blended(pixel.blue) * 0.11448223
    }

    /// The bounding boxes of the differing pixels, boxes closer than 4 px joined.
    private static func regions(_ differs: [Bool], width: Int, height: Int) -> [Region] {
        var boxes: [Region] = []
        var seen = [Bool](repeating: false, count: differs.count)
        for start in differs.indices where differs[start] && !seen[start] {
            // Flood fill over differing pixels up to 3 px apart.
            var stack = [start], box = (minX: width, minY: height, maxX: 0, maxY: 0)
            seen[start] = true
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                for ny in max(0, y - 3)...min(height - 1, y + 3) {
                    for nx in max(0, x - 3)...min(width - 1, x + 3) {
                        let next = ny * width + nx
                        if differs[next] && !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            boxes.append(Region(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1))
        }
        return boxes.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}
