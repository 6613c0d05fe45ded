extension ListCell {
    /// The cell's shape relative to its list. Content sits at the same x in both; only the
    /// interaction background's reach differs.
    public enum Variant: String, CaseIterable, Sendable {
        /// The list gives the side margins; the interaction background is 12 wider than the
        /// cell on each side, with corner radius 16.
        case inset
        /// The cell fills the list width with its own 20 side padding; the interaction
        /// background is the cell rectangle, square.
        case full

        /// Horizontal padding of the cell's content.
        public var horizontalPadding: Double { self == .full ? 20 : 0 }
        /// How far the interaction background reaches beyond the cell on each side.
        public var overlayOutset: Double { self == .inset ? 12 : 0 }
        /// Corner radius of the interaction background.
        public var overlayRadius: Double { self == .inset ? 16 : 0 }
    }

    /// Cross-axis alignment of the leading, text, trailing and chevron columns.
    public enum VerticalAlign: String, CaseIterable, Sendable {
        /// Align to the first line (top edges).
        case top
        /// Centre on the cell's height.
        case center
    }

    /// The cell's top and bottom padding.
    public enum VerticalPadding: Hashable, Sendable {
        /// 0: the cell shows no interaction background.
        case none
        /// 8.
        case small
        /// 12 (the default).
        case medium
        /// 16.
        case large
        /// Any other value; 0 or less also turns the interaction background off.
        case custom(Double)

        /// The padding in points.
        public var value: Double {
            switch self {
            case .none: 0
            case .small: 8
            case .medium: 12
            case .large: 16
            case .custom(let value): value
            }
        }
    }
}
