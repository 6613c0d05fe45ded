import Montage
import MontageCatalog

/// Which color token a color is: the one a widget's `fg-*` class names (Montage sets them on
/// the texts and icons it colors) when it still resolves to the color shown, else every
/// semantic token whose value in the scheme is that color, the likeliest first for its role;
/// failing that, a token drawn at a fraction of its alpha (a state layer's
/// `foregroundNeutralPrimary × 0.05`, a stylesheet's `alpha(@token, 0.5)`).
enum TokenMatch {
    /// What a color is used for: it orders tokens of equal value (a text's white is more likely
    /// `staticWhite` than `backgroundNeutralPrimary`).
    enum Role {
        case text, background

        /// The semantic families in the order they are likelier for this role.
        var familyOrder: [SemanticFamily] {
            switch self {
            case .text: [.foreground, .static, .line, .surface, .background, .effect]
            case .background: [.background, .surface, .static, .effect, .line, .foreground]
            }
        }
    }

    /// The token named by the first `fg-<token>` class of `classes` (a semantic token or a palette
    /// step) when it resolves to `color` in `scheme`; nil otherwise (a state rule overrode it).
    static func classToken(_ classes: [String], color: RGBA, scheme: ColorScheme) -> String? {
        guard let name = classes.first(where: { $0.hasPrefix("fg-") })?.dropFirst(3) else { return nil }
        if let token = Color.Semantic(rawValue: String(name)), same(token.resolved(in: scheme), color) { return token.rawValue }
        if let step = Color.Atomic(rawValue: String(name)), same(step.rgba, color) { return step.rawValue }
        return nil
    }

    /// Every semantic token whose value in `scheme` is `color`, the likeliest for `role` first
    /// (then in the spec's order); empty when none is.
    static func semanticTokens(matching color: RGBA, role: Role, scheme: ColorScheme) -> [Color.Semantic] {
        let matches = Color.Semantic.allCases.filter { same($0.resolved(in: scheme), color) }
        return role.familyOrder.flatMap { family in matches.filter { SemanticFamily(token: $0) == family } }
    }

    /// The semantic tokens of `color`'s RGB whose alpha `color` takes a fraction of, written
    /// `token × fraction` (to at most four decimals): opaque tokens first (a state layer is an
    /// opaque token at 0.05, not a translucent one at 0.0962), then the roundest fraction, then
    /// the likeliest for `role`.
    static func scaledTokens(matching color: RGBA, role: Role, scheme: ColorScheme) -> [String] {
        let matches = Color.Semantic.allCases.filter {
            let value = $0.resolved(in: scheme)
            return value.red == color.red && value.green == color.green && value.blue == color.blue && value.alpha > color.alpha
        }
        let ordered = role.familyOrder.flatMap { family in matches.filter { SemanticFamily(token: $0) == family } }
        let written = ordered.map { token -> (text: String, rank: Int) in
            let tenThousandths = Int((color.alpha / token.resolved(in: scheme).alpha * 10_000).rounded())
            var digits = String(tenThousandths % 10_000)
            digits = String(repeating: "0", count: 4 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            let rank = (token.resolved(in: scheme).alpha >= 1 ? 0 : 10) + digits.count
            return ("\(token.rawValue) × \(tenThousandths / 10_000)" + (digits.isEmpty ? "" : ".\(digits)"), rank)
        }
        return written.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.text)
    }

    /// The same 8-bit channels and 8-bit alpha (what `hexString` shows).
    static func same(_ a: RGBA, _ b: RGBA) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha8 == b.alpha8
    }
}
