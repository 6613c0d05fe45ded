import CGtk

extension Gtk.Wrapper where Class == Gtk.ActionableClass {
    /// The action it runs (`win.about`), with its prefix.
    public var actionName: String? { get { gtk_actionable_get_action_name(pointer()).map { String(cString: $0) } } nonmutating set { gtk_actionable_set_action_name(pointer(), newValue) } }
}
