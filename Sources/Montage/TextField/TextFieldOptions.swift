extension TextField {
    /// Field size: padding, radius, minimum height, input typography and icon size.
    public enum Size: String, CaseIterable, Sendable {
        /// 48 tall, padding 8, radius 14, body2 input, 20pt icons.
        case large
        /// 40 tall, padding 6, radius 12, label1 input, 18pt icons.
        case medium

        /// Minimum height of the field box.
        public var minHeight: Double { self == .large ? 48 : 40 }
        /// Inner padding of the field box, every side.
        public var padding: Double { self == .large ? 8 : 6 }
        /// Corner radius of the field box.
        public var radius: Double { self == .large ? 14 : 12 }
        /// Minimum height of the content row.
        public var contentMinHeight: Double { self == .large ? 24 : 20 }
        /// Glyph size of the leading icon and the positive mark.
        public var iconSize: Double { self == .large ? 20 : 18 }
        /// Padding around the leading icon (its box is icon + 2 × padding).
        public var iconPadding: Double { self == .large ? 2 : 1 }
        /// The input's text variant (regular, no letter spacing).
        public var inputVariant: Typography.Variant { self == .large ? .body2 : .label1 }
        /// The clear button's IconButton size.
        public var clearButtonSize: IconButton.Size { self == .large ? .large : .medium }
        /// The trailing button's padding (horizontal, vertical) and radius.
        public var trailingButton: (horizontal: Double, vertical: Double, radius: Double) {
            self == .large ? (12, 8, 10) : (10, 6, 8)
        }
    }

    /// Validation state: negative recolors the border, ring and message; positive adds a check.
    public enum Status: String, CaseIterable, Sendable {
        /// The default state ("기본 상태"): neutral border, no mark.
        case normal
        /// Valid input ("유효한 입력 상태"): a `circleCheckFill` mark when the unfocused field has
        /// text; border and ring unchanged.
        case positive
        /// Error ("오류 상태"): lineNegativePrimary border (focused: lineNegativeStrong with a
        /// lineNegativeFocus ring) and the message in the negative color.
        case negative
    }

    /// The outlined mini button inside the field, right-most.
    public struct TrailingButtonInfo: Sendable {
        /// The text shown.
        public var title: String
        /// Disables this button only.
        public var disable: Bool
        /// Runs on a click (nil: nothing).
        public var handler: Action?

        /// A trailing button titled `title`.
        public init(title: String, disable: Bool = false, handler: Action?) {
            self.title = title
            self.disable = disable
            self.handler = handler
        }
    }

    /// What the trailing area shows before any trailing content (§4.4).
    public enum TrailingMark: Equatable, Sendable {
        /// The clear button (IconButton, `circleCloseFill`, foregroundNeutralQuaternary): the
        /// field has focus and text.
        case clearButton
        /// The positive mark (`circleCheckFill`, foregroundPositivePrimary, 20/18 pt): text, no
        /// focus, status positive.
        case positiveMark
        /// Nothing: the field is empty, or unfocused and not positive.
        case none
    }

    /// The trailing-area rule: clear button while focused with text, else the positive mark
    /// for positive status with text, else nothing.
    public static func trailingMark(text: String, focused: Bool, status: Status) -> TrailingMark {
        if text.isEmpty { return .none }
        if focused { return .clearButton }
        return status == .positive ? .positiveMark : .none
    }
}
