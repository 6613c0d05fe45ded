/// Renders a shown widget to a texture: wait for its window's first `after-paint`, snapshot a
/// `GtkWidgetPaintable`, and render the node with the window's own renderer (cairo under
/// `GSK_RENDERER=cairo`, byte-identical across runs).
@MainActor
public enum WidgetCapture {
    /// Presents nothing; waits until `widget`'s frame clock has painted a frame after now.
    public static func waitForPaint(_ widget: WidgetPointer, timeout: Double = 10) throws(CaptureError) {
        guard gtk_widget_get_realized(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else {
            throw .notRealized
        }
        var painted = false
        let connection = Signal.connect(clock, "after-paint") { painted = true }
        defer { connection.disconnect() }
        gtk_widget_queue_draw(widget)
        if !MainLoop.run(until: { painted }, timeout: timeout) {
            throw .noPaint(seconds: timeout)
        }
    }

    /// Renders `widget` at its current allocation (its paintable's intrinsic size) times its
    /// window's scale factor, after its window has painted.
    public static func texture(of widget: WidgetPointer, timeout: Double = 10) throws(CaptureError) -> Texture {
        try waitForPaint(widget, timeout: timeout)
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
            throw .notRealized
        }
        let paintable = ObjectRef(gtk_widget_paintable_new(widget)!, owned: true)
        let width = Double(gdk_paintable_get_intrinsic_width(paintable.pointer))
        let height = Double(gdk_paintable_get_intrinsic_height(paintable.pointer))
        guard width > 0, height > 0 else { throw .empty }
        // Captures are in device pixels: a window at scale 2 (GDK_SCALE=2) gives a 2x texture.
        let scale = Float(gtk_widget_get_scale_factor(widget))
        let snapshot = gtk_snapshot_new()
        gtk_snapshot_scale(snapshot, scale, scale)
        gdk_paintable_snapshot(paintable.pointer, cast(snapshot!), width, height)
        // The viewport is the widget's box: content drawn outside it is clipped, and a widget
        // that draws nothing still gives a transparent texture of its size.
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(width) * scale, height: Float(height) * scale))
        var transparent = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0)
        guard let node = gtk_snapshot_free_to_node(snapshot) ?? gsk_color_node_new(&transparent, &viewport) else {
            throw .render
        }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .render }
        return Texture(owning: texture)
    }

    /// Renders `widget` and writes it as a PNG at `path`.
    public static func savePNG(of widget: WidgetPointer, to path: String, timeout: Double = 10) throws(CaptureError) {
        try texture(of: widget, timeout: timeout).savePNG(to: path)
    }
}
