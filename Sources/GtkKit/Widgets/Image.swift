import CGtk

/// A GtkImage: an icon or a paintable at a fixed size.
extension Gtk.Wrapper where Class == Gtk.ImageClass {
    /// Its size in pixels (-1: the icon size).
    public var pixelSize: Int32 { get { gtk_image_get_pixel_size(pointer()) } nonmutating set { gtk_image_set_pixel_size(pointer(), newValue) } }

    /// The paintable it shows.
    public var paintable: OpaquePointer? { get { gtk_image_get_paintable(pointer()) } nonmutating set { gtk_image_set_from_paintable(pointer(), newValue) } }
}
