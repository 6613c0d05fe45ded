import CGtk

extension Gtk.Wrapper where Class == Gtk.OverlayClass {
    /// Places overlays itself: `place` gets each overlay child as GTK lays it out and returns
    /// its allocation in the overlay's coordinates (whole pixels), or nil to leave it to GTK.
    @discardableResult
    @MainActor public func placeOverlays(_ place: @escaping @MainActor (_ child: WidgetPointer) -> WidgetRect?) -> SignalConnection {
        Signal.connect(self, "get-child-position") { arguments in
            guard let child = arguments.pointer(1), let allocation = arguments.pointer(2),
                  let rect = place(child.assumingMemoryBound(to: GtkWidget.self)) else { return false }
            allocation.assumingMemoryBound(to: GdkRectangle.self).pointee =
                GdkRectangle(x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height))
            return true
        }
    }
}
