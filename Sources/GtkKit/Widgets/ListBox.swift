import CGtk

/// A GtkListBox: a vertical list of rows.
extension Gtk.Wrapper where Class == Gtk.ListBoxClass {
    /// A new, empty list box.
    @MainActor public init() { self.init(gtk_list_box_new()!) }
    /// How many rows can be selected.
    public var selectionMode: GtkSelectionMode { get { gtk_list_box_get_selection_mode(pointer()) } nonmutating set { gtk_list_box_set_selection_mode(pointer(), newValue) } }

    /// The selected row, if any.
    public var selectedRow: UnsafeMutablePointer<GtkListBoxRow>? { gtk_list_box_get_selected_row(pointer()) }

    /// Adds `child` (a row, or a widget it wraps in one) at the end.
    public func append(_ child: WidgetPointer) { gtk_list_box_append(pointer(), child) }

    /// Inserts `child` at `position` (-1: the end).
    public func insert(_ child: WidgetPointer, at position: Int32) { gtk_list_box_insert(pointer(), child, position) }

    /// Removes `child`.
    public func remove(_ child: WidgetPointer) { gtk_list_box_remove(pointer(), child) }

    /// The row at `y`, if any.
    public func row(atY y: Int32) -> UnsafeMutablePointer<GtkListBoxRow>? { gtk_list_box_get_row_at_y(pointer(), y) }

    /// The row at `index`, if any.
    public func row(at index: Int32) -> UnsafeMutablePointer<GtkListBoxRow>? { gtk_list_box_get_row_at_index(pointer(), index) }

    /// Selects `row` (nil: none).
    public func select(_ row: UnsafeMutablePointer<GtkListBoxRow>?) { gtk_list_box_select_row(pointer(), row) }

    /// What shows while no row does.
    public func setPlaceholder(_ placeholder: WidgetPointer?) { gtk_list_box_set_placeholder(pointer(), placeholder) }
}

extension Gtk.Wrapper where Class == Gtk.ListBoxClass {
    /// Asks the list for its rows' headers again (after what decides them changed).
    public func invalidateHeaders() { gtk_list_box_invalidate_headers(pointer()) }
}
