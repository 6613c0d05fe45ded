/// The interaction overlay ("state layer"): a fill of a semantic color whose opacity is the
/// state's alpha times the variant's weight, clipped to its owner's shape.
public enum Interaction {
    /// The state an overlay shows.
    public enum State: String, CaseIterable, Sendable {
        /// At rest: alpha 0 (`opacity0`), the overlay is invisible.
        case normal
        /// Pointer over the owner: alpha 0.05 (`opacity5`; Montage 4.0 on iOS never shows it).
        case hovered
        /// Keyboard focus on the owner: alpha 0.08 (`opacity8`; Montage 4.0 on iOS never shows it).
        case focused
        /// Held down: alpha 0.12 (`opacity12`), the only visible state Montage 4.0 on iOS shows.
        case pressed

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
        /// Weight 1.0 (pressed 0.12), e.g. Checkbox, Radio, Avatar, solid assistive Button.
        case normal
        /// Weight 0.75 (pressed 0.09), e.g. ListCell, TextField's buttons, IconButton.
        case light
        /// Weight 1.5 (pressed 0.18), e.g. solid primary and negative Button.
        case strong

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
