import CGtk

/// A Swift object that lays out the children of the widget owning it, through a GtkCustomLayout:
/// the one way every container of the project keeps its settings (they are the object's
/// properties) and lays out. One set of C callbacks serves every such object; they find it on the
/// widget. Give the widget its children (`makeGroup(children:)`, or `gtk_widget_set_parent`; a
/// group has no layout of its own), then `install(on:)`; the widget owns the object from then on.
@MainActor
public protocol OwnedLayout: AnyObject {
    /// How the size depends on the other dimension (default: height for width).
    var requestMode: GtkSizeRequestMode { get }
    /// Minimum and natural size in `orientation` for `forSize` in the other (-1: unconstrained).
    func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32)
    /// Places the children in `width` × `height`.
    func allocate(_ width: Int32, _ height: Int32)
}

/// The layout attached to a widget, held without a dynamic cast on the way back.
private final class LayoutHolder {
    let layout: any OwnedLayout
    init(_ layout: any OwnedLayout) { self.layout = layout }
}

private let ownedLayoutQuark = g_quark_from_string("gtkkit-owned-layout")

extension OwnedLayout {
    /// Height for width.
    public var requestMode: GtkSizeRequestMode { GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }

    /// Makes this object `widget`'s layout; the widget owns it (released when it is finalized).
    public func install(on widget: WidgetPointer) {
        let holder = Unmanaged.passRetained(LayoutHolder(self)).toOpaque()
        g_object_set_qdata_full(widget.object, ownedLayoutQuark, holder) { data in
            guard let data else { return }
            Unmanaged<LayoutHolder>.fromOpaque(data).release()
        }
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(ownedLayoutRequestMode, ownedLayoutMeasure, ownedLayoutAllocate))
    }
}

/// The layout `install(on:)` attached to the widget at `address`.
@MainActor
private func ownedLayout(at address: Int) -> (any OwnedLayout)? {
    guard let widget = UnsafeMutablePointer<GObject>(bitPattern: address),
          let data = g_object_get_qdata(widget, ownedLayoutQuark) else { return nil }
    return Unmanaged<LayoutHolder>.fromOpaque(data).takeUnretainedValue().layout
}

private let ownedLayoutRequestMode: GtkCustomRequestModeFunc = { widget in
    let address = Int(bitPattern: widget)
    return MainActor.assumeIsolated { ownedLayout(at: address)?.requestMode } ?? GTK_SIZE_REQUEST_CONSTANT_SIZE
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
