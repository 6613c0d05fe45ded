import CGtk

extension Gtk {
    /// A GtkHeaderBar: a window's title bar with widgets. A thin value over the pointer (see `WidgetWrapper`).
    public struct HeaderBar: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_header_bar_get_type() }

        private var pointer: OpaquePointer { cast(self) }

        /// The widget shown in the middle.
        public var titleWidget: WidgetPointer? { get { gtk_header_bar_get_title_widget(pointer) } nonmutating set { gtk_header_bar_set_title_widget(pointer, newValue) } }
        /// Adds `child` at the start.
        public func packStart(_ child: WidgetPointer) { gtk_header_bar_pack_start(pointer, child) }
        /// Adds `child` at the end.
        public func packEnd(_ child: WidgetPointer) { gtk_header_bar_pack_end(pointer, child) }
    }
}
