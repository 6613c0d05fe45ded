import CGtk

extension Gtk {
    /// A GtkToggleButton: a button that stays pressed. A thin value over the pointer (see `WidgetWrapper`).
    public struct ToggleButton: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_toggle_button_get_type() }

        private var pointer: UnsafeMutablePointer<GtkToggleButton> { cast(self) }

        /// Whether it is pressed.
        public var isActive: Bool { get { gtk_toggle_button_get_active(pointer) != 0 } nonmutating set { gtk_toggle_button_set_active(pointer, newValue ? 1 : 0) } }
        /// Joins the group of `group` (one of them is active).
        public func setGroup(_ group: some GPointer) { gtk_toggle_button_set_group(pointer, cast(group)) }
    }
}
