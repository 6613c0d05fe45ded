/// Corner radius tokens in points; `radiusFull` is a capsule (infinite radius).
public enum Radius: String, CaseIterable, Sendable {
    case radius0, radius4, radius8, radius10, radius12, radius14, radius16, radius20, radius24
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
