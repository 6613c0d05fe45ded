import CGtk

extension Gtk {
    /// A GtkGrid: children in rows and columns. A thin value over the pointer (see `WidgetWrapper`).
    public struct Grid: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_grid_get_type() }

        private var pointer: UnsafeMutablePointer<GtkGrid> { cast(self) }

        /// The gap between rows.
        public var rowSpacing: UInt32 { get { gtk_grid_get_row_spacing(pointer) } nonmutating set { gtk_grid_set_row_spacing(pointer, newValue) } }
        /// The gap between columns.
        public var columnSpacing: UInt32 { get { gtk_grid_get_column_spacing(pointer) } nonmutating set { gtk_grid_set_column_spacing(pointer, newValue) } }
        /// Whether every column is as wide as the widest.
        public var isColumnHomogeneous: Bool { get { gtk_grid_get_column_homogeneous(pointer) != 0 } nonmutating set { gtk_grid_set_column_homogeneous(pointer, newValue ? 1 : 0) } }
        /// Places `child` at `column`, `row`, spanning `width` × `height` cells.
        public func attach(_ child: WidgetPointer, _ column: Int32, _ row: Int32, _ width: Int32, _ height: Int32) { gtk_grid_attach(pointer, child, column, row, width, height) }
        /// Removes `child`.
        public func remove(_ child: WidgetPointer) { gtk_grid_remove(pointer, child) }
    }
}
