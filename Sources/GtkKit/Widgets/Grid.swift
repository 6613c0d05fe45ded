import CGtk

/// A GtkGrid: children in rows and columns.
extension Gtk.Wrapper where Class == Gtk.GridClass {
    /// A new, empty grid.
    @MainActor public init() { self.init(gtk_grid_new()!) }
    /// The gap between rows.
    public var rowSpacing: UInt32 { get { gtk_grid_get_row_spacing(pointer()) } nonmutating set { gtk_grid_set_row_spacing(pointer(), newValue) } }

    /// The gap between columns.
    public var columnSpacing: UInt32 { get { gtk_grid_get_column_spacing(pointer()) } nonmutating set { gtk_grid_set_column_spacing(pointer(), newValue) } }

    /// Whether every column is as wide as the widest.
    public var isColumnHomogeneous: Bool { get { gtk_grid_get_column_homogeneous(pointer()) != 0 } nonmutating set { gtk_grid_set_column_homogeneous(pointer(), newValue ? 1 : 0) } }

    /// Places `child` at `column`, `row`, spanning `width` × `height` cells.
    public func attach(_ child: WidgetPointer, _ column: Int32, _ row: Int32, _ width: Int32, _ height: Int32) { gtk_grid_attach(pointer(), child, column, row, width, height) }

    /// Removes `child`.
    public func remove(_ child: WidgetPointer) { gtk_grid_remove(pointer(), child) }
}
