import GtkKit

/// The typography part of the stylesheet: `.typo-<variant>` sets the font family, size, line
/// height and letter spacing in px (docs/ARCHITECTURE.md: px line-height is exact in GTK 4.8), `.weight-<weight>` the
/// numeric weight, with bold at 700 in display3/title2/title3.
public enum TypographyCSS {
    /// The CSS class of a variant, e.g. `typo-body2`.
    public static func className(_ variant: Typography.Variant) -> String { "typo-\(variant.rawValue)" }
    /// The CSS class of a weight, e.g. `weight-bold`.
    public static func className(_ weight: Typography.Weight) -> String { "weight-\(weight.rawValue)" }

    /// The font-family value: Pretendard alone (fontconfig falls back to the system's sans for
    /// a missing font or glyph; no generic family is named, so captures never depend on one).
    static var fontFamily: String { Typography.fontFamily }

    /// Rules for every variant and weight.
    static func rules(textScale: Double = 1) -> String {
        var lines: [String] = []
        for variant in Typography.Variant.allCases {
            lines.append(".\(className(variant)) { font-family: \(fontFamily); font-size: \(px(variant.size * textScale)); line-height: \(px(variant.lineHeight * textScale)); letter-spacing: \(px(variant.tracking * textScale)); }")
        }
        for weight in Typography.Weight.allCases {
            lines.append(".\(className(weight)) { font-weight: \(weight.fontWeight); }")
        }
        for variant in Typography.Variant.allCases where Typography.Weight.bold.fontWeight(in: variant) != Typography.Weight.bold.fontWeight {
            lines.append(".\(className(variant)).\(className(Typography.Weight.bold)) { font-weight: \(Typography.Weight.bold.fontWeight(in: variant)); }")
        }
        return lines.joined(separator: "\n")
    }

    /// A length in px with at most four decimals.
    static func px(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? "\(Int(rounded))px" : "\(rounded)px"
    }
}
