import CGtk

extension Gtk {
    /// A GtkSwitch: on or off. A thin value over the pointer (see `WidgetWrapper`).
    public struct Switch: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_switch_get_type() }

        private var pointer: OpaquePointer { cast(self) }

        /// Whether it is on.
        public var isActive: Bool { get { gtk_switch_get_active(pointer) != 0 } nonmutating set { gtk_switch_set_active(pointer, newValue ? 1 : 0) } }
        /// The underlying state (what the switch shows once any delay is over).
        public var state: Bool { get { gtk_switch_get_state(pointer) != 0 } nonmutating set { gtk_switch_set_state(pointer, newValue ? 1 : 0) } }
    }
}
