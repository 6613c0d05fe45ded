import CGtk

/// A GtkCheckButton: a check box, or a radio in a group.
extension Gtk.Wrapper where Class == Gtk.CheckButtonClass {
    /// Whether it is checked.
    public var isActive: Bool { get { gtk_check_button_get_active(pointer()) != 0 } nonmutating set { gtk_check_button_set_active(pointer(), newValue ? 1 : 0) } }

    /// Whether it shows the mixed state.
    public var isInconsistent: Bool { get { gtk_check_button_get_inconsistent(pointer()) != 0 } nonmutating set { gtk_check_button_set_inconsistent(pointer(), newValue ? 1 : 0) } }
}
