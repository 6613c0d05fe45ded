import GtkKit

/// Badge rules from `ContentBadge.Size` (padding, radius) and the neutral colors. Text keeps its
/// natural line height (Montage's "typography" text), so the line-height is reset.
enum ContentBadgeCSS {
    static func rules(textScale: Double = 1) -> String {
        var lines = [
            ".content-badge { color: @foregroundNeutralTertiary; }",

            ".content-badge.badge-solid { background-color: @surfaceNeutralSecondary; }",
            ".content-badge.badge-outlined { box-shadow: inset 0 0 0 1px @lineNeutralPrimary; }",
        ]
        for size in ContentBadge.Size.allCases {
            let (v, h) = size.padding
            lines.append(".content-badge.badge-\(size.rawValue) { padding: \(Int(v))px \(Int(h))px; border-radius: \(Int(size.radius))px; }")
            lines.append(".content-badge.badge-\(size.rawValue) > label { line-height: \(Int(size.typography.naturalLineHeight(scale: textScale)))px; }")
        }
        return lines.joined(separator: "\n")
    }
}
