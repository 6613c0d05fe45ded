import CGtk

/// A GtkEntry: one line of text to edit (its text is `Gtk.Editable`'s).
extension Gtk.Wrapper where Class == Gtk.EntryClass {
    /// A new, empty entry.
    @MainActor public init() { self.init(gtk_entry_new()!) }

    /// The text shown, dimmed, while the entry is empty.
    @MainActor public var placeholderText: String? { get { gtk_entry_get_placeholder_text(pointer()).map { String(cString: $0) } } nonmutating set { gtk_entry_set_placeholder_text(pointer(), newValue) } }
}
