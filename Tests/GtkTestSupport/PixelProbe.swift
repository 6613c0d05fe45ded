import GtkKit

/// Reads shapes back from a capture's pixels: white pixels, runs along a row, counts, and the
/// radius of a rounded corner.
@MainActor
public enum PixelProbe {
    /// Whether a pixel is opaque white to within `tolerance`.
    public static func isWhite(_ pixel: Pixel, tolerance: UInt8 = 4) -> Bool {
        pixel.alpha >= 255 - tolerance && pixel.red >= 255 - tolerance && pixel.green >= 255 - tolerance
            && pixel.blue >= 255 - tolerance
    }

    /// The runs `[start, end)` of consecutive pixels of row `y` that satisfy `predicate`.
    public static func runs(in texture: Texture, y: Int, where predicate: (Pixel) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for x in 0..<texture.width {
            let hit = predicate(texture.pixel(x: x, y: y))
            if hit, start == nil { start = x }
            if !hit, let s = start {
                result.append(s..<x)
                start = nil
            }
        }
        if let s = start { result.append(s..<texture.width) }
        return result
    }

    /// How many pixels of `texture` satisfy `predicate`.
    public static func count(in texture: Texture, where predicate: (Pixel) -> Bool) -> Int {
        var total = 0
        for y in 0..<texture.height {
            for x in 0..<texture.width where predicate(texture.pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }

    /// The radius of the top-left corner of a filled shape, from the area its rounding leaves
    /// clear: a corner of radius r misses r² (1 − π/4) of the square it sits in. Coverage is
    /// judged against the alpha at `interior` (so a translucent fill works); `span` must reach
    /// past the radius and stay inside the uniformly filled part.
    public static func cornerRadius(of texture: Texture, span: Int, interior: (x: Int, y: Int)) -> Double {
        let full = Double(texture.pixel(x: interior.x, y: interior.y).alpha)
        guard full > 0 else { return .nan }
        var missing = 0.0
        for y in 0..<span {
            for x in 0..<span { missing += 1 - min(1, Double(texture.pixel(x: x, y: y).alpha) / full) }
        }
        return (missing / (1 - Double.pi / 4)).squareRoot()
    }
}
