/// Montage's color tokens: the atomic palette (`Color.Atomic`) and the semantic tokens
/// (`Color.Semantic`) that resolve to a palette step and an alpha per `ColorScheme`.
public enum Color {
    /// A palette step with the alpha a semantic token gives it in one scheme.
    public struct Reference: Hashable, Sendable {
        /// The palette step.
        public let atomic: Atomic
        /// The alpha set on the step (always a member of the opacity scale).
        public let alpha: Double

        /// A palette step at `alpha`.
        public init(_ atomic: Atomic, alpha: Double) {
            self.atomic = atomic
            self.alpha = alpha
        }

        /// The resolved color: the step's RGB with its alpha set to `alpha`.
        public var rgba: RGBA { atomic.rgba.withAlpha(alpha) }
    }
}

extension Color.Atomic {
    /// The opaque color of this step; atomic colors are the same in every scheme.
    public var rgba: RGBA { RGBA(hex: hex) }

    /// The color in `scheme` (atomic colors do not change between light and dark).
    public func resolved(in scheme: ColorScheme) -> RGBA { rgba }
}

extension Color.Semantic {
    /// The palette step and alpha this token takes in `scheme` (from the generated
    /// `references`, Generated/SemanticColorTable.swift).
    public func reference(in scheme: ColorScheme) -> Color.Reference {
        let (light, dark) = references
        return scheme == .light ? light : dark
    }

    /// The color this token takes in `scheme`: its palette step with the token's alpha set.
    public func resolved(in scheme: ColorScheme) -> RGBA { reference(in: scheme).rgba }
}
