import CGtk

/// A GtkEditable: any widget that edits text (entries, GtkText, spin buttons).
extension Gtk.Wrapper where Class == Gtk.EditableClass {
    /// The text.
    public var text: String { get { String(cString: gtk_editable_get_text(pointer())) } nonmutating set { gtk_editable_set_text(pointer(), newValue) } }

    /// Selects all its text (as a search field does when it is asked for again).
    public func selectAll() { gtk_editable_select_region(pointer(), 0, -1) }

    /// The cursor position, in characters.
    public var position: Int32 { get { gtk_editable_get_position(pointer()) } nonmutating set { gtk_editable_set_position(pointer(), newValue) } }

    /// Whether the user can change the text.
    public var isEditable: Bool { get { gtk_editable_get_editable(pointer()) != 0 } nonmutating set { gtk_editable_set_editable(pointer(), newValue ? 1 : 0) } }

    /// The editable it delegates to (a GtkText inside an entry).
    public var delegate: OpaquePointer? { gtk_editable_get_delegate(pointer()) }
}
