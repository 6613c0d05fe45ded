import CGtk
import GtkKit
import MontageCatalog

/// The vision simulator's widget: it holds one child (the gallery's page area) and draws it
/// through the chosen deficiency's color matrix (GTK's color-matrix render node, under cairo
/// and GL alike), live: the page stays interactive while simulated. A GObject type of its own
/// (`MontageVisionFilter`, a GtkWidget with GtkBinLayout), since a stock widget cannot filter
/// its snapshot; the deficiency is kept on the widget, so there is no Swift object to free.
@MainActor
enum VisionFilter {
    /// A filter holding `child`, showing it as it is.
    static func make(child: WidgetPointer) -> WidgetPointer {
        let filter: WidgetPointer = cast(g_object_new_with_properties(type, 0, nil, nil))
        child.setParent(filter)
        return filter
    }

    /// The deficiency `filter` simulates.
    static func deficiency(of filter: WidgetPointer) -> VisionDeficiency {
        let index = Int(bitPattern: g_object_get_data(cast(filter), key))
        return VisionDeficiency.allCases.indices.contains(index) ? VisionDeficiency.allCases[index] : .none
    }

    /// Simulates `deficiency` on `filter` from its next frame.
    static func set(_ deficiency: VisionDeficiency, on filter: WidgetPointer) {
        let index = VisionDeficiency.allCases.firstIndex(of: deficiency) ?? 0
        g_object_set_data(cast(filter), key, UnsafeMutableRawPointer(bitPattern: index))
        filter.queueDraw()
    }

    private static let key = "montage-vision-deficiency"

    /// The type, registered the first time it is asked for.
    static let type: GType = g_type_register_static_simple(
        gtk_widget_get_type(), "MontageVisionFilter", UInt32(MemoryLayout<GtkWidgetClass>.size),
        { klass, _ in VisionFilterClass.initialize(klass) }, UInt32(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(0))
}

/// The filter type's class functions (C callbacks: no captures, the parent class kept once).
private enum VisionFilterClass {
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
                VisionFilterClass.snapshot(widget, snapshot)
            }
        }
        klass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = { object in
            guard let object else { return }
            let address = UInt(bitPattern: object)
            MainActor.assumeIsolated {  // GTK disposes widgets on the main thread
                let widget = WidgetPointer(bitPattern: address)!
                while let child = widget.firstChild { child.unparent() }
            }
            VisionFilterClass.parent?.pointee.dispose?(object)
        }
    }

    @MainActor
    static func snapshot(_ widget: WidgetPointer, _ snapshot: OpaquePointer) {
        let matrix = VisionFilter.deficiency(of: widget).matrix
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
        var child = widget.firstChild
        while let current = child {
            gtk_widget_snapshot_child(widget, current, snapshot)
            child = current.nextSibling
        }
        if matrix != nil { gtk_snapshot_pop(snapshot) }
    }
}
