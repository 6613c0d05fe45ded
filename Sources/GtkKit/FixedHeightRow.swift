/// A horizontal row whose height is fixed whatever it holds: children keep their natural size,
/// side by side `spacing` apart (mirrored right to left), each centred on the row's height and
/// overflowing it when taller, so a tall child never grows the row. A GtkKitGroup (a plain
/// container, CSS node `box`) with a GtkCustomLayout.
@MainActor
public enum FixedHeightRow {
    private nonisolated static let spacingKey = "gtkkit-fixed-height-row-spacing"

    /// An empty row `height` high (a floating reference, like every new widget).
    public static func make(height: Int32, spacing: Int32) -> WidgetPointer {
        let row: WidgetPointer = makeGroup()
        gtk_widget_set_size_request(row, -1, height)
        g_object_set_data(row.object, spacingKey, UnsafeMutableRawPointer(bitPattern: Int(spacing)))
        gtk_widget_set_layout_manager(row, gtk_custom_layout_new(nil, measure, allocate))
        return row
    }

    /// Adds `child` at the end of `row`.
    public static func append(_ child: WidgetPointer, to row: WidgetPointer) {
        gtk_widget_insert_before(child, row, nil)
    }

    /// Removes `child` from `row`.
    public static func remove(_ child: WidgetPointer) {
        gtk_widget_unparent(child)
    }

    private nonisolated static let measure: GtkCustomMeasureFunc = { widget, orientation, _, minimum, natural, _, _ in
        guard let widget, orientation == GTK_ORIENTATION_HORIZONTAL else {
            minimum?.pointee = 0
            natural?.pointee = 0
            return
        }
        let spacing = Int32(Int(bitPattern: g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), spacingKey)))
        let parts = laidOutChildren(of: widget)
        let (min, nat, count) = (parts.reduce(0) { $0 + $1.min }, parts.reduce(0) { $0 + $1.nat }, Int32(parts.count))
        let gaps = max(0, count - 1) * spacing
        minimum?.pointee = min + gaps
        natural?.pointee = nat + gaps
    }

    private nonisolated static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        guard let widget else { return }
        let spacing = Int32(Int(bitPattern: g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), spacingKey)))
        let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        // Natural widths when they fit, minimum widths otherwise.
        let sizes = laidOutChildren(of: widget)
        let naturalSum = sizes.reduce(0) { $0 + $1.nat }
        let fits = naturalSum + max(0, Int32(sizes.count) - 1) * spacing <= width
        var x: Int32 = 0
        for (current, childMin, childNat) in sizes {
            let childWidth = fits ? childNat : childMin
            var childHeight: Int32 = 0
            gtk_widget_measure(current, GTK_ORIENTATION_VERTICAL, childWidth, nil, &childHeight, nil, nil)
            var allocation = GtkAllocation(x: rightToLeft ? width - x - childWidth : x, y: (height - childHeight) / 2,
                                           width: childWidth, height: childHeight)
            gtk_widget_size_allocate(current, &allocation, -1)
            x += childWidth + spacing
        }
    }
}
