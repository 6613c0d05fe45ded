import CGtk

extension Gtk {
    /// A GtkButton. A thin value over the pointer (see `WidgetWrapper`).
    public struct Button: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_button_get_type() }

        private var pointer: UnsafeMutablePointer<GtkButton> { cast(self) }

        /// The content.
        public var child: WidgetPointer? { get { gtk_button_get_child(pointer) } nonmutating set { gtk_button_set_child(pointer, newValue) } }
        /// The named icon it shows.
        public var iconName: String? { get { gtk_button_get_icon_name(pointer).map { String(cString: $0) } } nonmutating set { gtk_button_set_icon_name(pointer, newValue) } }
    }
}
