import GtkKit
import MontageCatalog
@_spi(Testing) import MontageGtk

/// The drawing of one capture under review (a GtkDrawingArea named `review-canvas`, in a
/// scrolled window): its `ReviewMode`, zoomed by whole factors with nearest-neighbour
/// sampling, a pixel grid from 8× on, and the pixel under the pointer outlined and reported.
@MainActor
final class ReviewCanvas {
    /// The drawing area.
    let widget: WidgetPointer
    /// The zoom factors offered, in logical pixels per image pixel.
    static let zooms = [1, 2, 4, 8, 16, 32]
    /// From this zoom on, a grid shows the pixels' edges.
    static let gridZoom = 8
    /// The space between the two images side by side, and the caption band above them.
    private static let gap = 16.0, caption = 24.0

    /// What is drawn (nil: nothing selected).
    var images: ReviewImages? { didSet { hovered = nil; resize() } }
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
                self?.pointer(at: args.double(1), args.double(2))
                return nil
            }
        }
        Signal.connect(motion, "leave") { [weak self] in self?.hovered = nil }
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

    /// Back to 1×.
    func resetZoom() { zoom(by: -Self.zooms.count) }

    /// The image's left edges in the drawing: one for most modes, the golden's and the
    /// capture's side by side.
    private var origins: [Double] {
        guard let images else { return [] }
        let width = Double(images.size.width * zoom)
        return mode == .sideBySide && images.expected != nil ? [0, width + Self.gap] : [0]
    }

    private func resize() {
        guard let images else {
            Gtk.DrawingArea(widget).contentSize = (0, 0)
            return widget.queueDraw()
        }
        let size = images.size, panes = Double(origins.count)
        Gtk.DrawingArea(widget).contentSize = (Int32(panes * Double(size.width * zoom) + (panes - 1) * Self.gap), Int32(Double(size.height * zoom) + Self.caption))
        widget.queueDraw()
    }

    private func pointer(at x: Double, _ y: Double) {
        guard let images else { return hovered = nil }
        let size = images.size, scale = Double(zoom)
        guard let origin = origins.last(where: { x >= $0 }), x < origin + Double(size.width) * scale, y >= Self.caption else { return hovered = nil }
        let px = Int((x - origin) / scale), py = Int((y - Self.caption) / scale)
        hovered = py < size.height ? (px, py) : nil
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
        let scale = Double(zoom)
        for ((surface, title), origin) in zip(panes(images), origins) {
            text(cairo, title, x: origin, y: 2)
            guard let surface else { continue }
            image(cairo, surface, at: origin)
            if mode == .overlay, let actual = images.actualSurface {
                let width = Double(images.size.width) * scale, cut = (width * split).rounded()
                cairo.save()
                cairo.rectangle(origin + cut, Self.caption, width - cut, Double(images.size.height) * scale)
                cairo.clip()
                image(cairo, actual, at: origin)
                cairo.restore()
                cairo.setColor(red: 0, green: 0.4, blue: 1, alpha: 1)
                cairo.rectangle(origin + cut - 1, Self.caption, 2, Double(images.size.height) * scale)
                cairo.fill()
            }
            if zoom >= Self.gridZoom { grid(cairo, surface, at: origin) }
            if let hovered, zoom >= 4 {
                cairo.setColor(red: 0, green: 0.4, blue: 1, alpha: 1)
                cairo.setLineWidth(2)
                cairo.rectangle(origin + Double(hovered.x) * scale - 1, Self.caption + Double(hovered.y) * scale - 1, scale + 2, scale + 2)
                cairo.stroke()
            }
        }
    }

    /// `surface` at `origin`, each image pixel a `zoom`-sided square (nearest neighbour).
    private func image(_ cairo: Cairo, _ surface: ImageSurface, at origin: Double) {
        cairo.save()
        cairo.translate(origin, Self.caption)
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
        let rows = max(0, Int((top - Self.caption) / scale))...min(height, Int((bottom - Self.caption) / scale) + 1)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        cairo.setColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.45)
        cairo.setLineWidth(1)
        for column in columns {
            cairo.move(to: origin + Double(column) * scale + 0.5, Self.caption + Double(rows.lowerBound) * scale)
            cairo.line(to: origin + Double(column) * scale + 0.5, Self.caption + Double(rows.upperBound) * scale)
        }
        for row in rows {
            cairo.move(to: origin + Double(columns.lowerBound) * scale, Self.caption + Double(row) * scale + 0.5)
            cairo.line(to: origin + Double(columns.upperBound) * scale, Self.caption + Double(row) * scale + 0.5)
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
