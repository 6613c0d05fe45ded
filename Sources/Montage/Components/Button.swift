/// A button with a text: solid or outlined, in four sizes and three colors.
public struct Button: Sendable, Modifiable {
    /// Filled or bordered.
    public enum Variant: String, CaseIterable, Sendable {
        /// Filled with the color's fill, no border (the default).
        case solid
        /// No fill, a 1 pt lineNeutralSecondary border inside; a negative color renders as primary.
        case outlined
    }
    /// Brand, neutral or destructive.
    public enum Color: String, CaseIterable, Sendable {
        /// Brand: solid surfaceBrandPrimary with staticWhite text; outlined surfaceBrandPrimary text.
        case primary
        /// Neutral: solid surfaceNeutralSecondary with foregroundNeutralSecondary text; outlined
        /// foregroundNeutralPrimary text.
        case assistive
        /// Destructive: foregroundNegativePrimary × 0.12 fill with foregroundNegativeStrong text
        /// (solid only; outlined falls back to primary).
        case negative
    }
    /// Padding, radius and text per size (ListCell uses small: 8/12 padding, radius 10, caption1 bold, 32 tall).
    public enum Size: String, CaseIterable, Sendable {
        /// Padding 6/10, radius 8, caption1 bold, 14 pt icons: 28 pt tall.
        case xsmall
        /// Padding 8/12, radius 10, caption1 bold, 16 pt icons: 32 pt tall (ListCell's).
        case small
        /// Padding 10/16, radius 12, label1 bold, 18 pt icons: 40 pt tall.
        case medium
        /// Padding 13/20, radius 14, body2 bold, 20 pt icons: 48 pt tall (the default).
        case large

        /// Vertical and horizontal padding around the text.
        public var padding: (vertical: Double, horizontal: Double) { metrics.padding }
        /// Minimum height of the content (text) box.
        public var contentMinHeight: Double { metrics.contentMinHeight }
        /// Corner radius.
        public var radius: Double { metrics.radius }
        /// Text variant (set bold).
        public var typography: Typography.Variant { metrics.typography }

        /// The spec's row for this size.
        private var metrics: (padding: (vertical: Double, horizontal: Double), contentMinHeight: Double,
                              radius: Double, typography: Typography.Variant) {
            switch self {
            case .xsmall: ((6, 10), 16, 8, .caption1)
            case .small: ((8, 12), 16, 10, .caption1)
            case .medium: ((10, 16), 20, 12, .label1)
            case .large: ((13, 20), 22, 14, .body2)
            }
        }
    }

    /// The text shown.
    public var title: String
    /// The shape variant.
    public var variant: Variant = .solid
    /// The color style.
    public var color: Color
    /// The size.
    public var size: Size = .large
    /// Runs on a click (nil: nothing).
    public var handler: Action?

    /// A solid large button.
    public init(title: String, color: Color = .primary, handler: Action? = nil) {
        self.title = title
        self.color = color
        self.handler = handler
    }

    /// The button with another variant.
    public func variant(_ variant: Variant) -> Button { with { $0.variant = variant } }
    /// The button at another size.
    public func size(_ size: Size) -> Button { with { $0.size = size } }
}

/// A text-only button (no fill or border); its pressed highlight reaches beyond the text.
public struct TextButton: Sendable, Modifiable {
    /// Brand or neutral text.
    public enum Color: String, CaseIterable, Sendable {
        /// Brand: surfaceBrandPrimary text, pressed overlay surfaceBrandPrimary at 0.12 (the default).
        case primary
        /// Neutral: foregroundNeutralTertiary text, pressed overlay foregroundNeutralPrimary at 0.09.
        case assistive
    }
    /// small: label1 bold, 20 min height; medium: body2 bold, 22.
    public enum Size: String, CaseIterable, Sendable {
        /// label1 bold, 20 pt tall, 16 pt icons; the highlight reaches 6/4 beyond the text, radius 8.
        case small
        /// body2 bold, 22 pt tall, 18 pt icons; the highlight reaches 8/4 beyond the text, radius 10.
        case medium

        /// Text variant (set bold).
        public var typography: Typography.Variant { self == .small ? .label1 : .body2 }
        /// Minimum content height.
        public var contentMinHeight: Double { self == .small ? 20 : 22 }
        /// How far the pressed highlight reaches beyond the text (horizontal, vertical).
        public var overlayOutset: (horizontal: Double, vertical: Double) { self == .small ? (6, 4) : (8, 4) }
        /// Corner radius of the pressed highlight.
        public var overlayRadius: Double { self == .small ? 8 : 10 }
    }

    /// The text shown.
    public var title: String
    /// The color style.
    public var color: Color
    /// The size.
    public var size: Size = .medium
    /// Runs on a click (nil: nothing).
    public var handler: Action?

    /// A medium text button.
    public init(title: String, color: Color = .primary, handler: Action? = nil) {
        self.title = title
        self.color = color
        self.handler = handler
    }

    /// The button at another size.
    public func size(_ size: Size) -> TextButton { with { $0.size = size } }
}

/// An icon-only button, normal variant: no fill, a pressed highlight clipped to its radius.
public struct IconButton: Sendable, Modifiable {
    /// Container / glyph / radius: small 24/16/8, medium 28/18/8, large 32/20/10, xlarge 36/24/10.
    public enum Size: String, CaseIterable, Sendable {
        /// 24 pt container, 16 pt glyph, radius 8.
        case small
        /// 28 pt container, 18 pt glyph, radius 8 (a medium TextField's clear button).
        case medium
        /// 32 pt container, 20 pt glyph, radius 10 (ListCell's icon button, a large TextField's
        /// clear button).
        case large
        /// 36 pt container, 24 pt glyph, radius 10 (the default).
        case xlarge

        /// Side of the square container.
        public var container: Double { metrics.container }
        /// Glyph size.
        public var glyph: Double { metrics.glyph }

        /// The spec's row for this size.
        private var metrics: (container: Double, glyph: Double) {
            switch self {
            case .small: (24, 16)
            case .medium: (28, 18)
            case .large: (32, 20)
            case .xlarge: (36, 24)
            }
        }
        /// Corner radius.
        public var radius: Double { self == .small || self == .medium ? 8 : 10 }
    }

    /// The glyph.
    public var icon: Icon
    /// The size.
    public var size: Size = .xlarge
    /// Runs on a click (nil: nothing).
    public var handler: Action?

    /// An xlarge icon button.
    public init(_ icon: Icon, handler: Action? = nil) {
        self.icon = icon
        self.handler = handler
    }

    /// The button at another size.
    public func size(_ size: Size) -> IconButton { with { $0.size = size } }
}
