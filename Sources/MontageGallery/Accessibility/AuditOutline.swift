import Montage
import GtkKit
import MontageCatalog

/// The accessibility panel's mark on the page: a drawing above the page area (taking no input)
/// that outlines the widget of the finding chosen, following it while the page scrolls or lays
/// out again. Red 50 at 2 px over a light wash of it, in both schemes.
@MainActor
final class AuditOutline {
    /// The drawing area (named `audit-outline`), for the overlay to hold.
    let widget: WidgetPointer
    private var target: WeakObject<WidgetPointer>?
    private let own: WeakObject<WidgetPointer>
    private var tick: UInt32 = 0
    /// The outlined box last drawn, in the drawing's coordinates (for tests and to draw only on change).
    private(set) var frame: (x: Double, y: Double, width: Double, height: Double)?

    /// The outline's color and width, and how far it stands off the widget.
    static let color = Color.Atomic.red50.rgba
    static let lineWidth = 2.0, offset = 2.0

    init() {
        var paint: (@MainActor (Cairo) -> Void)?
        widget = Gtk.DrawingArea(width: 0, height: 0) { cairo, _, _ in paint?(cairo) }.widget.named(AccessibilityPart.auditOutline)
        widget.canTarget = false
        widget.canFocus = false
        own = WeakObject(widget)
        paint = { [weak self] cairo in self?.paint(cairo) }
    }

    /// Outlines `widget` (nil: nothing) from the next frame on.
    func show(_ outlined: WidgetPointer?) {
        target = outlined.map { WeakObject($0) }
        frame = nil
        // Gone with its window: its tick went with it.
        guard let widget = own.pointer else { return }
        if tick != 0 { FrameTicks.remove(widget, tick) }
        tick = 0
        if outlined != nil {
            tick = FrameTicks.add(widget) { [weak self] _ in
                guard let self else { return false }
                let box = self.box()
                if box?.x != self.frame?.x || box?.y != self.frame?.y || box?.width != self.frame?.width || box?.height != self.frame?.height {
                    self.widget.queueDraw()
                }
                return true
            }
        }
        widget.queueDraw()
    }

    /// The outlined widget while it lives.
    var outlined: WidgetPointer? { target?.pointer }

    /// The target's border box in the drawing's coordinates, nil while it is not shown.
    private func box() -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let target = target?.pointer, target.isMapped else { return nil }
        guard let rect = target.bounds(in: widget) else { return nil }
        return (Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
    }

    private func paint(_ cairo: Cairo) {
        frame = box()
        guard let frame else { return }
        let inset = Self.lineWidth / 2 - Self.offset
        cairo.rectangle(frame.x + inset, frame.y + inset, frame.width - 2 * inset, frame.height - 2 * inset)
        Self.color.withAlpha(0.12).setSource(on: cairo)
        cairo.fillPreserve()
        Self.color.setSource(on: cairo)
        cairo.setLineWidth(Self.lineWidth)
        cairo.stroke()
    }
}
