import CGtk

/// A GtkOverlay: a child with widgets over it.
extension Gtk.Wrapper where Class == Gtk.OverlayClass {
    /// A new overlay without a child.
    @MainActor public init() { self.init(gtk_overlay_new()!) }
    /// The main child, under the overlays.
    public var child: WidgetPointer? { get { gtk_overlay_get_child(pointer()) } nonmutating set { gtk_overlay_set_child(pointer(), newValue) } }

    /// Adds `overlay` above the child (and the overlays before it).
    public func addOverlay(_ overlay: WidgetPointer) { gtk_overlay_add_overlay(pointer(), overlay) }

    /// Removes `overlay`.
    public func removeOverlay(_ overlay: WidgetPointer) { gtk_overlay_remove_overlay(pointer(), overlay) }
}
