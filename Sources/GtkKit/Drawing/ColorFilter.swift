import CGtk

/// A widget that holds one child and draws it through a color matrix (GTK's color-matrix render
/// node, under cairo and GL alike), live: the child stays interactive while filtered. A GObject
/// type of its own (`GtkKitColorFilter`, a GtkWidget with GtkBinLayout and a generic role),
/// since a stock widget cannot filter its snapshot.
@MainActor
public enum ColorFilter {
    /// A filter holding `child`, showing it as it is.
    public static func make(child: WidgetPointer) -> WidgetPointer {
        let filter: WidgetPointer = cast(g_object_new_with_properties(type, 0, nil, nil))
        gtk_widget_set_parent(child, filter)
        return filter
    }

    /// The matrix `filter` draws through: three rows (red, green, blue out), each of three
    /// factors (red, green, blue in); nil when it draws its child as it is.
    public static func matrix(of filter: WidgetPointer) -> [[Float]]? {
        (Retention.owner(of: filter, key: key) as? MatrixBox)?.rows
    }

    /// Draws `filter`'s child through `rows` (nil: as it is) from its next frame.
    public static func setMatrix(_ rows: [[Float]]?, on filter: WidgetPointer) {
        Retention.attach(MatrixBox(rows), to: filter, key: key)
        gtk_widget_queue_draw(filter)
    }

    private static let key = "gtkkit-color-filter-matrix"

    /// The type, registered the first time it is asked for.
    static let type: GType = g_type_register_static_simple(
        gtk_widget_get_type(), "GtkKitColorFilter", UInt32(MemoryLayout<GtkWidgetClass>.size),
        { klass, _ in ColorFilterClass.initialize(klass) }, UInt32(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(0))
}

/// A filter's matrix, kept on the widget.
private final class MatrixBox {
    let rows: [[Float]]?
    init(_ rows: [[Float]]?) { self.rows = rows }
}

/// The filter type's class functions (C callbacks: no captures, the parent class kept once).
private enum ColorFilterClass {
    nonisolated(unsafe) static var parent: UnsafeMutablePointer<GObjectClass>?

    static func initialize(_ klass: gpointer?) {
        guard let klass else { return }
        parent = g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GObjectClass.self)
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_layout_manager_type(widgetClass, gtk_bin_layout_get_type())
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GENERIC)
        widgetClass.pointee.snapshot = { widget, snapshot in
            let widgetAddress = UInt(bitPattern: widget), snapshotAddress = UInt(bitPattern: snapshot)
            MainActor.assumeIsolated {
                guard let widget = WidgetPointer(bitPattern: widgetAddress), let snapshot = OpaquePointer(bitPattern: snapshotAddress) else { return }
                ColorFilterClass.snapshot(widget, snapshot)
            }
        }
        klass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = { object in
            guard let object else { return }
            let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
            while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
            ColorFilterClass.parent?.pointee.dispose?(object)
        }
    }

    @MainActor
    static func snapshot(_ widget: WidgetPointer, _ snapshot: OpaquePointer) {
        let matrix = ColorFilter.matrix(of: widget)
        if let matrix {
            // GSK multiplies the color as a row vector (graphene_matrix_transform_vec4): the
            // matrix given is the transpose of the one that maps a column of red, green, blue.
            var values = [Float](repeating: 0, count: 16)
            for output in 0..<3 { for input in 0..<3 { values[input * 4 + output] = matrix[output][input] } }
            values[15] = 1
            var color = graphene_matrix_t(), offset = graphene_vec4_t()
            graphene_matrix_init_from_float(&color, values)
            graphene_vec4_init(&offset, 0, 0, 0, 0)
            gtk_snapshot_push_color_matrix(snapshot, &color, &offset)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            gtk_widget_snapshot_child(widget, current, snapshot)
            child = gtk_widget_get_next_sibling(current)
        }
        if matrix != nil { gtk_snapshot_pop(snapshot) }
    }
}
