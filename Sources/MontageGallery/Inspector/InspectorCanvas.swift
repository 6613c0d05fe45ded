import MontageGtk
import GtkKit
import MontageCatalog

/// The drawing above the page (a GtkDrawingArea that takes no input): the box model of the
/// hovered and the pinned part and, with both, the distances between them with their lengths.
/// Coordinates are physical, so it is right in either text direction.
@MainActor
final class InspectorCanvas {
    /// The drawing area (named `inspector-canvas`).
    let widget: WidgetPointer
    /// What is drawn; a change draws again.
    var scene = InspectorScene() {
        didSet { if scene != oldValue { gtk_widget_queue_draw(widget) } }
    }

    init() {
        var paint: (@MainActor (OpaquePointer) -> Void)?
        widget = Drawing.area(width: 0, height: 0) { cairo, _, _ in paint?(cairo) }.named(InspectorPart.canvas)
            .classes(["typo-caption2", "weight-bold"])
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_can_focus(widget, 0)
        paint = { [weak self] cairo in self?.paint(cairo) }
    }

    private func paint(_ cairo: OpaquePointer) {
        if let pinned = scene.pinned { drawBox(cairo, pinned, outline: InspectorPalette.pinnedOutline, lineWidth: 2) }
        if let hovered = scene.hovered { drawBox(cairo, hovered, outline: InspectorPalette.hoverOutline, lineWidth: 1) }
        if let distances = scene.distances { drawDistances(cairo, distances) }
    }

    /// Margin, border and padding as filled rings, the content lightly, then the border box's outline.
    private func drawBox(_ cairo: OpaquePointer, _ part: InspectorScene.Part, outline: RGBA, lineWidth: Double) {
        ring(cairo, outer: part.marginBox, inner: part.border, InspectorPalette.margin)
        ring(cairo, outer: part.border, inner: part.paddingBox, InspectorPalette.border)
        ring(cairo, outer: part.paddingBox, inner: part.contentBox, InspectorPalette.padding)
        rectangle(cairo, part.contentBox)
        InspectorPalette.content.setSource(on: cairo)
        cairo_fill(cairo)
        let box = part.border.inset(by: Edges(top: lineWidth / 2, right: lineWidth / 2, bottom: lineWidth / 2, left: lineWidth / 2))
        rectangle(cairo, box)
        outline.setSource(on: cairo)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    /// Fills what lies inside `outer` and outside `inner`.
    private func ring(_ cairo: OpaquePointer, outer: InspectorRect, inner: InspectorRect, _ color: RGBA) {
        guard outer != inner else { return }
        cairo_save(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        rectangle(cairo, outer)
        rectangle(cairo, inner)
        color.setSource(on: cairo)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    private func rectangle(_ cairo: OpaquePointer, _ rect: InspectorRect) {
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
    }

    /// Each distance as a line with end ticks and its length in a red label at its middle.
    private func drawDistances(_ cairo: OpaquePointer, _ distances: PartDistances) {
        InspectorPalette.measure.setSource(on: cairo)
        cairo_set_line_width(cairo, 1)
        for segment in distances.horizontal {
            let y = segment.across.rounded(.down) + 0.5
            cairo_move_to(cairo, segment.start, y)
            cairo_line_to(cairo, segment.end, y)
            for x in [segment.start, segment.end] {
                cairo_move_to(cairo, x + (x == segment.start ? 0.5 : -0.5), y - 4)
                cairo_line_to(cairo, x + (x == segment.start ? 0.5 : -0.5), y + 4)
            }
        }
        for segment in distances.vertical {
            let x = segment.across.rounded(.down) + 0.5
            cairo_move_to(cairo, x, segment.start)
            cairo_line_to(cairo, x, segment.end)
            for y in [segment.start, segment.end] {
                cairo_move_to(cairo, x - 4, y + (y == segment.start ? 0.5 : -0.5))
                cairo_line_to(cairo, x + 4, y + (y == segment.start ? 0.5 : -0.5))
            }
        }
        cairo_stroke(cairo)
        for segment in distances.horizontal { label(cairo, segment.length, x: (segment.start + segment.end) / 2, y: segment.across) }
        for segment in distances.vertical { label(cairo, segment.length, x: segment.across, y: (segment.start + segment.end) / 2) }
    }

    /// A length in a small rounded red label centred on (`x`, `y`).
    private func label(_ cairo: OpaquePointer, _ length: Double, x: Double, y: Double) {
        guard let layout = gtk_widget_create_pango_layout(widget, PartReport.px(length)) else { return }
        defer { g_object_unref(layout.gRaw) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        let w = Double(width) + 8, h = Double(height) + 2
        let left = (x - w / 2).rounded(), top = (y - h / 2).rounded(), radius = min(4, h / 2)
        Drawing.roundedRectangle(cairo, x: left, y: top, width: w, height: h, radius: radius)
        InspectorPalette.measure.setSource(on: cairo)
        cairo_fill(cairo)
        InspectorPalette.measureText.setSource(on: cairo)
        cairo_move_to(cairo, left + 4, top + 1)
        pango_cairo_show_layout(cairo, layout)
    }
}
