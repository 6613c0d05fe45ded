import GtkKit
import MontageCatalog
@_spi(Testing) import MontageGtk

/// The drawing of one capture under review (a GtkDrawingArea named `review-canvas`, scrolled
/// in a `ReviewView`): its `ReviewMode` laid out by `ReviewLayout`, zoomed by whole factors with
/// nearest-neighbour sampling, a pixel grid from 8× on, and the pixel under the pointer outlined
/// and reported.
@MainActor
final class ReviewCanvas {
    /// The drawing area.
    let widget: WidgetPointer
    /// The zoom factors offered, in logical pixels per image pixel.
    static let zooms = [1, 2, 4, 8, 16, 32]
    /// From this zoom on, a grid shows the pixels' edges.
    static let gridZoom = 8
    /// What is drawn (nil: nothing selected).
    var images: ReviewImages? { didSet { hovered = nil; resize() } }
    /// The view it scrolls in: how far across its left edge is in the canvas, and its width
    /// (two panes side by side share it when they do not fit).
    var view = (left: 0.0, width: 0.0) {
        didSet {
            if view.width != oldValue.width { resize() } else if view.left != oldValue.left { widget.queueDraw() }
        }
    }
    /// How it is shown.
    var mode = ReviewMode.sideBySide { didSet { blinkShowsCapture = false; restartBlink(); resize() } }
    /// The zoom factor, one of `zooms`.
    private(set) var zoom = 1
    /// The overlay's cut, 0 (all capture) to 1 (all golden), from the left.
    var split = 0.5 { didSet { widget.queueDraw() } }
    /// In blink mode, whether the capture (not the golden) is shown now.
    private(set) var blinkShowsCapture = false
    /// The image pixel under the pointer, nil when it is over none.
    private(set) var hovered: (x: Int, y: Int)? { didSet { if hovered.map({ [$0.x, $0.y] }) != oldValue.map({ [$0.x, $0.y] }) { onHover?(hovered); widget.queueDraw() } } }
    /// Told when `hovered` changes.
    var onHover: (((x: Int, y: Int)?) -> Void)?
    /// Told when the canvas takes another size (another image, zoom, mode or view width).
    var onResize: (() -> Void)?
    /// Where the pointer is over the canvas, nil when it is elsewhere.
    private(set) var pointerPosition: (x: Double, y: Double)?
    /// How far the canvas is to move under a still pointer at its next layout (a zoom scrolled
    /// it): till then the pointer's events (GTK sends one as the view scrolls) still place it
    /// where the canvas was.
    private var pendingMove = (x: 0.0, y: 0.0)
    /// Told when the blink turns (the caption names what shows).
    var onBlink: ((Bool) -> Void)?
    private var blinkSource: UInt32 = 0
    private var link: ViewLink!

    init() {
        var paint: (@MainActor (Cairo) -> Void)?
        widget = Gtk.DrawingArea(width: 0, height: 0) { cairo, _, _ in paint?(cairo) }.widget.named(ReviewPart.canvas)
        widget.halign = .start
        widget.valign = .start
        widget.setAccessibleRole(.image)
        widget.accessibleLabel(tr("The capture and its golden"))
        paint = { [weak self] cairo in self?.paint(cairo) }
        let motion = widget.addController(.motion)
        // The pointer entering (a window mapped or a canvas grown under it) reads the pixel too.
        for signal in ["enter", "motion"] {
            Signal.connect(motion, signal) { [weak self] args in
                guard let self else { return nil }
                self.pointer(at: args.double(1) + self.pendingMove.x, args.double(2) + self.pendingMove.y)
                return nil
            }
        }
        Signal.connect(motion, "leave") { [weak self] in
            self?.pointerPosition = nil
            self?.hovered = nil
        }
        // Laid out at its new size, in its new place.
        Signal.connect(widget, "resize") { [weak self] in self?.pendingMove = (0, 0) }
        link = ViewLink(self, to: widget)
    }

    isolated deinit {
        if blinkSource != 0 { MainLoop.remove(blinkSource) }
    }

    /// Zooms to the next factor in (`steps` > 0) or out; returns whether it changed.
    @discardableResult
    func zoom(by steps: Int) -> Bool {
        let index = Self.zooms.firstIndex(of: zoom) ?? 0
        let next = Self.zooms[max(0, min(Self.zooms.count - 1, index + steps))]
        guard next != zoom else { return false }
        zoom = next
        resize()
        return true
    }

    /// Where the images go now.
    var layout: ReviewLayout {
        guard let images else { return ReviewLayout(zoom: zoom) }
        let panes = mode == .sideBySide && images.expected != nil ? 2 : 1
        return ReviewLayout(imageWidth: images.size.width, imageHeight: images.size.height, zoom: zoom, panes: panes, viewWidth: view.width)
    }

    private func resize() {
        let size = images == nil ? (width: 0.0, height: 0.0) : layout.size
        Gtk.DrawingArea(widget).contentSize = (Int32(size.width.rounded(.up)), Int32(size.height.rounded(.up)))
        widget.queueDraw()
        onResize?()
    }

    /// The pointer moved to (`x`, `y`), or stayed there while what is under it changed.
    func pointer(at x: Double, _ y: Double) {
        pointerPosition = (x, y)
        guard let images, let point = layout.imagePoint(at: x, y, left: view.left) else { return hovered = nil }
        let px = Int(point.x), py = Int(point.y)
        hovered = px < images.size.width && py < images.size.height ? (px, py) : nil
    }

    /// The view is to scroll by (`dx`, `dy`) with the next layout, which also sizes the canvas
    /// anew (a zoom).
    func willScroll(by dx: Double, _ dy: Double) {
        pendingMove = (pendingMove.x + dx, pendingMove.y + dy)
    }

