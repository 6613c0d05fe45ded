import GtkKit

/// Two panes that sit side by side when there is room — the main pane taking what the side pane
/// (`sideWidth` wide, at the end, mirrored right to left) leaves, each scrolling on its own — and
/// stack below `breakpoint` into one scrolling page: the main pane whole on top, the side pane
/// whole below it (or, `sideFirst`, the side pane on top: a Docs page's preview above its rows;
/// the side pane then also comes first in the focus order). Each pane keeps its place whatever
/// the other shows: side by side they are apart, and stacked, while the pointer or the focus is
/// in the lower pane, a change of the upper pane's height scrolls the page by as much (scroll
/// anchoring), so a control under the pointer never moves when the preview changes. Its natural height shows both contents whole (for
/// captures). The wheel scrolls whichever scroller under the pointer has something to scroll: a
/// pane laid out whole lets it go on to the page (`passesScrollingWhileWhole`). A
/// GtkScrolledWindow around a GtkKitGroup with a GtkCustomLayout; the group owns this object.
@MainActor
final class ResponsivePanes: OwnedLayout {
    /// The container (class `responsive-panes`): a GtkScrolledWindow that scrolls the page when
    /// the panes are stacked.
    let widget: WidgetPointer
    /// The main pane (first): a GtkScrolledWindow around the main content.
    let main: WidgetPointer
    /// The side pane (second): a GtkScrolledWindow around the side content.
    let side: WidgetPointer
    /// The group laying the panes out, and the contents the panes scroll.
    private let group, mainContent, sideContent: WidgetPointer
    /// The side pane's width beside the main pane, the gap between the panes, and the width
    /// below which they stack.
    let sideWidth, spacing, breakpoint: Int32
    /// Whether the side pane goes on top when stacked.
    let sideFirst: Bool
    /// The upper pane's height at the last stacked layout (nil: side by side).
    private var stackedUpperHeight: Int32?
    private var focusInLower = false
    /// How far to scroll the page at the end of this layout, to keep the side pane in place.
    private var pendingAnchor = 0.0
    /// The width of the last layout: a GtkScrolledWindow measures its child's height for no
    /// width (-1), and the panes' height depends on theirs.
    private var laidOutWidth: Int32 = -1

    /// Panes scrolling `main` and `side` vertically.
    init(main: WidgetPointer, side: WidgetPointer, sideWidth: Int32, spacing: Int32, breakpoint: Int32, sideFirst: Bool = false) {
        mainContent = main
        sideContent = side
        self.main = Self.scroller(main)
        self.side = Self.scroller(side)
        self.sideWidth = sideWidth
        self.spacing = spacing
        self.breakpoint = breakpoint
        self.sideFirst = sideFirst
        group = makeGroup(cssClass: "responsive-panes-group", children: sideFirst ? [self.side, self.main] : [self.main, self.side])
        widget = Self.scroller(group).classes(["responsive-panes"])
        Gtk.ScrolledWindow(widget).propagatesNaturalHeight = true
        install(on: group)
        let focus = (sideFirst ? self.main : self.side).addController(.focus)
        Signal.connect(focus, "notify::contains-focus") { [weak self] in
            self?.focusInLower = focus.containsFocus
        }
        var layout: SignalConnection?
        Signal.connect(widget, "realize") { [weak self] in
            guard let self, let clock = self.widget.frameClock else { return }
            layout = Signal.connect(clock, "layout") { [weak self] in self?.applyAnchor() }
        }
        Signal.connect(widget, "unrealize") {
            layout?.disconnect()
            layout = nil
        }
    }

    /// Scrolls the page by the anchoring the last allocation asked for.
    private func applyAnchor() {
        guard pendingAnchor != 0, let adjustment = Gtk.ScrolledWindow(widget).vertical else { return }
        let delta = pendingAnchor
        pendingAnchor = 0
        adjustment.value += delta
    }

