import CGtk

/// A cairo context a drawing area paints with, as Swift calls: paths, colors, clips and
/// transforms (`cairo_*`). Valid only during the paint it is given to.
public struct Cairo {
    /// The `cairo_t *`.
    let context: OpaquePointer

    /// Wraps a `cairo_t *` (GTK's draw callbacks pass one).
    public init(_ context: OpaquePointer) { self.context = context }

    /// Saves the state (color, clip, transform) until `restore()`.
    public func save() { cairo_save(context) }
    /// Restores the state saved last.
    public func restore() { cairo_restore(context) }
    /// Runs `body` between `save()` and `restore()`.
    public func saved(_ body: () -> Void) { save(); body(); restore() }

    /// Sets the color to paint with, components 0–1.
    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(context, red, green, blue, alpha)
    }
    /// Sets the stroke width.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(context, width) }
    /// Fills with the even-odd rule (a path inside another cuts a hole) when `evenOdd`.
    public func setEvenOddFill(_ evenOdd: Bool) {
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Starts a new path.
    public func newPath() { cairo_new_path(context) }
    /// Starts a new sub-path without a current point.
    public func newSubPath() { cairo_new_sub_path(context) }
    /// Moves the current point.
    public func move(to x: Double, _ y: Double) { cairo_move_to(context, x, y) }
    /// Adds a line to (`x`, `y`).
    public func line(to x: Double, _ y: Double) { cairo_line_to(context, x, y) }
    /// Closes the sub-path.
    public func closePath() { cairo_close_path(context) }
    /// Adds a rectangle.
    public func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(context, x, y, width, height)
    }
    /// Adds a rectangle.
    public func rectangle(_ rect: WidgetRect) { rectangle(rect.x, rect.y, rect.width, rect.height) }
    /// Adds an arc around (`x`, `y`) of `radius` from `start` to `end` (radians, clockwise).
    public func arc(_ x: Double, _ y: Double, radius: Double, from start: Double, to end: Double) {
        cairo_arc(context, x, y, radius, start, end)
    }
    /// Adds a rectangle with rounded corners, each of `radius`.
    public func roundedRectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) {
        newSubPath()
        arc(x + width - radius, y + radius, radius: radius, from: -.pi / 2, to: 0)
        arc(x + width - radius, y + height - radius, radius: radius, from: 0, to: .pi / 2)
        arc(x + radius, y + height - radius, radius: radius, from: .pi / 2, to: .pi)
        arc(x + radius, y + radius, radius: radius, from: .pi, to: 3 * .pi / 2)
        closePath()
    }

    /// Fills the path and clears it.
    public func fill() { cairo_fill(context) }
    /// Fills the path and keeps it.
    public func fillPreserve() { cairo_fill_preserve(context) }
    /// Strokes the path and clears it.
    public func stroke() { cairo_stroke(context) }
    /// Clips to the path and clears it.
    public func clip() { cairo_clip(context) }
    /// Paints the source everywhere inside the clip.
    public func paint() { cairo_paint(context) }
    /// The clip's extents.
    public var clipExtents: WidgetRect {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        return WidgetRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Moves the origin.
    public func translate(_ x: Double, _ y: Double) { cairo_translate(context, x, y) }
    /// Scales the user space.
    public func scale(_ x: Double, _ y: Double) { cairo_scale(context, x, y) }

    /// Paints `image` with its top-left at (`x`, `y`), scaled smoothly or, when `pixelated`, as
    /// blocks (the nearest pixel: a zoom that shows each pixel).
    public func paint(_ image: ImageSurface, x: Double = 0, y: Double = 0, pixelated: Bool = false) {
        cairo_set_source_surface(context, image.surface, x, y)
        cairo_pattern_set_filter(cairo_get_source(context), pixelated ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_paint(context)
    }

    /// Draws `layout` (a widget's `textLayout(_:)`) with its top-left at the current point.
    public func show(_ layout: TextLayout) { pango_cairo_show_layout(context, layout.layout) }
}
