import CGtk

/// A GtkListBoxRow: one row of a GtkListBox.
extension Gtk.Wrapper where Class == Gtk.ListBoxRowClass {
    /// A new row without a child.
    @MainActor public init() { self.init(gtk_list_box_row_new()!) }
    /// The content.
    public var child: WidgetPointer? { get { gtk_list_box_row_get_child(pointer()) } nonmutating set { gtk_list_box_row_set_child(pointer(), newValue) } }

    /// Whether it can be selected.
    public var isSelectable: Bool { get { gtk_list_box_row_get_selectable(pointer()) != 0 } nonmutating set { gtk_list_box_row_set_selectable(pointer(), newValue ? 1 : 0) } }

    /// Whether it can be activated (Enter, a click).
    public var isActivatable: Bool { get { gtk_list_box_row_get_activatable(pointer()) != 0 } nonmutating set { gtk_list_box_row_set_activatable(pointer(), newValue ? 1 : 0) } }
}
