import CGtk

extension Gtk {
    /// A GtkOverlay: a child with widgets over it. A thin value over the pointer (see `WidgetWrapper`).
    public struct Overlay: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_overlay_get_type() }

        private var pointer: OpaquePointer { cast(self) }

        /// The main child, under the overlays.
        public var child: WidgetPointer? { get { gtk_overlay_get_child(pointer) } nonmutating set { gtk_overlay_set_child(pointer, newValue) } }
        /// Adds `overlay` above the child (and the overlays before it).
        public func addOverlay(_ overlay: WidgetPointer) { gtk_overlay_add_overlay(pointer, overlay) }
        /// Removes `overlay`.
        public func removeOverlay(_ overlay: WidgetPointer) { gtk_overlay_remove_overlay(pointer, overlay) }
    }
}
