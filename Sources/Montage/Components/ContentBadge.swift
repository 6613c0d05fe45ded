/// A small text badge. ListCell uses size small, neutral colors; only variant and title vary.
public struct ContentBadge: Hashable, Sendable, Modifiable {
    /// Size: xsmall (caption2, 3/6 padding), small (caption1, 4/6), medium (label2, 5/8).
    public enum Size: String, CaseIterable, Sendable {
        /// caption2 medium, padding 3/6, radius 8, 12 pt icons.
        case xsmall
        /// caption1 medium, padding 4/6, radius 8, 14 pt icons (the default; ListCell's).
        case small
        /// label2 medium, padding 5/8, radius 10, 14 pt icons.
        case medium

        /// The text variant (set medium weight, natural line height).
        public var typography: Typography.Variant { metrics.typography }
        /// Vertical and horizontal padding.
        public var padding: (vertical: Double, horizontal: Double) { metrics.padding }
        /// Corner radius.
        public var radius: Double { self == .medium ? 10 : 8 }

        /// The spec's row for this size.
        private var metrics: (typography: Typography.Variant, padding: (vertical: Double, horizontal: Double)) {
            switch self {
            case .xsmall: (.caption2, (3, 6))
            case .small: (.caption1, (4, 6))
            case .medium: (.label2, (5, 8))
            }
        }
    }

    /// Filled (no border) or outlined (1pt border, no fill).
    public enum Variant: String, CaseIterable, Sendable {
        /// A surfaceNeutralSecondary fill (neutral colors), no border (the default).
        case solid
        /// A 1 pt lineNeutralPrimary border inside (neutral colors), no fill.
        case outlined
    }

    /// The shape variant.
    public var variant: Variant
    /// The text shown.
    public var title: String
    /// The size.
    public var size: Size = .small

    /// A badge; `variant` defaults to solid.
    public init(_ variant: Variant = .solid, title: String) {
        self.variant = variant
        self.title = title
    }

    /// The badge at another size.
    public func size(_ size: Size) -> ContentBadge { with { $0.size = size } }
}
