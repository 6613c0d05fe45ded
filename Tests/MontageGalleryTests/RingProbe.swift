import GalleryTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Reads a focus ring (or any line) back from a capture: how much of the outline drawn
/// `offset` pixels outside a widget's border box (negative: inside) has a given color.
@MainActor
enum RingProbe {
    /// The border box of `widget` in `root`'s coordinates.
    static func bounds(of widget: WidgetPointer, in root: WidgetPointer) -> graphene_rect_t {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, root, &rect)
        return rect
    }

    /// The share (0…1) of the pixels on the rectangle `offset` px outside `widget`'s border
    /// box (0: the pixels just outside it; -1: its own outermost pixels), in a capture of
    /// `root`, that are within 48 of `color` on every channel. The `corner` pixels at each end
    /// of a side are left out: only the straight runs of a rounded ring count.
    static func share(of color: RGBA, around widget: WidgetPointer, in root: WidgetPointer, capture: Texture,
                      offset: Int, corner: Int = 20) -> Double {
        let rect = bounds(of: widget, in: root)
        let left = Int(rect.origin.x.rounded()) - 1 - offset
        let top = Int(rect.origin.y.rounded()) - 1 - offset
        let right = Int((rect.origin.x + rect.size.width).rounded()) + offset
        let bottom = Int((rect.origin.y + rect.size.height).rounded()) + offset
        let wanted = Pixel(red: color.red, green: color.green, blue: color.blue)
        var points: [(Int, Int)] = []
        if right - left > 2 * corner {
            for x in (left + corner)...(right - corner) { points += [(x, top), (x, bottom)] }
        }
        if bottom - top > 2 * corner {
            for y in (top + corner)...(bottom - corner) { points += [(left, y), (right, y)] }
        }
        let inside = points.filter { $0.0 >= 0 && $0.1 >= 0 && $0.0 < capture.width && $0.1 < capture.height }
        guard !inside.isEmpty else { return 0 }
        let matching = inside.filter { capture.pixel(x: $0.0, y: $0.1).distance(to: wanted) <= 48 }
        return Double(matching.count) / Double(inside.count)
    }
}
