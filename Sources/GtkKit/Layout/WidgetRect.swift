import CGtk

/// A rectangle in a widget's coordinates, as GTK computes bounds (graphene's rect in doubles).
public struct WidgetRect: Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle at (`x`, `y`) of `width`×`height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal center.
    public var midX: Double { x + width / 2 }
    /// The vertical center.
    public var midY: Double { y + height / 2 }

    /// The rectangle grown by `edges` on each side (shrunk by negative ones).
    public func outset(by edges: Edges) -> WidgetRect {
        WidgetRect(x: x - edges.left, y: y - edges.top, width: width + edges.left + edges.right, height: height + edges.top + edges.bottom)
    }

    /// The rectangle shrunk by `edges` on each side, never below zero size.
    public func inset(by edges: Edges) -> WidgetRect {
        WidgetRect(x: x + edges.left, y: y + edges.top, width: max(width - edges.left - edges.right, 0),
                   height: max(height - edges.top - edges.bottom, 0))
    }

    /// Whether (`px`, `py`) lies inside (edges included).
    public func contains(_ px: Double, _ py: Double) -> Bool { px >= x && px <= maxX && py >= y && py <= maxY }

    /// Whether the two overlap.
    public func intersects(_ other: WidgetRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget's bounds in `other`'s coordinates (its own when nil); nil when they share no root.
    @MainActor public func bounds(in other: WidgetPointer? = nil) -> WidgetRect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(self, other ?? self, &rect) != 0 else { return nil }
        return WidgetRect(x: Double(rect.origin.x), y: Double(rect.origin.y),
                          width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The point (`x`, `y`) of this widget in `other`'s coordinates; nil when they share no root.
    @MainActor public func point(_ x: Double, _ y: Double, in other: WidgetPointer) -> (x: Double, y: Double)? {
        var from = graphene_point_t(x: Float(x), y: Float(y)), to = graphene_point_t()
        guard gtk_widget_compute_point(self, other, &from, &to) != 0 else { return nil }
        return (Double(to.x), Double(to.y))
    }

    /// Measures the widget along `orientation` for `size` of the other (-1: none): its minimum and natural.
    @MainActor public func measure(_ orientation: GtkOrientation, for size: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(self, orientation, size, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    /// Lays the widget out at `width`×`height` at (`x`, `y`) of its parent (a container's or a test's job).
    @MainActor public func allocate(x: Int32 = 0, y: Int32 = 0, width: Int32, height: Int32, baseline: Int32 = -1) {
        var rect = GtkAllocation(x: x, y: y, width: width, height: height)
        gtk_widget_size_allocate(self, &rect, baseline)
    }
}
