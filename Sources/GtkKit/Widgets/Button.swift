import CGtk

/// A GtkButton.
extension Gtk.Wrapper where Class == Gtk.ButtonClass {
    /// A new button without a child.
    @MainActor public init() { self.init(gtk_button_new()!) }

    /// A new button showing `label`.
    @MainActor public init(label: String) { self.init(gtk_button_new_with_label(label)!) }

    /// A new button showing the icon `iconName`.
    @MainActor public init(iconName: String) { self.init(gtk_button_new_from_icon_name(iconName)!) }
    /// The content.
    public var child: WidgetPointer? { get { gtk_button_get_child(pointer()) } nonmutating set { gtk_button_set_child(pointer(), newValue) } }

    /// The text it shows (nil: none, or a child of its own).
    public var label: String? {
        get { gtk_button_get_label(pointer()).map { String(cString: $0) } } nonmutating set { gtk_button_set_label(pointer(), newValue) }
    }

    /// The named icon it shows.
    public var iconName: String? { get { gtk_button_get_icon_name(pointer()).map { String(cString: $0) } } nonmutating set { gtk_button_set_icon_name(pointer(), newValue) } }
}
