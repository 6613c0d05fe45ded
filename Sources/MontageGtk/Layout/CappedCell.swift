import GtkKit

/// A cell holding one child, whose natural width never exceeds the cell's width request: in a
/// fixed-width column a longer child (an ellipsizing label) gets the column's width and shrinks
/// into it, rather than widen the column back to its own natural width. Without a width request
/// the cell is as wide as its child, and a cell that holds its natural width (`holdsNatural`)
/// never narrower: in a GtkSizeGroup such cells make a column as wide as the widest child's
/// natural width, decided in the layout. The child is measured as it is (height for width) and
/// given the whole cell, placed by its own alignment. Deciding this in the layout, not when the
/// child changes, measures the child with its current style: a style is brought up to date only
/// by the window's next frame. The widget (CSS node `box`) owns this object.
@MainActor
final class CappedCell: OwnedLayout {
    /// The cell.
    let widget: WidgetPointer
    private let child: WidgetPointer

    /// Whether the cell's minimum width is its natural width (a column that never ellipsizes).
    var holdsNatural = false {
        didSet { if holdsNatural != oldValue { widget.queueResize() } }
    }

    /// A cell holding `child`.
    init(_ child: WidgetPointer) {
        self.child = child
        widget = makeGroup(children: [child])
        install(on: widget)
    }

    func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        guard child.shouldLayout else { return (0, 0) }
        var (childMinimum, childNatural) = child.measure(orientation, for: forSize)
        if orientation == .horizontal {
            let request = widget.sizeRequest.width
            if request >= 0 {
                childNatural = max(childMinimum, min(childNatural, request))
            } else if holdsNatural {
                childMinimum = childNatural
            }
        }
        return (childMinimum, childNatural)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        guard child.shouldLayout else { return }
        child.allocate(width: width, height: height)
    }
}
