import CGtk

extension Gtk.Wrapper where Class == Gtk.SearchEntryClass {
    /// A new, empty search entry.
    @MainActor public init() { self.init(gtk_search_entry_new()!) }
}
