import CGtk
/// The four edges of a box in pixels, physical: `left` and `right` as drawn, whatever the text
/// direction.
public struct Edges: Equatable, Sendable {
    /// The top edge.
    public var top: Double
    /// The right edge.
    public var right: Double
    /// The bottom edge.
    public var bottom: Double
    /// The left edge.
    public var left: Double

    /// Edges of the given widths.
    public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// No width on any edge.
    public static let zero = Edges()

    /// Whether every edge is zero.
    public var isZero: Bool { self == .zero }

    /// The sum of two sets of edges, edge by edge.
    public static func + (a: Edges, b: Edges) -> Edges {
        Edges(top: a.top + b.top, right: a.right + b.right, bottom: a.bottom + b.bottom, left: a.left + b.left)
    }
}
