import GtkKit

/// Children side by side at their natural widths, wrapping onto new lines when the row is full
/// (mirrored right to left), `spacing` apart both ways. Unlike a GtkFlowBox it adds no
/// focusable child around each item and measures its exact height for a width. The widget owns
/// this object.
@MainActor
final class WrapRow: OwnedLayout {
    /// The row (CSS node `box`, class `wrap-row`).
    let widget: WidgetPointer
    private let spacing: Int32
    /// Whether every item takes the widest item's width (a grid of cards whose text grows with
    /// the text size stays a grid instead of going ragged).
    private let uniform: Bool

    /// A row of `children`, `spacing` apart; `uniform`: each as wide as the widest.
    init(spacing: Int32, uniform: Bool = false, _ children: [WidgetPointer]) {
        self.spacing = spacing
        self.uniform = uniform
        widget = makeGroup(cssClass: "wrap-row", children: children)
        install(on: widget)
    }

    /// The lines `parts` make in `width`: each line's items with their widths, and its height.
    private func lines(_ parts: [(widget: WidgetPointer, min: Int32, nat: Int32)], width: Int32,
                                          spacing: Int32) -> [(items: [(WidgetPointer, Int32)], height: Int32)] {
        var result: [(items: [(WidgetPointer, Int32)], height: Int32)] = []
        var line: [(WidgetPointer, Int32)] = [], used: Int32 = 0
        func close() {
            guard !line.isEmpty else { return }
            let height = line.map { item in item.0.measure(.vertical, for: item.1).natural }.max() ?? 0
            result.append((line, height))
            line = []
            used = 0
        }
        for part in parts {
            let itemWidth = min(part.nat, max(part.min, width))
            if !line.isEmpty && used + spacing + itemWidth > width { close() }
            used += (line.isEmpty ? 0 : spacing) + itemWidth
            line.append((part.widget, itemWidth))
        }
        close()
        return result
    }

    /// The children with their widths, every one as wide as the widest when `uniform`.
    private func parts() -> [(widget: WidgetPointer, min: Int32, nat: Int32)] {
        let parts = laidOutChildren(of: widget)
        guard uniform, let widest = parts.map(\.nat).max() else { return parts }
        return parts.map { ($0.widget, max($0.min, widest), widest) }
    }

    func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        let parts = parts()
        if orientation == .horizontal {
            return (parts.map(\.min).max() ?? 0, parts.reduce(0) { $0 + $1.nat } + max(0, Int32(parts.count) - 1) * spacing)
        }
        let width = forSize < 0 ? parts.reduce(0) { $0 + $1.nat } + max(0, Int32(parts.count) - 1) * spacing : forSize
        let rows = lines(parts, width: width, spacing: spacing)
        let height = rows.reduce(0) { $0 + $1.height } + max(0, Int32(rows.count) - 1) * spacing
        return (height, height)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        let rightToLeft = widget.direction == .rightToLeft
        var y: Int32 = 0
        for line in lines(parts(), width: width, spacing: spacing) {
            var x: Int32 = 0
            for (item, itemWidth) in line.items {
                item.allocate(x: rightToLeft ? width - x - itemWidth : x, y: y, width: itemWidth, height: line.height)
                x += itemWidth + spacing
            }
            y += line.height + spacing
        }
    }
}
