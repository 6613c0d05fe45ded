import CGtk

extension Gtk.Wrapper where Class == Gtk.AboutDialogClass {
    /// A new, empty About dialog. GTK holds it until it is closed or destroyed.
    @MainActor public init() { self.init(gtk_about_dialog_new()!) }

    /// The application's name (the application's own when unset).
    public var programName: String? { get { gtk_about_dialog_get_program_name(pointer()).map { String(cString: $0) } } nonmutating set { gtk_about_dialog_set_program_name(pointer(), newValue) } }

    /// The line under the name saying what the application does.
    public var comments: String? { get { gtk_about_dialog_get_comments(pointer()).map { String(cString: $0) } } nonmutating set { gtk_about_dialog_set_comments(pointer(), newValue) } }

    /// The version shown under the name.
    public var version: String? { get { gtk_about_dialog_get_version(pointer()).map { String(cString: $0) } } nonmutating set { gtk_about_dialog_set_version(pointer(), newValue) } }

    /// The logo, a name in the icon theme.
    public var logoIconName: String? { get { gtk_about_dialog_get_logo_icon_name(pointer()).map { String(cString: $0) } } nonmutating set { gtk_about_dialog_set_logo_icon_name(pointer(), newValue) } }

    /// The copyright line.
    public var copyright: String? { get { gtk_about_dialog_get_copyright(pointer()).map { String(cString: $0) } } nonmutating set { gtk_about_dialog_set_copyright(pointer(), newValue) } }
}
