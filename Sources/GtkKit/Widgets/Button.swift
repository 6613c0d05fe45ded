import CGtk

/// A GtkButton.
extension Gtk.Wrapper where Class == Gtk.ButtonClass {
    /// The content.
    public var child: WidgetPointer? { get { gtk_button_get_child(pointer()) } nonmutating set { gtk_button_set_child(pointer(), newValue) } }

    /// The named icon it shows.
    public var iconName: String? { get { gtk_button_get_icon_name(pointer()).map { String(cString: $0) } } nonmutating set { gtk_button_set_icon_name(pointer(), newValue) } }
}
