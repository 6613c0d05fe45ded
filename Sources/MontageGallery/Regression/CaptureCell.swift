import Montage

/// One capture: a story at one value of every axis (scheme, direction, scale, text size,
/// language, width). Its file name and axes come from the command line's table, as if the
/// options that set them had been given (`GalleryOptions.fileTags`), so a cell and the
/// equivalent `--screenshot` run write the same file.
struct CaptureCell: Codable, Hashable, Sendable {
    /// The story's id.
    var story: String
    /// `light` or `dark`.
    var scheme: ColorScheme
    /// Right to left.
    var rightToLeft = false
    /// The device scale, 1 or 2.
    var scale = 1
    /// The text size in percent.
    var textSize = 100
    /// The language (`en`, `ko`); nil: the system's.
    var language: String?
    /// The width in pixels; nil: the story's own.
    var width: Int?

    /// The options that ask for this cell's axes.
    var options: GalleryOptions {
        var options = GalleryOptions()
        options.rightToLeft = rightToLeft
        options.scale = scale == 1 ? nil : scale
        options.textSize = textSize == 100 ? nil : textSize
        options.language = language
        options.captureWidth = width
        return options
    }

    /// The cells of `stories` in `schemes` at the axes `options` sets (one value each), schemes
    /// outermost: what `--screenshot` and `--compare` take.
    static func cells(stories: [Story], schemes: [ColorScheme], options: GalleryOptions) -> [CaptureCell] {
        schemes.flatMap { scheme in
            stories.map { story in
                CaptureCell(story: story.id, scheme: scheme, rightToLeft: options.rightToLeft, scale: options.scale ?? 1,
                            textSize: options.textSize ?? 100, language: options.language, width: options.captureWidth)
            }
        }
    }

    /// `<story>-<scheme>[-rtl][-2x]…​.png`.
    var fileName: String { ([story, scheme.rawValue] + options.fileTags).joined(separator: "-") + ".png" }

    /// The axes by name, as a report lists them.
    var axes: [String: String] { options.captureAxes.merging(["scheme": scheme.rawValue]) { $1 } }

    /// What a process fixes when it starts (GDK reads the scale once, and every text is
    /// translated as it is made): cells with the same key can share a process.
    var processKey: ProcessKey { ProcessKey(scale: scale, language: language) }

    /// The scale and language of a process.
    struct ProcessKey: Hashable, Codable, Sendable {
        /// GDK_SCALE.
        var scale: Int
        /// The language, nil for the system's.
        var language: String?
    }
}
