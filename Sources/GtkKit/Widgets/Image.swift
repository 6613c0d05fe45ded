import CGtk

extension Gtk {
    /// A GtkImage: an icon or a paintable at a fixed size. A thin value over the pointer (see `WidgetWrapper`).
    public struct Image: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_image_get_type() }

        private var pointer: OpaquePointer { cast(self) }

        /// Its size in pixels (-1: the icon size).
        public var pixelSize: Int32 { get { gtk_image_get_pixel_size(pointer) } nonmutating set { gtk_image_set_pixel_size(pointer, newValue) } }
        /// The paintable it shows.
        public var paintable: OpaquePointer? { get { gtk_image_get_paintable(pointer) } nonmutating set { gtk_image_set_from_paintable(pointer, newValue) } }
    }
}
