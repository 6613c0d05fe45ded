import GtkKit

/// The text column of a ListCell: the label row (the label, centred on it, then the
/// label-trailing group right after it), the description and the extra row under it, each as
/// wide as the column. It places
/// them as a GtkGrid of those three rows and columns did (the label's column takes the room the
/// group leaves, the group its natural width, any width beyond them left empty after it; when the
/// description or the extra row is wider, the room goes there too), but measures its height with
/// no width given at each text's unconstrained width, where a grid measures it at every column's
/// minimum: a wrapping label laid out at a few characters' width for a figure a scrolled window
/// discards. The widget (CSS node `box`, class `list-cell-text`) owns this object.
/// (SPI for `montage-bench`, whose direct-GTK baseline row holds the same column.)
@MainActor
@_spi(Capture) public final class ListCellTextColumn: OwnedLayout {
    /// The column.
    public let widget: WidgetPointer
    /// The label, first in the column.
    let label: WidgetPointer
    /// The label-trailing group, after the label on its row, once made.
    var labelTrailing: WidgetPointer?
    /// The description, once made.
    public var description: WidgetPointer?
    /// The extra row, once made.
    var extra: WidgetPointer?

    /// A column holding `label`.
    public init(label: WidgetPointer) {
        self.label = label
        widget = makeGroup(cssClass: "list-cell-text", children: [label])
        install(on: widget)
    }

    /// The parts that take part in layout: the label row's two, the rows under it.
    private var rowParts: (label: WidgetPointer?, trailing: WidgetPointer?) {
        (label.shouldLayout ? label : nil, labelTrailing.flatMap { $0.shouldLayout ? $0 : nil })
    }

    private var spanning: [WidgetPointer] {
        [description, extra].compactMap { $0 }.filter(\.shouldLayout)
    }

    /// The three columns' minimum and natural widths and which one takes the room left (the
    /// label's when it is alone on its row, else the empty one after the group), raised by the
    /// rows that span them as GtkGrid raises the expanding column.
    private func columns() -> (lines: [(minimum: Int32, natural: Int32)], expanding: Int) {
        let (text, trailing) = rowParts
        var lines: [(minimum: Int32, natural: Int32)] = [text.map { $0.measure(.horizontal) } ?? (0, 0),
                                                         trailing.map { $0.measure(.horizontal) } ?? (0, 0), (0, 0)]
        let expanding = trailing == nil ? 0 : 2
        for part in spanning {
            let (minimum, natural) = part.measure(.horizontal)
            lines[expanding].minimum += max(0, minimum - lines.reduce(0) { $0 + $1.minimum })
            lines[expanding].natural += max(0, natural - lines.reduce(0) { $0 + $1.natural })
        }
        return (lines, expanding)
    }

    /// The columns' widths in `width`: minimums, then toward naturals, the rest to the expanding one.
    private func widths(in width: Int32, _ columns: (lines: [(minimum: Int32, natural: Int32)], expanding: Int)) -> [Int32] {
        var (sizes, left) = distributeNatural(width - columns.lines.reduce(0) { $0 + $1.minimum }, columns.lines)
        sizes[columns.expanding] += left
        return sizes
    }

    /// The column's width (GtkGrid's), or its height at a width (with none: at its texts' own).
    public func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        if orientation == .horizontal {
            let lines = columns().lines
            return (lines.reduce(0) { $0 + $1.minimum }, lines.reduce(0) { $0 + $1.natural })
        }
        let sizes = forSize < 0 ? nil : columnWidths(at: forSize)
        return rows(sizes).reduce((0, 0)) { ($0.0 + $1.minimum, $0.1 + $1.natural) }
    }

    /// The columns' widths at `width`, never under their minimums (as a grid asked for less).
    private func columnWidths(at width: Int32) -> [Int32] {
        let columns = columns()
        return widths(in: max(width, columns.lines.reduce(0) { $0 + $1.minimum }), columns)
    }

    /// Each row's minimum and natural height with the columns `sizes` wide (nil: each part unconstrained).
    private func rows(_ sizes: [Int32]?) -> [(minimum: Int32, natural: Int32)] {
        let (text, trailing) = rowParts
        let total = sizes?.reduce(0, +) ?? -1
        var labelRow: (minimum: Int32, natural: Int32) = (0, 0)
        for (part, size) in [(text, sizes?[0] ?? -1), (trailing, sizes?[1] ?? -1)] {
            guard let part else { continue }
            let (minimum, natural) = part.measure(.vertical, for: size)
            labelRow = (max(labelRow.minimum, minimum), max(labelRow.natural, natural))
        }
        return [labelRow] + spanning.map { $0.measure(.vertical, for: total) }
    }

    /// Places the rows and the label row's two parts.
    public func allocate(_ width: Int32, _ height: Int32) {
        let (text, trailing) = rowParts
        let sizes = widths(in: width, columns())
        let rows = rows(sizes)
        let total = sizes.reduce(0, +)
        // Rows from their minimum toward their natural height, in order, as a grid's rows.
        let heights = distributeNatural(height - rows.reduce(0) { $0 + $1.minimum }, rows).sizes
        let rightToLeft = widget.direction == .rightToLeft
        func place(_ part: WidgetPointer, x: Int32, y: Int32, width partWidth: Int32, height partHeight: Int32) {
            part.allocate(x: rightToLeft ? width - x - partWidth : x, y: y, width: partWidth, height: partHeight)
        }
        if let text {
            // Centred on its row here, not by GTK's valign: GTK centres a wrapping label by first
            // measuring its width for the row's height, a search over widths that lays its text
            // out a dozen times (and whose answer a filling label then ignores).
            let natural = text.measure(.vertical, for: sizes[0]).natural
            let height = min(heights[0], natural)
            place(text, x: 0, y: (heights[0] - height) / 2, width: sizes[0], height: height)
        }
        if let trailing { place(trailing, x: sizes[0], y: 0, width: sizes[1], height: heights[0]) }
        var y = heights[0]
        for (part, rowHeight) in zip(spanning, heights.dropFirst()) {
            place(part, x: 0, y: y, width: total, height: rowHeight)
            y += rowHeight
        }
    }
}
