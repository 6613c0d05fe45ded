import GtkKit

/// A sidebar and a content pane side by side (the sidebar at the start, `sidebarWidth` wide,
/// mirrored right to left) that collapse to one pane filling the width below `breakpoint`:
/// the content, or the sidebar while `showsSidebar` is set. A GtkKitGroup with a
/// GtkCustomLayout; the hidden pane is not child-visible, so it neither draws nor takes focus.
/// The widget owns this object.
@MainActor
package final class AdaptiveSplit: OwnedLayout {
    /// The container (CSS node `box`, class `adaptive-split`).
    package let widget: WidgetPointer
    /// The sidebar pane.
    package let sidebar: WidgetPointer
    /// The content pane.
    package let content: WidgetPointer
    /// Below `breakpoint` wide the panes collapse to one; side by side the sidebar is
    /// `sidebarWidth` wide.
    package let breakpoint, sidebarWidth: Int32
    /// Whether the last layout was collapsed.
    package private(set) var isCollapsed = false
    /// Called after a layout crosses the breakpoint (on the next main-loop turn: the layout itself
    /// cannot change widgets), with the new `isCollapsed`.
    package var onCollapsedChanged: (@MainActor (Bool) -> Void)?

    /// Collapsed, whether the sidebar is the pane shown (ignored side by side). The pane shown
    /// is child-visible at once, so it can take the keyboard focus before the next layout.
    package var showsSidebar = false {
        didSet {
            guard showsSidebar != oldValue else { return }
            if isCollapsed {
                (showsSidebar ? content : sidebar).isChildVisible = false
                (showsSidebar ? sidebar : content).isChildVisible = true
            }
            widget.queueResize()
        }
    }

    /// A split of `sidebar` and `content`.
    package init(sidebar: WidgetPointer, content: WidgetPointer, sidebarWidth: Int32, breakpoint: Int32) {
        self.sidebar = sidebar
        self.content = content
        self.sidebarWidth = sidebarWidth
        self.breakpoint = breakpoint
        widget = makeGroup(cssClass: "adaptive-split", children: [sidebar, content])
        install(on: widget)
    }

    /// The layout's size request (`OwnedLayout`).
    package func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        if orientation == .horizontal {
            // Collapsed, one pane fills the width: the narrower need of the two is what it takes.
            let (sidebarMin, _) = sidebar.measure(orientation, for: -1)
            let (contentMin, contentNat) = content.measure(orientation, for: -1)
            return (max(sidebarMin, contentMin), max(breakpoint, sidebarWidth + contentNat))
        }
        if forSize >= 0 && forSize < breakpoint {
            return (showsSidebar ? sidebar : content).measure(orientation, for: forSize)
        }
        let (sidebarMin, sidebarNat) = sidebar.measure(orientation, for: forSize < 0 ? -1 : sidebarWidth)
        let (contentMin, contentNat) = content.measure(orientation, for: forSize < 0 ? -1 : forSize - sidebarWidth)
        return (max(sidebarMin, contentMin), max(sidebarNat, contentNat))
    }

    /// Places the children (`OwnedLayout`).
    package func allocate(_ width: Int32, _ height: Int32) {
        let collapsed = width < breakpoint
        if collapsed {
            let (shown, hidden) = showsSidebar ? (sidebar, content) : (content, sidebar)
            hidden.isChildVisible = false
            shown.isChildVisible = true
            shown.allocate(x: 0, y: 0, width: width, height: height)
        } else {
            sidebar.isChildVisible = true
            content.isChildVisible = true
            let rightToLeft = widget.direction == .rightToLeft
            sidebar.allocate(x: rightToLeft ? width - sidebarWidth : 0, y: 0, width: sidebarWidth, height: height)
            content.allocate(x: rightToLeft ? 0 : sidebarWidth, y: 0, width: width - sidebarWidth, height: height)
        }
        guard collapsed != isCollapsed else { return }
        isCollapsed = collapsed
        // Widgets may not change during a layout: tell the owner on the next turn.
        // Only while it is still in a window: a split whose window was destroyed in between (its
        // owner's widgets going with it, while the owner may still hold this object) says nothing.
        let container = WeakObject(widget)
        MainLoop.idle { [weak self] in
            if let self, let widget = container.pointer, widget.root != nil { self.onCollapsedChanged?(self.isCollapsed) }
            return false
        }
    }
}
