import CGtk
import GtkKit
import MontageCatalog

/// A rectangle in the inspector's drawing coordinates (px, origin at the top left of the page
/// area, x growing rightwards in either text direction).
struct InspectorRect: Equatable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var maxX: Double { x + width }
    var minY: Double { y }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A graphene rectangle (what `gtk_widget_compute_bounds` gives).
    init(_ rect: graphene_rect_t) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The rectangle grown by `edges` on each side (shrunk by negative ones).
    func outset(by edges: Edges) -> InspectorRect {
        InspectorRect(x: x - edges.left, y: y - edges.top, width: width + edges.left + edges.right, height: height + edges.top + edges.bottom)
    }

    /// The rectangle shrunk by `edges` on each side, never below zero size.
    func inset(by edges: Edges) -> InspectorRect {
        InspectorRect(x: x + edges.left, y: y + edges.top, width: max(width - edges.left - edges.right, 0),
                      height: max(height - edges.top - edges.bottom, 0))
    }
}
