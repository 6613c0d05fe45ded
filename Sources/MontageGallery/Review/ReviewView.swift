import GtkKit
import MontageCatalog

/// Where the review shows a capture (a scrolled window named `review-canvas-scroller`): the
/// overlay's slider (`review-split`) spanning exactly the image it cuts, above the
/// `ReviewCanvas`. Zooming keeps a point where it is on screen, as far as the view can scroll:
/// the one under the pointer (Ctrl+wheel), or from the keys and buttons the first change's
/// centre (brought to the view's middle when it was out of sight), or without a changed region
/// the point at the view's middle.
@MainActor
final class ReviewView {
    /// The scrolled window.
    let widget: WidgetPointer
    /// The drawing.
    let canvas = ReviewCanvas()
    /// The overlay's slider: the cut from the golden (left) to the capture.
    let split: WidgetPointer
    /// The changed regions of the capture shown, `[x, y, width, height]` in image pixels.
    var regions: [[Int]] = []
    /// Told when the zoom changed.
    var onZoom: (() -> Void)?
    /// How the capture is shown (the slider shows with the overlay only).
    var mode: ReviewMode {
        get { canvas.mode }
        set {
            canvas.mode = newValue
            split.isVisible = newValue == .overlay
        }
    }
    /// What scrolls: the slider over the canvas.
    private let content: WidgetPointer
    /// The wheel's turn not yet made a zoom step (a touchpad scrolls by fractions).
    private var wheel = 0.0
    /// Whether the canvas is yet to take the view's new width.
    private var resizePending = false

    init() {
        split = Gtk.Scale(.horizontal, range: 0...1, step: 0.01).widget.named(ReviewPart.split)
        Gtk.Scale(split).value = canvas.split
        Gtk.Scale(split).drawsValue = false
        split.accessibleLabel(tr("Where the overlay cuts from the golden to the capture"))
        split.halign = .start
        split.isVisible = false
        content = Build.vbox([split, canvas.widget])
        content.halign = .start
        content.valign = .start
        widget = Gtk.ScrolledWindow().widget.expand(horizontal: true, vertical: true).named(ReviewPart.canvasScroller)
        Gtk.ScrolledWindow(widget).child = content
        Signal.connect(split, "value-changed") { [weak self] in
            guard let self else { return }
            self.canvas.split = Gtk.Scale(self.split).value
        }
        canvas.onResize = { [weak self] in self?.fitSplit() }
        if let horizontal = Gtk.ScrolledWindow(widget).horizontal {
            Signal.connect(horizontal, "value-changed") { [weak self] in self?.canvas.view.left = horizontal.value }
            Signal.connect(horizontal, "changed") { [weak self] in self?.viewResized(horizontal) }
        }
        let scroll = canvas.widget.addController(.scroll)
        Signal.connect(scroll, "scroll") { [weak self] args in
            guard let self, scroll.controlHeld else { return false }
            self.wheel += args.double(2)
            let steps = Int(self.wheel)
            self.wheel -= Double(steps)
            if steps != 0 { self.zoom(by: -steps, around: self.canvas.pointerPosition) }
            return true
        }
    }

    /// The view took another width (it is being laid out): the canvas follows once that is done,
    /// since side by side its width follows the view's.
    private func viewResized(_ horizontal: Adjustment) {
        canvas.view.left = horizontal.value
        guard horizontal.pageSize != canvas.view.width, !resizePending else { return }
        resizePending = true
        MainLoop.idle(priority: MainLoop.highIdlePriority) { [weak self] in
            guard let self else { return false }
            self.resizePending = false
            self.canvas.view = (horizontal.value, horizontal.pageSize)
            return false
        }
    }

