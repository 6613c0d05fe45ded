/// Where `ReviewCanvas` draws its images, in the canvas's coordinates: a caption band, then one
/// pane (overlay, blink, heat map) or two side by side (the golden, then the capture). Two that
/// fit the view are drawn whole; two that do not share the view half and half, each showing the
/// same part of its image from the view's left edge on, so both show at every zoom and scroll
/// together.
struct ReviewLayout: Equatable {
    /// The space between the two panes, and the caption band above them.
    static let gap = 16.0, caption = 24.0

    /// The image's size in image pixels.
    var imageWidth = 0, imageHeight = 0
    /// Logical pixels per image pixel.
    var zoom = 1
    /// How many panes: 1, or 2 side by side.
    var panes = 1
    /// The width of the view the canvas scrolls in (0: not known yet, as if it were endless).
    var viewWidth = 0.0

    /// An image's width as drawn.
    var drawnWidth: Double { Double(imageWidth * zoom) }
    /// An image's height as drawn.
    var drawnHeight: Double { Double(imageHeight * zoom) }

    /// Whether two panes fit the view whole.
    private var fits: Bool { panes == 1 || viewWidth <= 0 || 2 * drawnWidth + Self.gap <= viewWidth }

    /// The width of each pane: the image's, or half the view's when two do not fit.
    var paneWidth: Double { fits ? drawnWidth : max(1, ((viewWidth - Self.gap) / 2).rounded(.down)) }

    /// Where pane `pane`'s image starts across (its left edge at the view's left edge 0).
    func origin(_ pane: Int) -> Double { Double(pane) * (paneWidth + Self.gap) }

    /// The canvas's size: scrolled to its end, the golden's pane shows its image's end.
    var size: (width: Double, height: Double) {
        let width = panes == 1 ? drawnWidth : fits ? 2 * drawnWidth + Self.gap : drawnWidth + viewWidth - paneWidth
        return (width, drawnHeight + Self.caption)
    }

    /// The stretch across of pane `pane` that shows when the view starts at `left`: its part of
    /// the view, within its image.
    func shown(_ pane: Int, left: Double) -> ClosedRange<Double> {
        let start = (fits ? 0 : left) + origin(pane)
        return max(start, origin(pane))...min(start + paneWidth, origin(pane) + drawnWidth)
    }

    /// The pane at `x` with the view starting at `left`, nil between the panes or past them.
    func pane(at x: Double, left: Double) -> Int? {
        (0..<panes).last { shown($0, left: left).contains(x) }
    }

    /// The image point (in image pixels, fractional) at the canvas point (`x`, `y`), and its pane.
    func imagePoint(at x: Double, _ y: Double, left: Double) -> (pane: Int, x: Double, y: Double)? {
        guard let pane = pane(at: x, left: left), y >= Self.caption, y < Self.caption + drawnHeight else { return nil }
        return (pane, (x - origin(pane)) / Double(zoom), (y - Self.caption) / Double(zoom))
    }

    /// The canvas point of the image point (`x`, `y`) in pane `pane`.
    func canvasPoint(of x: Double, _ y: Double, pane: Int) -> (x: Double, y: Double) {
        (origin(pane) + x * Double(zoom), Self.caption + y * Double(zoom))
    }
}
