import CGtk

/// A Swift object that lays out the children of the widget owning it, through a GtkCustomLayout
/// (one pair of C callbacks for every such object: they find it on the widget). Give the
/// widget its children with `gtk_widget_set_parent` (a `makeGroup()` widget has no layout of
/// its own), then `install(on:)`.
@MainActor
public protocol OwnedLayout: AnyObject {
    /// Minimum and natural size in `orientation` for `forSize` in the other (-1: unconstrained).
    func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32)
    /// Places the children in `width` × `height`.
    func allocate(_ width: Int32, _ height: Int32)
}

private let ownedLayoutKey = "gtkkit-owned-layout"

extension OwnedLayout {
    /// Makes this object `widget`'s layout (height for width); the widget owns it.
    public func install(on widget: WidgetPointer) {
        Retention.attach(self, to: widget, key: ownedLayoutKey)
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(heightForWidth, ownedLayoutMeasure, ownedLayoutAllocate))
    }
}

@MainActor
private func ownedLayout(at address: Int) -> OwnedLayout? {
    WidgetPointer(bitPattern: address).flatMap { Retention.owner(of: $0, key: ownedLayoutKey) as? OwnedLayout }
}

private let ownedLayoutMeasure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
    let address = Int(bitPattern: widget)
    let (result, naturalResult) = MainActor.assumeIsolated { ownedLayout(at: address)?.measure(orientation, forSize) } ?? (0, 0)
    minimum?.pointee = result
    natural?.pointee = naturalResult
}

private let ownedLayoutAllocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    let address = Int(bitPattern: widget)
    MainActor.assumeIsolated { ownedLayout(at: address)?.allocate(width, height) }
}

/// A child's minimum and natural size in `orientation` for `forSize` in the other.
public func measured(_ child: WidgetPointer, _ orientation: GtkOrientation, for forSize: Int32) -> (Int32, Int32) {
    var minimum: Int32 = 0, natural: Int32 = 0
    gtk_widget_measure(child, orientation, forSize, &minimum, &natural, nil, nil)
    return (minimum, natural)
}
