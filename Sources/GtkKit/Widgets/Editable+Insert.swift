import CGtk

extension Gtk.Wrapper where Class == Gtk.EditableClass {
    /// Inserts `text` at the character `position` as typing would (the `insert-text` signal
    /// runs); returns the position after it.
    @MainActor @discardableResult public func insert(_ text: String, at position: Int32) -> Int32 {
        var at = position
        gtk_editable_insert_text(pointer(), text, -1, &at)
        return at
    }
}
