/// A button with a text: solid or outlined, in four sizes and three colors.
public struct Button: Sendable, Modifiable {
    /// Filled or bordered.
    public enum Variant: String, CaseIterable, Sendable { case solid, outlined }
    /// Brand, neutral or destructive.
    public enum Color: String, CaseIterable, Sendable { case primary, assistive, negative }
    /// Padding, radius and text per size (ListCell uses small: 8/12 padding, radius 10, caption1 bold, 32 tall).
    public enum Size: String, CaseIterable, Sendable {
        case xsmall, small, medium, large

        /// Vertical and horizontal padding around the text.
        public var padding: (vertical: Double, horizontal: Double) {
            switch self {
            case .xsmall: (6, 10)
            case .small: (8, 12)
            case .medium: (10, 16)
            case .large: (13, 20)
            }
        }
        /// Minimum height of the content (text) box.
        public var contentMinHeight: Double {
            switch self {
            case .xsmall, .small: 16
            case .medium: 20
            case .large: 22
            }
        }
        /// Corner radius.
        public var radius: Double {
            switch self {
            case .xsmall: 8
            case .small: 10
            case .medium: 12
            case .large: 14
            }
        }
        /// Text variant (set bold).
        public var typography: Typography.Variant {
            switch self {
            case .xsmall, .small: .caption1
            case .medium: .label1
            case .large: .body2
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
    public enum Color: String, CaseIterable, Sendable { case primary, assistive }
    /// small: label1 bold, 20 min height; medium: body2 bold, 22.
    public enum Size: String, CaseIterable, Sendable {
        case small, medium

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
        case small, medium, large, xlarge

        /// Side of the square container.
        public var container: Double {
            switch self {
            case .small: 24
            case .medium: 28
            case .large: 32
            case .xlarge: 36
            }
        }
        /// Glyph size.
        public var glyph: Double {
            switch self {
            case .small: 16
            case .medium: 18
            case .large: 20
            case .xlarge: 24
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
