import CGtk

/// Two panes that scroll on their own and sit side by side when there is room — the main pane
/// taking what the side pane (`sideWidth` wide, at the end, mirrored right to left) leaves — and
/// stack below `breakpoint`: the main pane on top at its content's height (at most
/// `stackedMainShare` of the height), the side pane below it with the rest. Each pane keeps its
/// place whatever the other shows, so a control under the pointer never moves when the preview
/// changes. Its natural height shows both contents whole (for captures). A GtkKitGroup with a
/// GtkCustomLayout; the widget owns this object.
@MainActor
public final class ResponsivePanes: OwnedLayout {
    /// The container (CSS node `box`, class `responsive-panes`).
    public let widget: WidgetPointer
    /// The main pane (first): a GtkScrolledWindow around the main content.
    public let main: WidgetPointer
    /// The side pane (second): a GtkScrolledWindow around the side content.
    public let side: WidgetPointer
    private let mainContent: WidgetPointer
    private let sideContent: WidgetPointer
    /// The side pane's width beside the main pane.
    public let sideWidth: Int32
    /// The gap between the panes.
    public let spacing: Int32
    /// Below this width the panes stack.
    public let breakpoint: Int32
    /// The largest share of the height the main pane takes when stacked.
    public let stackedMainShare: Double

    /// Panes scrolling `main` and `side` vertically.
    public init(main: WidgetPointer, side: WidgetPointer, sideWidth: Int32, spacing: Int32, breakpoint: Int32,
                stackedMainShare: Double = 0.45) {
        mainContent = main
        sideContent = side
        self.main = Self.scroller(main)
        self.side = Self.scroller(side)
        self.sideWidth = sideWidth
        self.spacing = spacing
        self.breakpoint = breakpoint
        self.stackedMainShare = stackedMainShare
        widget = makeGroup(cssClass: "responsive-panes")
        gtk_widget_set_parent(self.main, widget)
        gtk_widget_set_parent(self.side, widget)
        install(on: widget)
    }

    private static func scroller(_ content: WidgetPointer) -> WidgetPointer {
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // A pane cut by the other shows a scrollbar, not a thin indicator that appears on hover.
        gtk_scrolled_window_set_overlay_scrolling(cast(scroller), 0)
        gtk_scrolled_window_set_child(cast(scroller), content)
        return scroller
    }

    /// Whether a width puts the panes side by side.
    public func isSideBySide(width: Int32) -> Bool { width >= breakpoint }

    /// The layout's size request (`OwnedLayout`).
    public func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            // Stacked, each pane takes the whole width: the wider minimum is the minimum.
            let (mainMin, mainNat) = measured(main, orientation, for: -1)
            let (sideMin, _) = measured(side, orientation, for: -1)
            return (max(mainMin, sideMin), max(breakpoint, mainNat + spacing + sideWidth))
        }
        // The panes scroll: their minimum is the scrollers', their natural height the contents'.
        if forSize >= 0 && !isSideBySide(width: forSize) {
            let (mainMin, _) = measured(main, orientation, for: forSize)
            let (sideMin, _) = measured(side, orientation, for: forSize)
            let (_, mainNat) = measured(mainContent, orientation, for: forSize)
            let (_, sideNat) = measured(sideContent, orientation, for: forSize)
            return (mainMin + spacing + sideMin, mainNat + spacing + sideNat)
        }
        let mainWidth = forSize < 0 ? Int32(-1) : max(0, forSize - spacing - sideWidth)
        let sideFor = forSize < 0 ? Int32(-1) : sideWidth
        let (mainMin, _) = measured(main, orientation, for: mainWidth)
        let (sideMin, _) = measured(side, orientation, for: sideFor)
        let (_, mainNat) = measured(mainContent, orientation, for: mainWidth)
        let (_, sideNat) = measured(sideContent, orientation, for: sideFor)
        return (max(mainMin, sideMin), max(mainNat, sideNat))
    }

    /// Places the children (`OwnedLayout`).
    public func allocate(_ width: Int32, _ height: Int32) {
        if isSideBySide(width: width) {
            let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            let mainWidth = max(0, width - spacing - sideWidth)
            var mainBox = GtkAllocation(x: rightToLeft ? width - mainWidth : 0, y: 0, width: mainWidth, height: height)
            var sideBox = GtkAllocation(x: rightToLeft ? 0 : width - sideWidth, y: 0, width: sideWidth, height: height)
            gtk_widget_size_allocate(main, &mainBox, -1)
            gtk_widget_size_allocate(side, &sideBox, -1)
            return
        }
        let (mainMin, _) = measured(main, GTK_ORIENTATION_VERTICAL, for: width)
        let (_, mainNat) = measured(mainContent, GTK_ORIENTATION_VERTICAL, for: width)
        let (sideMin, _) = measured(side, GTK_ORIENTATION_VERTICAL, for: width)
        let cap = max(mainMin, Int32(Double(height) * stackedMainShare))
        let mainHeight = max(mainMin, min(mainNat, cap, height - spacing - sideMin))
        var mainBox = GtkAllocation(x: 0, y: 0, width: width, height: mainHeight)
        var sideBox = GtkAllocation(x: 0, y: mainHeight + spacing, width: width, height: max(sideMin, height - mainHeight - spacing))
        gtk_widget_size_allocate(main, &mainBox, -1)
        gtk_widget_size_allocate(side, &sideBox, -1)
    }
}
