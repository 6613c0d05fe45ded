import CGtk
/// Renders a shown widget to a texture: wait for its window's first `after-paint`, snapshot a
/// `GtkWidgetPaintable`, and draw the node with cairo as GSK's cairo renderer draws it (whatever
/// renderer the window has: byte-identical across runs), straight into the texture's pixels.
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

    /// Realizes `window` and empties its surface's input region: wherever the pointer is, the
    /// window takes no pointer input and shows nothing hovered.
    public static func ignorePointer(_ window: WidgetPointer) {
        gtk_widget_realize(window)
        if let surface = gtk_native_get_surface(cast(window)), let nothing = cairo_region_create() {
            gdk_surface_set_input_region(surface, nothing)
            cairo_region_destroy(nothing)
        }
    }

    /// Renders `widget` at its current allocation (its paintable's intrinsic size) times its
    /// window's scale factor, after its window has painted (`waitingForPaint`: a frame painted
    /// from now; false: the caller saw it laid out and painted), in strips of at most
    /// `stripHeight` device pixels. Throws `tooLarge` beyond `maximumWidth`, `maximumSide` or
    /// `maximumPixels`.
    ///
    /// With `region` (in the widget's coordinates, logical pixels), only that part is rendered:
    /// the pixels are those of the whole render at that place, at a fraction of the work.
    public static func texture(of widget: WidgetPointer, timeout: Double = 10, stripHeight: Int = stripHeight,
                               waitingForPaint: Bool = true,
                               region: (x: Int, y: Int, width: Int, height: Int)? = nil) throws(CaptureError) -> Texture {
        if waitingForPaint { try waitForPaint(widget, timeout: timeout) }
        guard gtk_widget_get_native(widget) != nil else { throw .notRealized }
        let paintable = ObjectRef(gtk_widget_paintable_new(widget)!, owned: true)
        let width = Double(gdk_paintable_get_intrinsic_width(paintable.pointer))
        let height = Double(gdk_paintable_get_intrinsic_height(paintable.pointer))
        guard width > 0, height > 0 else { throw .empty }
        // Captures are in device pixels: a window at scale 2 (GDK_SCALE=2) gives a 2x texture.
        let scale = Double(gtk_widget_get_scale_factor(widget))
        let whole = (width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        let origin = region.map { (x: Int(Double($0.x) * scale), y: Int(Double($0.y) * scale)) } ?? (0, 0)
        let pixels = region.map { (width: max(1, Int(Double($0.width) * scale)), height: max(1, Int(Double($0.height) * scale))) } ?? whole
        guard pixels.width <= Self.maximumWidth, pixels.height <= Self.maximumSide, pixels.width * pixels.height <= Self.maximumPixels else {
            throw .tooLarge(width: pixels.width, height: pixels.height)
        }
        let snapshot = gtk_snapshot_new()
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        gdk_paintable_snapshot(paintable.pointer, cast(snapshot!), width, height)
        // A widget that draws nothing gives a transparent texture of its size; content drawn
        // outside its box is clipped by the pixels' edges.
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            return Texture(taking: Texture.allocate(pixels.width * pixels.height), width: pixels.width, height: pixels.height)
        }
        defer { gsk_render_node_unref(node) }
        return try draw(node, width: pixels.width, height: pixels.height, origin: origin, stripHeight: max(1, stripHeight))
    }

    /// `node` drawn by cairo into `width`×`height` transparent pixels (cairo's ARGB32, the
    /// layout of GDK's default memory format), strip by strip: each strip is a cairo surface
    /// over its rows of the pixels, shifted up to them, as the cairo renderer draws a viewport;
    /// `origin` (device pixels) is the node's point at the pixels' top left.
    private static func draw(_ node: OpaquePointer, width: Int, height: Int, origin: (x: Int, y: Int),
                             stripHeight: Int) throws(CaptureError) -> Texture {
        let stride = width * 4
        let pixels = Texture.allocate(width * height)
        var top = 0
        while top < height {
            let rows = min(stripHeight, height - top)
            let surface = cairo_image_surface_create_for_data(pixels + top * stride, CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows), Int32(stride))
            let cr = cairo_create(surface)
            cairo_translate(cr, -Double(origin.x), -Double(top + origin.y))
            gsk_render_node_draw(node, cr)
            let status = cairo_status(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                g_free(pixels)
                throw .render
            }
            top += rows
        }
        return Texture(taking: pixels, width: width, height: height)
    }

    /// Renders `widget` and writes it as a PNG at `path`.
    public static func savePNG(of widget: WidgetPointer, to path: String, timeout: Double = 10) throws(CaptureError) {
        try texture(of: widget, timeout: timeout).savePNG(to: path)
    }
}
