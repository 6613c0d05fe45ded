/// The interaction overlay ("state layer"): a fill of a semantic color whose opacity is the
/// state's alpha times the variant's weight, clipped to its owner's shape.
public enum Interaction {
    /// The state an overlay shows.
    public enum State: String, CaseIterable, Sendable {
        case normal, hovered, focused, pressed

        /// The state's alpha: 0, 0.05, 0.08, 0.12.
        public var alpha: Double {
            switch self {
            case .normal: Opacity.opacity0.rawValue
            case .hovered: Opacity.opacity5.rawValue
            case .focused: Opacity.opacity8.rawValue
            case .pressed: Opacity.opacity12.rawValue
            }
        }
    }

    /// How strongly a component applies the overlay.
    public enum Variant: String, CaseIterable, Sendable {
        case normal, light, strong

        /// The multiplier: 1.0, 0.75, 1.5.
        public var weight: Double {
            switch self {
            case .normal: 1
            case .light: 0.75
            case .strong: 1.5
            }
        }
    }

    /// The overlay's default color.
    public static let defaultColor = Color.Semantic.foregroundNeutralPrimary

    /// The overlay's opacity for `state` under `variant`: state alpha × variant weight.
    public static func opacity(_ state: State, variant: Variant = .normal) -> Double {
        state.alpha * variant.weight
    }
}
