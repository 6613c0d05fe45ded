import GtkKit

/// The color part of the stylesheet: one `@define-color` per palette step and per semantic
/// token, resolved in a scheme. Every other rule refers to colors by these names only.
enum ColorCSS {
    /// `@define-color blue50 rgba(0,102,255,1); ... @define-color foregroundNeutralPrimary ...;`
    static func definitions(for scheme: ColorScheme) -> String {
        var lines: [String] = []
        lines.reserveCapacity(Color.Atomic.allCases.count + Color.Semantic.allCases.count)
        for atomic in Color.Atomic.allCases {
            lines.append("@define-color \(atomic.rawValue) \(atomic.resolved(in: scheme).css);")
        }
        for token in Color.Semantic.allCases {
            lines.append("@define-color \(token.rawValue) \(token.resolved(in: scheme).css);")
        }
        return lines.joined(separator: "\n")
    }
}
