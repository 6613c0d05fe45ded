import CGtk

/// Two children: a column `leadingWidth` wide beside the rest, `spacing` apart (mirrored right to
/// left), while the rest gets at least `minimumRest`; narrower than that, the column goes above
/// the rest, both the full width. For a caption beside its samples that must not crush them.
/// A GtkKitGroup with a GtkCustomLayout.
@MainActor
public enum SideBySide {
    private nonisolated static let key = "gtkkit-side-by-side"

    private struct Metrics { let leadingWidth: Int32, spacing: Int32, minimumRest: Int32 }

    /// `leading` beside (or above) `rest` (a floating reference, like every new widget).
    public static func make(_ leading: WidgetPointer, _ rest: WidgetPointer, leadingWidth: Int32, spacing: Int32,
                            minimumRest: Int32) -> WidgetPointer {
        let box: WidgetPointer = makeGroup(cssClass: "side-by-side")
        let metrics = UnsafeMutablePointer<Metrics>.allocate(capacity: 1)
        metrics.initialize(to: Metrics(leadingWidth: leadingWidth, spacing: spacing, minimumRest: minimumRest))
        g_object_set_data_full(box.object, key, metrics) { $0?.assumingMemoryBound(to: Metrics.self).deallocate() }
        gtk_widget_set_parent(leading, box)
        gtk_widget_set_parent(rest, box)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(heightForWidth, measure, allocate))
        return box
    }

    private nonisolated static func parts(_ widget: UnsafeMutablePointer<GtkWidget>) -> (Metrics, WidgetPointer, WidgetPointer)? {
        guard let data = g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), key),
              let leading = gtk_widget_get_first_child(widget), let rest = gtk_widget_get_next_sibling(leading) else { return nil }
        return (data.assumingMemoryBound(to: Metrics.self).pointee, leading, rest)
    }


    private nonisolated static func besides(_ m: Metrics, _ width: Int32) -> Bool { width >= m.leadingWidth + m.spacing + m.minimumRest }

    private nonisolated static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        guard let widget, let (m, leading, rest) = parts(widget) else { return }
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let (leadingMin, _) = measured(leading, orientation, for: -1), (restMin, restNat) = measured(rest, orientation, for: -1)
            minimum?.pointee = max(leadingMin, restMin)
            natural?.pointee = m.leadingWidth + m.spacing + max(restNat, m.minimumRest)
            return
        }
        if forSize >= 0 && !besides(m, forSize) {
            let (leadingMin, leadingNat) = measured(leading, orientation, for: forSize), (restMin, restNat) = measured(rest, orientation, for: forSize)
            minimum?.pointee = leadingMin + m.spacing + restMin
            natural?.pointee = leadingNat + m.spacing + restNat
            return
        }
        let restWidth = forSize < 0 ? Int32(-1) : forSize - m.leadingWidth - m.spacing
        let (leadingMin, leadingNat) = measured(leading, orientation, for: forSize < 0 ? -1 : m.leadingWidth)
        let (restMin, restNat) = measured(rest, orientation, for: restWidth)
        minimum?.pointee = max(leadingMin, restMin)
        natural?.pointee = max(leadingNat, restNat)
    }

    private nonisolated static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        guard let widget, let (m, leading, rest) = parts(widget) else { return }
        if besides(m, width) {
            let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            let restWidth = width - m.leadingWidth - m.spacing
            var first = GtkAllocation(x: rightToLeft ? width - m.leadingWidth : 0, y: 0, width: m.leadingWidth, height: height)
            var second = GtkAllocation(x: rightToLeft ? 0 : m.leadingWidth + m.spacing, y: 0, width: restWidth, height: height)
            gtk_widget_size_allocate(leading, &first, -1)
            gtk_widget_size_allocate(rest, &second, -1)
        } else {
            let (_, leadingHeight) = measured(leading, GTK_ORIENTATION_VERTICAL, for: width)
            var first = GtkAllocation(x: 0, y: 0, width: width, height: leadingHeight)
            var second = GtkAllocation(x: 0, y: leadingHeight + m.spacing, width: width, height: max(0, height - leadingHeight - m.spacing))
            gtk_widget_size_allocate(leading, &first, -1)
            gtk_widget_size_allocate(rest, &second, -1)
        }
    }
}
