/// Corner radius tokens in points; `radiusFull` is a capsule (infinite radius).
public enum Radius: String, CaseIterable, Sendable {
    /// 0 pt (square corners).
    case radius0
    /// 4 pt.
    case radius4
    /// 8 pt.
    case radius8
    /// 10 pt.
    case radius10
    /// 12 pt.
    case radius12
    /// 14 pt.
    case radius14
    /// 16 pt.
    case radius16
    /// 20 pt.
    case radius20
    /// 24 pt (the largest finite radius).
    case radius24
    /// Fully rounded: a capsule (infinite radius; Figma's 9999).
    case radiusFull

    /// The radius in points (`radiusFull` is infinite).
    public var value: Double {
        switch self {
        case .radiusFull: .infinity
        default: Double(rawValue.dropFirst("radius".count))!
        }
    }

    /// A radius usable in CSS: `radiusFull` becomes 9999 (Figma's value for "fully rounded").
    public var cssValue: Double { self == .radiusFull ? 9999 : value }
}
