import CGtk

/// A GtkToggleButton: a button that stays pressed.
extension Gtk.Wrapper where Class == Gtk.ToggleButtonClass {
    /// A new toggle button without a label.
    @MainActor public init() { self.init(gtk_toggle_button_new()!) }
    /// A new toggle button showing `label`, not pressed.
    @MainActor public init(label: String) { self.init(gtk_toggle_button_new_with_label(label)!) }

    /// Whether it is pressed.
    public var isActive: Bool { get { gtk_toggle_button_get_active(pointer()) != 0 } nonmutating set { gtk_toggle_button_set_active(pointer(), newValue ? 1 : 0) } }

    /// Joins the group of `group` (one of them is active).
    public func setGroup(_ group: some GPointer) { gtk_toggle_button_set_group(pointer(), cast(group)) }
}
