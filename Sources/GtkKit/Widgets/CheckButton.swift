import CGtk

extension Gtk {
    /// A GtkCheckButton: a check box, or a radio in a group. A thin value over the pointer (see `WidgetWrapper`).
    public struct CheckButton: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_check_button_get_type() }

        private var pointer: UnsafeMutablePointer<GtkCheckButton> { cast(self) }

        /// Whether it is checked.
        public var isActive: Bool { get { gtk_check_button_get_active(pointer) != 0 } nonmutating set { gtk_check_button_set_active(pointer, newValue ? 1 : 0) } }
        /// Whether it shows the mixed state.
        public var isInconsistent: Bool { get { gtk_check_button_get_inconsistent(pointer) != 0 } nonmutating set { gtk_check_button_set_inconsistent(pointer, newValue ? 1 : 0) } }
    }
}