    /// The surfaces each pane shows now, with their captions.
    private func panes(_ images: ReviewImages) -> [(ImageSurface?, String)] {
        let golden = tr("Golden"), capture = tr("Capture")
        guard images.expected != nil else { return [(images.actualSurface, images.problem ?? tr("Capture (no golden)"))] }
        switch mode {
        case .sideBySide: return [(images.expectedSurface, golden), (images.actualSurface, capture)]
        case .overlay: return [(images.expectedSurface, golden + " | " + capture)]
        case .blink: return [blinkShowsCapture ? (images.actualSurface, capture) : (images.expectedSurface, golden)]
        case .heatMap: return [(images.heatSurface, images.heatSurface == nil ? tr("No heat map between two sizes") : tr("Differences"))]
        }
    }

    private func paint(_ cairo: Cairo) {
        guard let images else { return }
        let scale = Double(zoom), layout = layout, caption = ReviewLayout.caption
        for (pane, (surface, title)) in panes(images).enumerated() {
            let origin = layout.origin(pane), shown = layout.shown(pane, left: view.left)
            // Its caption over the start of what shows of it (one pane scrolled across too).
            text(cairo, title, x: max(shown.lowerBound, min(view.left, shown.upperBound)), y: 2)
            guard let surface else { continue }
            // Each pane only within its stretch of the view (two that do not fit share it); at its
            // image's own edges the pointer's outline may stand out.
            let left = shown.lowerBound > origin ? shown.lowerBound : origin - 2
            let right = shown.upperBound < origin + layout.drawnWidth ? shown.upperBound : origin + layout.drawnWidth + 2
            cairo.save()
            cairo.rectangle(left, caption - 2, right - left, layout.drawnHeight + 4)
            cairo.clip()
            image(cairo, surface, at: origin)
            if mode == .overlay, let actual = images.actualSurface {
                let width = layout.drawnWidth, cut = (width * split).rounded()
                cairo.save()
                cairo.rectangle(origin + cut, caption, width - cut, layout.drawnHeight)
                cairo.clip()
                image(cairo, actual, at: origin)
                cairo.restore()
                cairo.setColor(red: 0, green: 0.4, blue: 1, alpha: 1)
                cairo.rectangle(origin + cut - 1, caption, 2, layout.drawnHeight)
                cairo.fill()
            }
            if zoom >= Self.gridZoom { grid(cairo, surface, at: origin) }
            if let hovered, zoom >= 4 {
                cairo.setColor(red: 0, green: 0.4, blue: 1, alpha: 1)
                cairo.setLineWidth(2)
                cairo.rectangle(origin + Double(hovered.x) * scale - 1, caption + Double(hovered.y) * scale - 1, scale + 2, scale + 2)
                cairo.stroke()
            }
            cairo.restore()
        }
    }

    /// `surface` at `origin`, each image pixel a `zoom`-sided square (nearest neighbour).
    private func image(_ cairo: Cairo, _ surface: ImageSurface, at origin: Double) {
        cairo.save()
        cairo.translate(origin, ReviewLayout.caption)
        cairo.scale(Double(zoom), Double(zoom))
        cairo.rectangle(0, 0, Double(surface.width), Double(surface.height))
        cairo.clip()
        cairo.paint(surface, pixelated: true)
        cairo.restore()
    }

    /// The pixels' edges over `surface`, only where the drawing is exposed.
    private func grid(_ cairo: Cairo, _ surface: ImageSurface, at origin: Double) {
        let scale = Double(zoom)
        let width = surface.width, height = surface.height
        let clip = cairo.clipExtents
        let (left, top, right, bottom) = (clip.x, clip.y, clip.maxX, clip.maxY)
        let columns = max(0, Int((left - origin) / scale))...min(width, Int((right - origin) / scale) + 1)
        let rows = max(0, Int((top - ReviewLayout.caption) / scale))...min(height, Int((bottom - ReviewLayout.caption) / scale) + 1)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        cairo.setColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.45)
        cairo.setLineWidth(1)
        for column in columns {
            cairo.move(to: origin + Double(column) * scale + 0.5, ReviewLayout.caption + Double(rows.lowerBound) * scale)
            cairo.line(to: origin + Double(column) * scale + 0.5, ReviewLayout.caption + Double(rows.upperBound) * scale)
        }
        for row in rows {
            cairo.move(to: origin + Double(columns.lowerBound) * scale, ReviewLayout.caption + Double(row) * scale + 0.5)
            cairo.line(to: origin + Double(columns.upperBound) * scale, ReviewLayout.caption + Double(row) * scale + 0.5)
        }
        cairo.stroke()
    }

    /// A caption in the widget's font and color.
    private func text(_ cairo: Cairo, _ text: String, x: Double, y: Double) {
        guard let layout = TextLayout(text, in: widget) else { return }
        StyleReadback.color(of: widget).setSource(on: cairo)
        cairo.move(to: x, y)
        cairo.show(layout)
    }

    /// Blinks twice a second while in blink mode with both images.
    private func restartBlink() {
        if blinkSource != 0 { MainLoop.remove(blinkSource) }
        blinkSource = 0
        guard mode == .blink else { return }
        blinkSource = MainLoop.timeout(milliseconds: 500) { [weak self] in
            guard let self else { return false }
            guard self.link.isAlive else {
                self.blinkSource = 0
                return false
            }
            self.blinkShowsCapture.toggle()
            self.onBlink?(self.blinkShowsCapture)
            self.widget.queueDraw()
            return true
        }
    }
}
