import CGtk

extension Gtk {
    /// A GtkListBoxRow: one row of a GtkListBox. A thin value over the pointer (see `WidgetWrapper`).
    public struct ListBoxRow: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_list_box_row_get_type() }

        private var pointer: UnsafeMutablePointer<GtkListBoxRow> { cast(self) }

        /// The content.
        public var child: WidgetPointer? { get { gtk_list_box_row_get_child(pointer) } nonmutating set { gtk_list_box_row_set_child(pointer, newValue) } }
        /// Whether it can be selected.
        public var isSelectable: Bool { get { gtk_list_box_row_get_selectable(pointer) != 0 } nonmutating set { gtk_list_box_row_set_selectable(pointer, newValue ? 1 : 0) } }
        /// Whether it can be activated (Enter, a click).
        public var isActivatable: Bool { get { gtk_list_box_row_get_activatable(pointer) != 0 } nonmutating set { gtk_list_box_row_set_activatable(pointer, newValue ? 1 : 0) } }
    }
}
