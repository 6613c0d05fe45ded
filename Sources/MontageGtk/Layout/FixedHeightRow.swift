import GtkKit

/// A horizontal row whose height is fixed whatever it holds: children keep their natural size,
/// side by side `spacing` apart (mirrored right to left), each centred on the row's height and
/// overflowing it when taller, so a tall child never grows the row. The widget (CSS node `box`)
/// owns this object.
@MainActor
final class FixedHeightRow: OwnedLayout {
    /// The row.
    let widget: WidgetPointer
    private let spacing: Int32

    /// An empty row `height` high.
    init(height: Int32, spacing: Int32) {
        self.spacing = spacing
        widget = makeGroup()
        widget.size(width: -1, height: height)
        install(on: widget)
    }

    var requestMode: Gtk.SizeRequestMode { .constantSize }

    func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        guard orientation == .horizontal else { return (0, 0) }
        let parts = laidOutChildren(of: widget)
        let gaps = max(0, Int32(parts.count) - 1) * spacing
        return (parts.reduce(0) { $0 + $1.min } + gaps, parts.reduce(0) { $0 + $1.nat } + gaps)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        let rightToLeft = widget.direction == .rightToLeft
        // Natural widths when they fit, minimum widths otherwise.
        let sizes = laidOutChildren(of: widget)
        let naturalSum = sizes.reduce(0) { $0 + $1.nat }
        let fits = naturalSum + max(0, Int32(sizes.count) - 1) * spacing <= width
        var x: Int32 = 0
        for (current, childMin, childNat) in sizes {
            let childWidth = fits ? childNat : childMin
            let childHeight = current.measure(.vertical, for: childWidth).natural
            current.allocate(x: rightToLeft ? width - x - childWidth : x, y: (height - childHeight) / 2, width: childWidth, height: childHeight)
            x += childWidth + spacing
        }
    }
}