    /// Zooms `steps` factors in (> 0) or out, keeping `point` of the canvas (the pointer) where
    /// it shows, or without one the first change's centre (the view's middle without a change);
    /// returns whether the zoom changed.
    @discardableResult
    func zoom(by steps: Int, around point: (x: Double, y: Double)? = nil) -> Bool {
        let before = canvas.layout, left = canvas.view.left
        let pointed = point.flatMap { before.imagePoint(at: $0.x, $0.y, left: left) }
        let changed = pointed == nil ? changeAnchor() : nil
        let anchor = pointed ?? changed ?? viewCentre(before)
        let seen = changed.map { isShown($0, before) } ?? true
        let from = anchor.map { before.canvasPoint(of: $0.x, $0.y, pane: $0.pane) }
        guard canvas.zoom(by: steps) else { return false }
        defer { onZoom?() }
        guard let anchor, let from, let horizontal = Gtk.ScrolledWindow(widget).horizontal, let vertical = Gtk.ScrolledWindow(widget).vertical,
              let offset = canvas.widget.point(0, 0, in: content) else { return true }
        let after = canvas.layout, to = after.canvasPoint(of: anchor.x, anchor.y, pane: anchor.pane)
        // Where the point shows in the view: where it was, or when it was out of sight the middle
        // of the view (of the golden's half side by side).
        let place = seen ? (x: offset.x + from.x - horizontal.value, y: offset.y + from.y - vertical.value)
            : (x: (after.panes == 2 ? after.paneWidth : horizontal.pageSize) / 2, y: vertical.pageSize / 2)
        let moved = (x: horizontal.value, y: vertical.value)
        // The content's size once laid out, so the scroll can go past the old end now.
        let size = after.size
        horizontal.upper = max(horizontal.pageSize, offset.x + size.width)
        vertical.upper = max(vertical.pageSize, offset.y + size.height)
        horizontal.value = offset.x + to.x - place.x
        vertical.value = offset.y + to.y - place.y
        // The pointer stays put over moved content: what is under it now.
        canvas.willScroll(by: horizontal.value - moved.x, vertical.value - moved.y)
        if let pointer = canvas.pointerPosition {
            canvas.pointer(at: pointer.x + horizontal.value - moved.x, pointer.y + vertical.value - moved.y)
        }
        return true
    }

    /// The centre of the first changed region, in the golden's pane (the only one but side by
    /// side); nil when nothing changed in a region.
    private func changeAnchor() -> (pane: Int, x: Double, y: Double)? {
        guard let region = regions.first, region.count == 4 else { return nil }
        return (0, Double(region[0]) + Double(region[2]) / 2, Double(region[1]) + Double(region[3]) / 2)
    }

    /// The image point at the middle of the view (of the golden's half side by side), or the
    /// nearest of the image to it.
    private func viewCentre(_ layout: ReviewLayout) -> (pane: Int, x: Double, y: Double)? {
        guard let horizontal = Gtk.ScrolledWindow(widget).horizontal, let vertical = Gtk.ScrolledWindow(widget).vertical,
              let offset = canvas.widget.point(0, 0, in: content), layout.imageWidth > 0 else { return nil }
        let across = layout.panes == 2 ? layout.paneWidth : horizontal.pageSize
        let x = (horizontal.value - offset.x + across / 2 - layout.origin(0)) / Double(layout.zoom)
        let y = (vertical.value - offset.y + vertical.pageSize / 2 - ReviewLayout.caption) / Double(layout.zoom)
        return (0, min(max(x, 0), Double(layout.imageWidth)), min(max(y, 0), Double(layout.imageHeight)))
    }

    /// Whether the image point `anchor` shows in the view now.
    private func isShown(_ anchor: (pane: Int, x: Double, y: Double), _ layout: ReviewLayout) -> Bool {
        guard let vertical = Gtk.ScrolledWindow(widget).vertical, let offset = canvas.widget.point(0, 0, in: content) else { return false }
        let point = layout.canvasPoint(of: anchor.x, anchor.y, pane: anchor.pane)
        let top = offset.y + point.y - vertical.value
        return layout.shown(anchor.pane, left: canvas.view.left).contains(point.x) && top >= 0 && top <= vertical.pageSize
    }

    /// The slider as wide as the image it cuts, so its knob sits over the cut (the stylesheet
    /// takes its padding away: its trough is its width).
    private func fitSplit() {
        split.size(width: Int32(canvas.layout.drawnWidth.rounded()), height: -1)
    }
}
