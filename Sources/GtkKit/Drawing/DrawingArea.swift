import CGtk

/// A GtkDrawingArea painted by a Swift closure with cairo, for what no stylesheet rule can
/// draw cheaply (a color known only at run time). `queueDraw()` paints it again.
extension Gtk.Wrapper where Class == Gtk.DrawingAreaClass {
    /// Paints the area: the cairo context and the content size in pixels.
    public typealias Painter = @MainActor (_ cairo: Cairo, _ width: Int32, _ height: Int32) -> Void

    /// A drawing area of `width`×`height` (its content size) painted by `paint`.
    @MainActor public init(width: Int32, height: Int32, _ paint: @escaping Painter) {
        self.init(gtk_drawing_area_new()!)
        contentSize = (width, height)
        let box = Unmanaged.passRetained(PainterBox(paint)).toOpaque()
        gtk_drawing_area_set_draw_func(pointer(), drawCallback, box, releasePainter)
    }

    /// The size it asks for, its content's.
    public var contentSize: (width: Int32, height: Int32) {
        get { (gtk_drawing_area_get_content_width(pointer()), gtk_drawing_area_get_content_height(pointer())) }
        nonmutating set {
            gtk_drawing_area_set_content_width(pointer(), newValue.width)
            gtk_drawing_area_set_content_height(pointer(), newValue.height)
        }
    }
}

/// A painter kept alive by its drawing area.
private final class PainterBox {
    let paint: Gtk.DrawingArea.Painter
    init(_ paint: @escaping Gtk.DrawingArea.Painter) { self.paint = paint }
}

private let drawCallback: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
    // GTK draws on the main thread; the pointers cross into main-actor code as addresses.
    let box = UInt(bitPattern: data), context = UInt(bitPattern: cairo)
    MainActor.assumeIsolated {
        let painter = Unmanaged<PainterBox>.fromOpaque(UnsafeRawPointer(bitPattern: box)!).takeUnretainedValue()
        painter.paint(Cairo(OpaquePointer(bitPattern: context)!), width, height)
    }
}

private let releasePainter: GDestroyNotify = { data in
    Unmanaged<PainterBox>.fromOpaque(data!).release()
}
