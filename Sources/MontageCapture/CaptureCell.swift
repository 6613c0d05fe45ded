import Montage
import MontageCatalog

/// One capture: a story at one value of every axis (scheme, direction, scale, text size,
/// language, width). Its file name and axes come from `CaptureSettings`, as if settings asking
/// for its axes had been given, so a cell and the equivalent `--screenshot` run write the same
/// file.
package struct CaptureCell: Codable, Hashable, Sendable {
    /// The story's id.
    package var story: String
    /// `light` or `dark`.
    package var scheme: ColorScheme
    /// Right to left.
    package var rightToLeft = false
    /// The device scale, 1 or 2.
    package var scale = 1
    /// The text size in percent.
    package var textSize = 100
    /// The language (`en`, `ko`); nil: the system's.
    package var language: String?
    /// The width in pixels; nil: the story's own.
    package var width: Int?

    /// The settings that ask for this cell's axes.
    package var settings: CaptureSettings {
        CaptureSettings(scheme: scheme, rightToLeft: rightToLeft, scale: scale == 1 ? nil : scale,
                        textSize: textSize == 100 ? nil : textSize, language: language, width: width)
    }

    /// The cells of `stories` in `schemes` at the axes `settings` sets (one value each), schemes
    /// outermost: what `--screenshot` and `--compare` take.
    package static func cells(stories: [Story], schemes: [ColorScheme], settings: CaptureSettings) -> [CaptureCell] {
        schemes.flatMap { scheme in
            stories.map { story in
                CaptureCell(story: story.id, scheme: scheme, rightToLeft: settings.rightToLeft, scale: settings.scale ?? 1,
                            textSize: settings.textSize ?? 100, language: settings.language, width: settings.width)
            }
        }
    }

    /// `<story>-<scheme>[-rtl][-2x]…​.png`.
    package var fileName: String { ([story, scheme.rawValue] + settings.fileTags).joined(separator: "-") + ".png" }

    /// The axes by name, as a report lists them.
    package var axes: [String: String] { settings.axisNames.merging(["scheme": scheme.rawValue]) { $1 } }

    /// What a process fixes when it starts (GDK reads the scale once, and every text is
    /// translated as it is made): cells with the same key can share a process.
    package var processKey: ProcessKey { ProcessKey(scale: scale, language: language) }

    /// The scale and language of a process.
    package struct ProcessKey: Hashable, Codable, Sendable {
        /// GDK_SCALE.
        package var scale: Int
        /// The language, nil for the system's.
        package var language: String?

        /// The process key of `scale` and `language`.
        package init(scale: Int, language: String?) {
            self.scale = scale
            self.language = language
        }
    }
}
