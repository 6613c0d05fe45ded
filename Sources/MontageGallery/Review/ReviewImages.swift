import GtkKit
import MontageCatalog
import MontageCapture

/// The images of one capture under review, read with bounds (`PNGFile`): the capture, the
/// golden as the run saw it (none without one), and a heat map of their differences, each as a
/// cairo surface to draw (freed with this value).
@MainActor
final class ReviewImages {
    /// The capture and the golden as read.
    let actual: Texture?, expected: Texture?
    /// Why an image could not be shown (nil when both that exist are).
    let problem: String?
    /// Their surfaces, and the heat map's (same size only).
    let actualSurface: OpaquePointer?, expectedSurface: OpaquePointer?, heatSurface: OpaquePointer?

    /// The images of `entry` in the run's `folder`.
    init(entry: CaptureReport.Entry, folder: String) {
        var problems: [String] = []
        func load(_ file: String?) -> Texture? {
            guard let file else { return nil }
            let path = FilePath.join(folder, file)
            switch PNGFile.read(path, kind: tr("an image")) {
            case .image(let texture): return texture
            case .none: problems.append(tr("%s is missing", path))
            case .unreadable(let reason): problems.append(tr("cannot read %1$s: %2$s", path, reason))
            case .oversized(let width, let height): problems.append(tr("%1$s is %2$dx%3$d, too large to show", path, width, height))
            }
            return nil
        }
        actual = load(entry.file)
        expected = load(entry.expected)
        problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
        actualSurface = actual?.cairoSurface()
        expectedSurface = expected?.cairoSurface()
        if let actual, let expected, actual.width == expected.width, actual.height == expected.height {
            heatSurface = Self.heatMap(actual, expected)
        } else {
            heatSurface = nil
        }
    }

    isolated deinit {
        for surface in [actualSurface, expectedSurface, heatSurface] { if let surface { cairo_surface_destroy(surface) } }
    }

    /// The size shown: the larger of the two on each side.
    var size: (width: Int, height: Int) {
        (max(actual?.width ?? 0, expected?.width ?? 0), max(actual?.height ?? 0, expected?.height ?? 0))
    }

    /// Each pixel's largest channel difference as heat: nothing within the tolerance (the
    /// golden, faint), then yellow through red to magenta as the difference grows.
    private static func heatMap(_ actual: Texture, _ expected: Texture) -> OpaquePointer {
        let width = actual.width, height = actual.height
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let e = expected.pixel(x: x, y: y), delta = actual.pixel(x: x, y: y).distance(to: e)
                    let (r, g, b): (Int, Int, Int)
                    if delta <= GoldenComparison.channelTolerance {
                        // The golden in light grey, so the differences stand out and the layout still shows.
                        let grey = (Int(e.red) + Int(e.green) + Int(e.blue)) / 3 / 4 + 190
                        (r, g, b) = (grey, grey, grey)
                    } else {
                        // 3 → yellow, 128 → red, 255 → magenta.
                        let t = min(1, Double(delta) / 128), u = max(0, Double(delta - 128) / 127)
                        (r, g, b) = (255, Int(214 * (1 - t)), Int(200 * u))
                    }
                    // Cairo's ARGB32 in native (little-endian) order: B, G, R, A; opaque, so unpremultiplied.
                    row[x * 4] = UInt8(b); row[x * 4 + 1] = UInt8(g); row[x * 4 + 2] = UInt8(r); row[x * 4 + 3] = 255
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
