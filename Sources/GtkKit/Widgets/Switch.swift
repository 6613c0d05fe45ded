import CGtk

/// A GtkSwitch: on or off.
extension Gtk.Wrapper where Class == Gtk.SwitchClass {
    /// A new switch, off.
    @MainActor public init() { self.init(gtk_switch_new()!) }

    /// Whether it is on.
    public var isActive: Bool { get { gtk_switch_get_active(pointer()) != 0 } nonmutating set { gtk_switch_set_active(pointer(), newValue ? 1 : 0) } }

    /// The underlying state (what the switch shows once any delay is over).
    public var state: Bool { get { gtk_switch_get_state(pointer()) != 0 } nonmutating set { gtk_switch_set_state(pointer(), newValue ? 1 : 0) } }
}
