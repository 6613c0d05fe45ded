import CGtk

/// A GtkTreeExpander: a tree row's content, indented by its depth, with the disclosure triangle
/// that opens and closes the row (none for a row without children).
extension Gtk.Wrapper where Class == Gtk.TreeExpanderClass {
    /// A new expander with no content and no row.
    @MainActor public init() { self.init(gtk_tree_expander_new()!) }

    /// The content beside the triangle.
    @MainActor public var child: WidgetPointer? { get { gtk_tree_expander_get_child(pointer()) } nonmutating set { gtk_tree_expander_set_child(pointer(), newValue) } }

    /// The row it opens and closes.
    @MainActor public var listRow: TreeListRow? { get { gtk_tree_expander_get_list_row(pointer()).map { TreeListRow(gRaw: $0.gRaw) } } nonmutating set { gtk_tree_expander_set_list_row(pointer(), newValue.map { OpaquePointer($0.gRaw) }) } }
}
