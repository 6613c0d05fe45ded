import CGtk

extension Gtk {
    /// A GtkPasswordEntry: a one-line entry that shows its text masked (`Gtk.Editable(widget)`
    /// reaches its text; its placeholder is the `placeholder-text` property).
    public typealias PasswordEntry = Wrapper<PasswordEntryClass>
    /// The class of `Gtk.PasswordEntry`.
    public enum PasswordEntryClass: WidgetClass { public static var gType: GType { gtk_password_entry_get_type() } }
}

extension Gtk.Wrapper where Class == Gtk.PasswordEntryClass {
    /// A new, empty password entry.
    @MainActor public init() { self.init(gtk_password_entry_new()!) }
}
