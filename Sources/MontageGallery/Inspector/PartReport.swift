import MontageGtk
import GtkKit
import MontageCatalog
import MontageAudit

/// What the inspector's card says about one part of a story: its name, its size, the tokens of
/// its text color and background, its typography and its contrast, each as the card shows it.
struct PartReport: Equatable {
    /// A color in use and the tokens it is.
    struct ColorUse: Equatable {
        /// The color, as GTK resolved it.
        var value: RGBA
        /// The token shown: the widget's `fg-*` class's, or the likeliest semantic token of this
        /// value; nil when none matches.
        var token: String?
        /// The other semantic tokens of the same value, likeliest first.
        var alternatives: [String] = []

        /// `foregroundNeutralPrimary #171719`, or `— #123456` when no token matches.
        var text: String { "\(token ?? "—") \(value.hexString)" }

        /// `also surfaceNeutralPrimary, staticWhite +1`, or nil when the value has one token.
        var alsoText: String? {
            guard !alternatives.isEmpty else { return nil }
            let shown = alternatives.prefix(2).joined(separator: ", ")
            let more = alternatives.count > 2 ? " +\(alternatives.count - 2)" : ""
            return tr("also %s", shown + more)
        }
    }

    /// The typography tokens of a text, from its `typo-*` and `weight-*` classes.
    struct TypeUse: Equatable {
        var variant: Typography.Variant
        /// nil when no `weight-*` class is set (the CSS weight then shows alone).
        var weight: Typography.Weight?
        /// The CSS font-weight in use.
        var fontWeight: Int
        /// The text scale the typography tokens are drawn at (1: the spec's sizes).
        var scale: Double

        /// `body1 · bold 600 · 16 / 24 px` (sizes at the current text scale).
        var text: String {
            let weightText = weight.map { "\($0.rawValue) \(fontWeight)" } ?? String(fontWeight)
            return "\(variant.rawValue) · \(weightText) · \(PartReport.px(variant.size * scale)) / \(PartReport.px(variant.lineHeight * scale)) px"
        }
    }

    /// The widget name, or its CSS name and classes (`label.typo-body1.weight-medium`).
    var part: String
    /// The border box, as allocated (px).
    var width: Double
    var height: Double
    /// The text (and symbolic icon) color.
    var text: ColorUse
    /// The nearest background painted under the part (its own or an ancestor's); nil when
    /// none is a single color (an image) or none is painted.
    var background: ColorUse?
    /// nil when neither the part nor an ancestor sets a typography variant.
    var typography: TypeUse?
    /// The WCAG 2.x ratio of the text color over the composited background; nil when the
    /// background has no single color.
    var contrast: Double?
    /// The size (px) of the part's font, which with its weight says what ratio its text needs.
    var fontSize = 16.0
    /// The CSS weight of the part's font.
    var fontWeight = 400

    /// `343 × 48 px`.
    var sizeText: String { "\(Self.px(width)) × \(Self.px(height)) px" }

    /// `17.49:1 · AAA`, `3.20:1 · AA, large text`, `3.48:1 · fails AA: 13 px text needs 4.50:1`,
    /// or `—`: the level for the part's own text size (as the audit judges it).
    var contrastText: String {
        guard let contrast else { return "—" }
        let large = ContrastRatio.isLargeText(size: fontSize, weight: fontWeight)
        let level = switch ContrastRatio.Level(ratio: contrast, large: large) {
        case .aaa: large ? tr("AAA, large text") : "AAA"
        case .aa: large ? tr("AA, large text") : "AA"
        case .fails: tr("fails AA: %1$s px text needs %2$s", Self.px(fontSize), ContrastRatio.format(ContrastRatio.needed(large: large)))
        }
        return "\(ContrastRatio.format(contrast)) · \(level)"
    }

    /// `16`, or `15.5` for a fractional length.
    static func px(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
