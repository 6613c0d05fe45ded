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
    let actualSurface: ImageSurface?, expectedSurface: ImageSurface?, heatSurface: ImageSurface?

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
        actualSurface = actual?.imageSurface()
        expectedSurface = expected?.imageSurface()
        if let actual, let expected, actual.width == expected.width, actual.height == expected.height {
            heatSurface = Self.heatMap(actual, expected)
        } else {
            heatSurface = nil
        }
    }

    /// The size shown: the larger of the two on each side.
    var size: (width: Int, height: Int) {
        (max(actual?.width ?? 0, expected?.width ?? 0), max(actual?.height ?? 0, expected?.height ?? 0))
    }

    /// Each pixel's largest channel difference as heat: nothing within the tolerance (the
    /// golden, faint), then yellow through red to magenta as the difference grows.
    private static func heatMap(_ actual: Texture, _ expected: Texture) -> ImageSurface {
        ImageSurface(width: actual.width, height: actual.height) { x, y in
            let e = expected.pixel(x: x, y: y), delta = actual.pixel(x: x, y: y).distance(to: e)
            if delta <= GoldenComparison.channelTolerance {
                // The golden in light grey, so the differences stand out and the layout still shows.
                let grey = UInt8((Int(e.red) + Int(e.green) + Int(e.blue)) / 3 / 4 + 190)
                return (grey, grey, grey, 255)
            }
            // 3 → yellow, 128 → red, 255 → magenta.
            let t = min(1, Double(delta) / 128), u = max(0, Double(delta - 128) / 127)
            return (255, UInt8(214 * (1 - t)), UInt8(200 * u), 255)
        }
    }
}
