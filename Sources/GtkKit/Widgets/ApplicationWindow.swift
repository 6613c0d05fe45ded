import CGtk

extension Gtk.Wrapper where Class == Gtk.ApplicationWindowClass {
    /// A new, empty window of `application`. GTK holds it until it is closed or destroyed.
    @MainActor public init(application: ApplicationPointer) { self.init(gtk_application_window_new(application)!) }
}
