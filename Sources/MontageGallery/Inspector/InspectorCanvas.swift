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
        didSet { if scene != oldValue { widget.queueDraw() } }
    }

    init() {
        var paint: (@MainActor (Cairo) -> Void)?
        widget = Gtk.DrawingArea(width: 0, height: 0) { cairo, _, _ in paint?(cairo) }.widget.named(InspectorPart.canvas)
            .classes(["typo-caption2", "weight-bold"])
        widget.canTarget = false
        widget.canFocus = false
        paint = { [weak self] cairo in self?.paint(cairo) }
    }

    private func paint(_ cairo: Cairo) {
        if let pinned = scene.pinned { drawBox(cairo, pinned, outline: InspectorPalette.pinnedOutline, lineWidth: 2) }
        if let hovered = scene.hovered { drawBox(cairo, hovered, outline: InspectorPalette.hoverOutline, lineWidth: 1) }
        if let distances = scene.distances { drawDistances(cairo, distances) }
    }

    /// Margin, border and padding as filled rings, the content lightly, then the border box's outline.
    private func drawBox(_ cairo: Cairo, _ part: InspectorScene.Part, outline: RGBA, lineWidth: Double) {
        ring(cairo, outer: part.marginBox, inner: part.border, InspectorPalette.margin)
        ring(cairo, outer: part.border, inner: part.paddingBox, InspectorPalette.border)
        ring(cairo, outer: part.paddingBox, inner: part.contentBox, InspectorPalette.padding)
        rectangle(cairo, part.contentBox)
        InspectorPalette.content.setSource(on: cairo)
        cairo.fill()
        let box = part.border.inset(by: Edges(top: lineWidth / 2, right: lineWidth / 2, bottom: lineWidth / 2, left: lineWidth / 2))
        rectangle(cairo, box)
        outline.setSource(on: cairo)
        cairo.setLineWidth(lineWidth)
        cairo.stroke()
    }

    /// Fills what lies inside `outer` and outside `inner`.
    private func ring(_ cairo: Cairo, outer: InspectorRect, inner: InspectorRect, _ color: RGBA) {
        guard outer != inner else { return }
        cairo.save()
        cairo.setEvenOddFill(true)
        rectangle(cairo, outer)
        rectangle(cairo, inner)
        color.setSource(on: cairo)
        cairo.fill()
        cairo.restore()
    }

    private func rectangle(_ cairo: Cairo, _ rect: InspectorRect) {
        cairo.rectangle(rect.x, rect.y, rect.width, rect.height)
    }

    /// Each distance as a line with end ticks and its length in a red label at its middle.
    private func drawDistances(_ cairo: Cairo, _ distances: PartDistances) {
        InspectorPalette.measure.setSource(on: cairo)
        cairo.setLineWidth(1)
        for segment in distances.horizontal {
            let y = segment.across.rounded(.down) + 0.5
            cairo.move(to: segment.start, y)
            cairo.line(to: segment.end, y)
            for x in [segment.start, segment.end] {
                cairo.move(to: x + (x == segment.start ? 0.5 : -0.5), y - 4)
                cairo.line(to: x + (x == segment.start ? 0.5 : -0.5), y + 4)
            }
        }
        for segment in distances.vertical {
            let x = segment.across.rounded(.down) + 0.5
            cairo.move(to: x, segment.start)
            cairo.line(to: x, segment.end)
            for y in [segment.start, segment.end] {
                cairo.move(to: x - 4, y + (y == segment.start ? 0.5 : -0.5))
                cairo.line(to: x + 4, y + (y == segment.start ? 0.5 : -0.5))
            }
        }
        cairo.stroke()
        for segment in distances.horizontal { label(cairo, segment.length, x: (segment.start + segment.end) / 2, y: segment.across) }
        for segment in distances.vertical { label(cairo, segment.length, x: segment.across, y: (segment.start + segment.end) / 2) }
    }

    /// A length in a small rounded red label centred on (`x`, `y`).
    private func label(_ cairo: Cairo, _ length: Double, x: Double, y: Double) {
        guard let layout = TextLayout(PartReport.px(length), in: widget) else { return }
        let (width, height) = layout.pixelSize
        let w = Double(width) + 8, h = Double(height) + 2
        let left = (x - w / 2).rounded(), top = (y - h / 2).rounded(), radius = min(4, h / 2)
        cairo.roundedRectangle(left, top, w, h, radius: radius)
        InspectorPalette.measure.setSource(on: cairo)
        cairo.fill()
        InspectorPalette.measureText.setSource(on: cairo)
        cairo.move(to: left + 4, top + 1)
        cairo.show(layout)
    }
}
