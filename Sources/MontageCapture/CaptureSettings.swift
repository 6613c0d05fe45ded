import Montage
import MontageCatalog

/// The axes a run captures at besides each story, as whoever starts it gives them (the command
/// line, a test): each nil (or false) at its default. The one table of the capture axes: their
/// values, their parts of a file name (`rtl`, `2x`, `text150`, `w375`, `ko`) and their names in
/// a report.
package struct CaptureSettings: Equatable, Sendable {
    /// The scheme, or nil for both.
    package var scheme: ColorScheme?
    /// Right to left.
    package var rightToLeft = false
    /// The device scale; nil: 1.
    package var scale: Int?
    /// The text size in percent; nil: 100.
    package var textSize: Int?
    /// The language; nil: the system's.
    package var language: String?
    /// The width in pixels; nil: each story's own.
    package var width: Int?

    /// Settings at every default.
    package init(scheme: ColorScheme? = nil, rightToLeft: Bool = false, scale: Int? = nil, textSize: Int? = nil,
                 language: String? = nil, width: Int? = nil) {
        (self.scheme, self.rightToLeft, self.scale) = (scheme, rightToLeft, scale)
        (self.textSize, self.language, self.width) = (textSize, language, width)
    }

    /// The device scales a run can take.
    package static let scales = [1, 2]
    /// The text sizes in percent, the default first.
    package static let textSizes = [100, 125, 150]
    /// The languages a run can take.
    package static let languages = ["en", "ko"]
    /// The widths a run can take besides each story's own.
    package static let widths = [320, 375]

    /// Every part a file name can carry, axis by axis, in file-name order.
    package static let fileTagChoices: [[String]] = [["rtl"], ["2x"], textSizes.dropFirst().map { "text\($0)" }, widths.map { "w\($0)" }, languages]

    /// The parts these settings add to a capture's file name, in order: none at their defaults.
    package var fileTags: [String] {
        [rightToLeft ? "rtl" : nil, scale == 2 ? "2x" : nil, textSize.flatMap { $0 == Self.textSizes[0] ? nil : "text\($0)" },
         width.map { "w\($0)" }, language].compactMap { $0 }
    }

    /// The axes by name, as a report lists them (the scheme is each capture's own).
    package var axisNames: [String: String] {
        ["direction": rightToLeft ? "rtl" : "ltr", "scale": String(scale ?? 1), "textSize": String(textSize ?? 100),
         "language": language ?? "system", "width": width.map(String.init) ?? "own"]
    }

    /// The file name pattern of a run: `<story>-<scheme>[-rtl][-2x]…​.png`.
    package static var fileNamePattern: String {
        "<story>-<scheme>" + fileTagChoices.map { "[-" + $0.joined(separator: "|-") + "]" }.joined() + ".png"
    }
}
