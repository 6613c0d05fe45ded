import CGtk

/// Children side by side at their natural widths, wrapping onto new lines when the row is full
/// (mirrored right to left), `spacing` apart both ways. Unlike a GtkFlowBox it adds no
/// focusable child around each item and measures its exact height for a width. A GtkKitGroup
/// with a GtkCustomLayout.
@MainActor
public enum WrapRow {
    private nonisolated static let spacingKey = "gtkkit-wrap-row-spacing"

    /// A row of `children`, `spacing` apart (a floating reference, like every new widget).
    public static func make(spacing: Int32, _ children: [WidgetPointer]) -> WidgetPointer {
        let row: WidgetPointer = makeGroup(cssClass: "wrap-row")
        g_object_set_data(row.object, spacingKey, UnsafeMutableRawPointer(bitPattern: Int(spacing)))
        gtk_widget_set_layout_manager(row, gtk_custom_layout_new(heightForWidth, measure, allocate))
        for child in children { gtk_widget_insert_before(child, row, nil) }
        return row
    }

    private nonisolated static func spacing(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        Int32(Int(bitPattern: g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), spacingKey)))
    }

    /// The lines `parts` make in `width`: each line's items with their widths, and its height.
    private nonisolated static func lines(_ parts: [(widget: WidgetPointer, min: Int32, nat: Int32)], width: Int32,
                                          spacing: Int32) -> [(items: [(WidgetPointer, Int32)], height: Int32)] {
        var result: [(items: [(WidgetPointer, Int32)], height: Int32)] = []
        var line: [(WidgetPointer, Int32)] = [], used: Int32 = 0
        func close() {
            guard !line.isEmpty else { return }
            let height = line.map { item -> Int32 in
                var natural: Int32 = 0
                gtk_widget_measure(item.0, GTK_ORIENTATION_VERTICAL, item.1, nil, &natural, nil, nil)
                return natural
            }.max() ?? 0
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

    private nonisolated static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        guard let widget else { return }
        let gap = spacing(of: widget)
        let parts = laidOutChildren(of: widget)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            minimum?.pointee = parts.map(\.min).max() ?? 0
            natural?.pointee = parts.reduce(0) { $0 + $1.nat } + max(0, Int32(parts.count) - 1) * gap
            return
        }
        let width = forSize < 0 ? parts.reduce(0) { $0 + $1.nat } + max(0, Int32(parts.count) - 1) * gap : forSize
        let rows = lines(parts, width: width, spacing: gap)
        let height = rows.reduce(0) { $0 + $1.height } + max(0, Int32(rows.count) - 1) * gap
        minimum?.pointee = height
        natural?.pointee = height
    }

    private nonisolated static let allocate: GtkCustomAllocateFunc = { widget, width, _, _ in
        guard let widget else { return }
        let gap = spacing(of: widget)
        let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        var y: Int32 = 0
        for line in lines(laidOutChildren(of: widget), width: width, spacing: gap) {
            var x: Int32 = 0
            for (item, itemWidth) in line.items {
                var box = GtkAllocation(x: rightToLeft ? width - x - itemWidth : x, y: y, width: itemWidth, height: line.height)
                gtk_widget_size_allocate(item, &box, -1)
                x += itemWidth + gap
            }
            y += line.height + gap
        }
    }
}
