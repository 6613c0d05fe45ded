import CGtk

extension Gtk {
    /// A GtkBox: children in a row or a column. A thin value over the pointer (see `WidgetWrapper`).
    public struct Box: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_box_get_type() }

        private var pointer: UnsafeMutablePointer<GtkBox> { cast(self) }

        /// The gap between children.
        public var spacing: Int32 { get { gtk_box_get_spacing(pointer) } nonmutating set { gtk_box_set_spacing(pointer, newValue) } }
        /// Adds `child` at the end.
        public func append(_ child: WidgetPointer) { gtk_box_append(pointer, child) }
        /// Adds `child` at the start.
        public func prepend(_ child: WidgetPointer) { gtk_box_prepend(pointer, child) }
        /// Removes `child`.
        public func remove(_ child: WidgetPointer) { gtk_box_remove(pointer, child) }
        /// Inserts `child` after `sibling` (nil: first).
        public func insertChild(_ child: WidgetPointer, after sibling: WidgetPointer?) { gtk_box_insert_child_after(pointer, child, sibling) }
    }
}
