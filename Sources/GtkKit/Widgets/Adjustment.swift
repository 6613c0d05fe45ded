import CGtk

/// A GtkAdjustment: the value a scrollbar (or a spin button) moves through, from `lower` to
/// `upper`, a page of `pageSize` shown at a time.
public struct Adjustment: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: UnsafeMutablePointer<GtkAdjustment> { cast(self) }

    /// The current value (clamped by GTK to `lower`…`upper - pageSize`).
    @MainActor public var value: Double {
        get { gtk_adjustment_get_value(pointer) }
        nonmutating set { gtk_adjustment_set_value(pointer, newValue) }
    }
    /// The smallest value.
    @MainActor public var lower: Double { gtk_adjustment_get_lower(pointer) }
    /// The largest value, plus the page. Set ahead of a layout that will make it so (a scrolled
    /// child about to grow), a value beyond the old end can be set at once.
    @MainActor public var upper: Double {
        get { gtk_adjustment_get_upper(pointer) }
        nonmutating set { gtk_adjustment_set_upper(pointer, newValue) }
    }
    /// The extent shown at a time.
    @MainActor public var pageSize: Double { gtk_adjustment_get_page_size(pointer) }

    /// Scrolls the least so that `top`…`bottom` is shown (the start when it is longer than a page).
    @MainActor public func reveal(top: Double, bottom: Double) {
        if top < value { value = max(lower, top) } else if bottom > value + pageSize { value = max(lower, min(top, bottom - pageSize)) }
    }
}

extension Gtk.Wrapper where Class == Gtk.ScrolledWindowClass {
    /// The vertical scrolling position.
    @MainActor public var vertical: Adjustment? { gtk_scrolled_window_get_vadjustment(pointer()).map { Adjustment(gRaw: UnsafeMutableRawPointer($0)) } }
    /// The horizontal scrolling position.
    @MainActor public var horizontal: Adjustment? { gtk_scrolled_window_get_hadjustment(pointer()).map { Adjustment(gRaw: UnsafeMutableRawPointer($0)) } }
    /// The scrolled content: the child, or the child of the viewport GTK puts around a child
    /// that cannot scroll itself.
    @MainActor public var content: WidgetPointer? {
        guard let child else { return nil }
        return child.isA(gtk_viewport_get_type()) ? gtk_viewport_get_child(cast(child)) : child
    }
}
