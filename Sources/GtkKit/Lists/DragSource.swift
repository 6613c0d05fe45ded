import CGtk

/// A GtkDragSource: a controller that starts a drag from its widget, carrying a string and
/// showing an icon under the pointer (connect `"drag-begin"` with `Signal.connect`).
public struct DragSource: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: OpaquePointer { OpaquePointer(gRaw) }

    /// Makes the drags that start from now on carry `text`.
    @MainActor public func setString(_ text: String) {
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        g_value_set_string(&value, text)
        let provider = gdk_content_provider_new_for_value(&value)!
        g_value_unset(&value)
        gtk_drag_source_set_content(pointer, provider)
        g_object_unref(provider.gRaw)  // the source holds it
    }

    /// Shows `widget` (painted as it looks, live) under the pointer during the drag, the pointer
    /// at (`x`, `y`) of it. Call it from `"drag-begin"`.
    @MainActor public func setIcon(showing widget: WidgetPointer, x: Int32, y: Int32) {
        guard let paintable = gtk_widget_paintable_new(widget) else { return }
        gtk_drag_source_set_icon(pointer, cast(paintable), x, y)
        g_object_unref(paintable.gRaw)  // the drag holds it
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Makes a drag source offering `actions` and attaches it to the widget (which owns it),
    /// handling events in `phase`.
    @MainActor @discardableResult
    public func addDragSource(actions: GdkDragAction, phase: GtkPropagationPhase = .bubble) -> DragSource {
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, actions)
        gtk_event_controller_set_propagation_phase(cast(source), phase)
        gtk_widget_add_controller(self, cast(source))
        return DragSource(gRaw: UnsafeMutableRawPointer(source))
    }
}

extension GdkDragAction {
    /// The data moves: the source lets go of it (`GDK_ACTION_MOVE`).
    public static let move = GDK_ACTION_MOVE
}
