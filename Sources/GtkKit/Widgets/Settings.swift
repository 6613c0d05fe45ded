import CGtk

/// GTK's settings of the default display (`GtkSettings`): read and changed through
/// `Properties` by their names (`"gtk-enable-animations"`); nil before `gtk_init`.
@MainActor public enum Settings {
    /// The default display's settings object.
    public static var current: OpaquePointer? { gtk_settings_get_default() }
}
