import Montage
import GtkKit
import MontageCatalog

/// How the vision simulator shows the page: as it is, or as seen with a color vision
/// deficiency. The one table of them: the panel's chooser, the `win.vision` action and the
/// filter's matrices all read it.
enum VisionDeficiency: String, CaseIterable, Sendable {
    case none
    case protanopia
    case deuteranopia
    case tritanopia
    case achromatopsia
    case greyscale

    /// The name the chooser shows, in the user's language.
    var title: String {
        switch self {
        case .none: tr("Normal vision")
        case .protanopia: tr("Protanopia (no red cones)")
        case .deuteranopia: tr("Deuteranopia (no green cones)")
        case .tritanopia: tr("Tritanopia (no blue cones)")
        case .achromatopsia: tr("Achromatopsia (no color)")
        case .greyscale: tr("Grey scale")
        }
    }

    /// The matrix taking a color's red, green and blue (0…1) to those seen, one row an output
    /// channel; nil for normal vision. The dichromacies are Machado, Oliveira and Fernandes'
    /// (2009) at full severity, as Chromium's DevTools simulate them; achromatopsia is rod
    /// monochromacy's luma (Rec. 601 weights); grey scale is CSS `grayscale(1)` (Rec. 709).
    var matrix: [[Float]]? {
        switch self {
        case .none: nil
        case .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        case .achromatopsia: Array(repeating: [0.299, 0.587, 0.114], count: 3)
        case .greyscale: Array(repeating: [0.2126, 0.7152, 0.0722], count: 3)
        }
    }

    /// `color` as seen: the matrix applied and each channel held to 0…255 (what the filter draws).
    func apply(_ color: RGBA) -> RGBA {
        guard let matrix else { return color }
        let input = [Float(color.red), Float(color.green), Float(color.blue)]
        let out = matrix.map { row in UInt8(max(0, min(255, zip(row, input).map(*).reduce(0, +))).rounded()) }
        return RGBA(red: out[0], green: out[1], blue: out[2], alpha: color.alpha)
    }
}
