/// A color given to a component (the port of SwiftUI's `Color` where the docs take one):
/// a semantic token that follows the scheme, a palette step, or a fixed RGBA.
public enum ColorValue: Hashable, Sendable {
    /// A semantic token, resolved per scheme.
    case semantic(Color.Semantic)
    /// A palette step (the same in both schemes).
    case atomic(Color.Atomic)
    /// A fixed color.
    case rgba(RGBA)

    /// The color in `scheme`.
    public func resolved(in scheme: ColorScheme) -> RGBA {
        switch self {
        case .semantic(let token): token.resolved(in: scheme)
        case .atomic(let step): step.resolved(in: scheme)
        case .rgba(let color): color
        }
    }
}