    private static func scroller(_ content: WidgetPointer) -> WidgetPointer {
        let scroller = Gtk.ScrolledWindow().widget
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        // A pane cut by the other shows a scrollbar, not a thin indicator that appears on hover.
        Gtk.ScrolledWindow(scroller).overlayScrolling = false
        Gtk.ScrolledWindow(scroller).child = content
        // Laid out whole (stacked, the panes are; a page that fits), it lets the wheel go on to
        // the page around it, which GTK 4.8 would keep still.
        Gtk.ScrolledWindow(scroller).passesScrollingWhileWhole()
        return scroller
    }

    /// Whether the pointer is over the lower pane now. Asked of the display, not of crossing
    /// events: the page scrolls the pane under a pointer that does not move.
    private func pointerIsOverLower() -> Bool {
        let lower = sideFirst ? main : side
        guard let (x, y) = lower.pointerPosition, let bounds = lower.bounds() else { return false }
        return bounds.contains(x, y)
    }

    /// Whether a width puts the panes side by side.
    func isSideBySide(width: Int32) -> Bool { width >= breakpoint }

    /// The layout's size request (`OwnedLayout`).
    func measure(_ orientation: Gtk.Orientation, _ givenSize: Int32) -> (Int32, Int32) {
        let forSize = givenSize < 0 && orientation == .vertical ? laidOutWidth : givenSize
        if orientation == .horizontal {
            // Stacked, each pane takes the whole width: the wider minimum is the minimum.
            let (mainMin, mainNat) = main.measure(orientation, for: -1)
            let (sideMin, _) = side.measure(orientation, for: -1)
            return (max(mainMin, sideMin), max(breakpoint, mainNat + spacing + sideWidth))
        }
        // Stacked, both contents are whole: the page (this widget's scroller) scrolls.
        if forSize >= 0 && !isSideBySide(width: forSize) {
            let (_, mainNat) = mainContent.measure(orientation, for: forSize)
            let (_, sideNat) = sideContent.measure(orientation, for: forSize)
            return (mainNat + spacing + sideNat, mainNat + spacing + sideNat)
        }
        // Side by side the panes scroll: their minimum is the scrollers', their natural height
        // the contents'.
        let mainWidth = forSize < 0 ? Int32(-1) : max(0, forSize - spacing - sideWidth)
        let sideFor = forSize < 0 ? Int32(-1) : sideWidth
        let (mainMin, _) = main.measure(orientation, for: mainWidth)
        let (sideMin, _) = side.measure(orientation, for: sideFor)
        let (_, mainNat) = mainContent.measure(orientation, for: mainWidth)
        let (_, sideNat) = sideContent.measure(orientation, for: sideFor)
        return (max(mainMin, sideMin), max(mainNat, sideNat))
    }

    /// Places the children (`OwnedLayout`).
    func allocate(_ width: Int32, _ height: Int32) {
        laidOutWidth = width
        if isSideBySide(width: width) {
            stackedUpperHeight = nil
            let rightToLeft = group.direction == .rightToLeft
            let mainWidth = max(0, width - spacing - sideWidth)
            main.allocate(x: rightToLeft ? width - mainWidth : 0, y: 0, width: mainWidth, height: height)
            side.allocate(x: rightToLeft ? 0 : width - sideWidth, y: 0, width: sideWidth, height: height)
            return
        }
        let (upper, lower) = sideFirst ? (side, main) : (main, side)
        let (_, upperHeight) = (sideFirst ? sideContent : mainContent).measure(.vertical, for: width)
        upper.allocate(x: 0, y: 0, width: width, height: upperHeight)
        lower.allocate(x: 0, y: upperHeight + spacing, width: width, height: max(0, height - upperHeight - spacing))
        if let previous = stackedUpperHeight, previous != upperHeight, focusInLower || pointerIsOverLower() {
            // Scrolled once this allocation is over (a change of the scroll made while the page
            // is being allocated is lost with its allocation), in the same frame: the frame clock
            // lays out again while a layout is asked for.
            pendingAnchor += Double(upperHeight - previous)
            widget.frameClock?.requestLayout()
        }
        stackedUpperHeight = upperHeight
    }
}
