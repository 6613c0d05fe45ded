import GtkKit
import MontageCatalog

/// What the inspector draws over the page: the hovered part and the pinned one (each its border
/// box and the box model around and inside it), and the distances between them.
struct InspectorScene: Equatable {
    /// One part's geometry in the drawing's coordinates.
    struct Part: Equatable {
        /// Its border box (what its size is).
        var border: InspectorRect
        /// Its margin, border and padding widths.
        var box: StyleBox

        /// The margin box (a negative margin, which pulls neighbours in, draws nothing), the
        /// padding box and the content box.
        var marginBox: InspectorRect {
            let margin = box.margin
            return border.outset(by: Edges(top: max(margin.top, 0), right: max(margin.right, 0), bottom: max(margin.bottom, 0), left: max(margin.left, 0)))
        }
        var paddingBox: InspectorRect { border.inset(by: box.border) }
        var contentBox: InspectorRect { paddingBox.inset(by: box.padding) }

        /// `widget`'s geometry relative to `canvas`; nil when GTK cannot relate them (the part
        /// left the window).
        @MainActor
        init?(_ widget: WidgetPointer, in canvas: WidgetPointer) {
            guard widget.isMapped, let bounds = widget.bounds(in: canvas) else { return nil }
            border = bounds
            box = StyleBox.of(widget)
        }
    }

    /// The part under the pointer (nil when it is the pinned one, or nothing is hovered).
    var hovered: Part?
    /// The pinned part.
    var pinned: Part?

    /// The distances from the pinned part to the hovered one, when both are there.
    var distances: PartDistances? {
        guard let pinned, let hovered else { return nil }
        return PartDistances(from: pinned.border, to: hovered.border)
    }
}
