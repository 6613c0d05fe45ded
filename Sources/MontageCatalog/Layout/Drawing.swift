import GtkKit

/// A GtkDrawingArea painted by a Swift closure with cairo, for what no stylesheet rule can
/// draw cheaply (a color known only at run time). `gtk_widget_queue_draw` paints it again.
@MainActor
package enum Drawing {
    /// Paints the area: the cairo context and the content size in pixels.
    package typealias Painter = @MainActor (_ cairo: OpaquePointer, _ width: Int32, _ height: Int32) -> Void

    /// A drawing area of `width`×`height` (its content size) painted by `paint`.
    package static func area(width: Int32, height: Int32, _ paint: @escaping Painter) -> WidgetPointer {
        let area = gtk_drawing_area_new()!
        gtk_drawing_area_set_content_width(cast(area), width)
        gtk_drawing_area_set_content_height(cast(area), height)
        let box = Unmanaged.passRetained(PainterBox(paint)).toOpaque()
        gtk_drawing_area_set_draw_func(cast(area), drawCallback, box, releaseBox)
        return area
    }

    final class PainterBox {
        let paint: Painter
        init(_ paint: @escaping Painter) { self.paint = paint }
    }

    private static let drawCallback: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
        // GTK draws on the main thread; the pointers cross into main-actor code as addresses.
        let box = UInt(bitPattern: data), context = UInt(bitPattern: cairo)
        MainActor.assumeIsolated {
            let painter = Unmanaged<PainterBox>.fromOpaque(UnsafeRawPointer(bitPattern: box)!).takeUnretainedValue()
            painter.paint(OpaquePointer(bitPattern: context)!, width, height)
        }
    }

    private static let releaseBox: GDestroyNotify = { data in
        Unmanaged<PainterBox>.fromOpaque(data!).release()
    }

    /// Adds a rectangle with rounded corners (each `radius`) to the cairo path.
    package static func roundedRectangle(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, x + radius, y + height - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
