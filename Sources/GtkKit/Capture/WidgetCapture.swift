/// Renders a shown widget to a texture: wait for its window's first `after-paint`, snapshot a
/// `GtkWidgetPaintable`, and render the node with the window's own renderer (cairo under
/// `GSK_RENDERER=cairo`, byte-identical across runs).
@MainActor
public enum WidgetCapture {
    /// The most device pixels a capture may have (64 million: 256 MB of pixels).
    nonisolated public static let maximumPixels = 64_000_000
    /// The tallest capture.
    nonisolated public static let maximumSide = 65_536
    /// The widest capture (cairo's surfaces stop at 32,767 pixels a side).
    nonisolated public static let maximumWidth = 16_384
    /// The tallest strip rendered at once by default: a taller capture is rendered strip by
    /// strip into one texture (the same pixels as in one piece).
    public static let stripHeight = 8_192

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
    /// window's scale factor, after its window has painted (`waitingForPaint`: a frame painted
    /// from now; false: the caller saw it laid out and painted), in strips of at most
    /// `stripHeight` device pixels. Throws `tooLarge` beyond `maximumWidth`, `maximumSide` or
    /// `maximumPixels`.
    public static func texture(of widget: WidgetPointer, timeout: Double = 10, stripHeight: Int = stripHeight,
                               waitingForPaint: Bool = true) throws(CaptureError) -> Texture {
        if waitingForPaint { try waitForPaint(widget, timeout: timeout) }
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
        let pixels = (width: Int((width * Double(scale)).rounded(.up)), height: Int((height * Double(scale)).rounded(.up)))
        guard pixels.width <= Self.maximumWidth, pixels.height <= Self.maximumSide, pixels.width * pixels.height <= Self.maximumPixels else {
            throw .tooLarge(width: pixels.width, height: pixels.height)
        }
        if pixels.height <= stripHeight {
            guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .render }
            return Texture(owning: texture)
        }
        return try Texture(owning: strips(renderer, node, width: pixels.width, height: pixels.height, stripHeight: max(1, stripHeight)))
    }

    /// `node` rendered strip by strip into one memory texture of `width`×`height`.
    private static func strips(_ renderer: OpaquePointer, _ node: OpaquePointer, width: Int, height: Int, stripHeight: Int) throws(CaptureError) -> OpaquePointer {
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        var top = 0
        while top < height {
            let rows = min(stripHeight, height - top)
            var strip = graphene_rect_t(origin: graphene_point_t(x: 0, y: Float(top)), size: graphene_size_t(width: Float(width), height: Float(rows)))
            guard let texture = gsk_renderer_render_texture(renderer, node, &strip) else { throw .render }
            bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress! + top * stride, gsize(stride)) }
            g_object_unref(texture.gRaw)
            top += rows
        }
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        // What gdk_texture_download wrote: cairo's ARGB32, B G R A in memory on this little-endian machine.
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, data, gsize(stride)) else { throw .render }
        return texture
    }

    /// Renders `widget` and writes it as a PNG at `path`.
    public static func savePNG(of widget: WidgetPointer, to path: String, timeout: Double = 10) throws(CaptureError) {
        try texture(of: widget, timeout: timeout).savePNG(to: path)
    }
}
