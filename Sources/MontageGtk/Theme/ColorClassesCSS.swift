/// Color utility classes: `.fg-<token>` sets CSS `color` to a semantic token or palette step,
/// so a text or symbolic icon takes a `ColorValue` by class (the inspector shows the token).
public enum ColorClassesCSS {
    /// The class of a color value; nil for a fixed RGBA (styled per widget instead).
    public static func className(_ color: ColorValue) -> String? {
        switch color {
        case .semantic(let token): "fg-\(token.rawValue)"
        case .atomic(let step): "fg-\(step.rawValue)"
        case .rgba: nil
        }
    }

    static var rules: String {
        (Color.Semantic.allCases.map(\.rawValue) + Color.Atomic.allCases.map(\.rawValue))
            .map { ".fg-\($0) { color: @\($0); }" }
            .joined(separator: "\n")
    }
}
