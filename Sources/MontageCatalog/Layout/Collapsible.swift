import GtkKit

/// A container that never asks for width: its child shows at its natural width when there is
/// room and is hidden (not child-visible, so it neither draws nor takes focus) when there is
/// less room than its minimum. For optional header controls of narrow windows. The widget owns
/// this object.
@MainActor
package final class Collapsible: OwnedLayout {
    /// The container (CSS node `box`, class `collapsible`).
    package let widget: WidgetPointer
    private let child: WidgetPointer

    /// `child` in a collapsible container.
    package init(_ child: WidgetPointer) {
        self.child = child
        widget = makeGroup(cssClass: "collapsible", children: [child])
        install(on: widget)
    }

    package var requestMode: Gtk.SizeRequestMode { .constantSize }

    package func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        guard child.shouldLayout else { return (0, 0) }
        let (childMinimum, childNatural) = child.measure(orientation, for: forSize)
        return (orientation == .horizontal ? 0 : childMinimum, childNatural)
    }

    package func allocate(_ width: Int32, _ height: Int32) {
        guard child.shouldLayout else { return }
        let (childMinimum, _) = child.measure(.horizontal, for: -1)
        let fits = width >= childMinimum
        child.isChildVisible = fits
        guard fits else { return }
        child.allocate(x: 0, y: 0, width: width, height: height)
    }
}
