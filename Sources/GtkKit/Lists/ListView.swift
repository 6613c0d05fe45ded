import CGtk

/// A GtkListView: a scrollable list of a model's items, whose rows a factory makes as they show.
extension Gtk.Wrapper where Class == Gtk.ListViewClass {
    /// A list view of `model` (a selection model: `withoutSelection()`, …) with rows made by
    /// `factory`; it takes over the caller's references to both.
    @MainActor public init(model: ListModel, factory: ListItemFactory) {
        self.init(gtk_list_view_new(OpaquePointer(model.gRaw), OpaquePointer(factory.gRaw))!)
    }
}
