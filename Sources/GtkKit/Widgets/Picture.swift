import CGtk

extension Gtk {
    /// How a picture fills its area (`.contain`, `.cover`).
    public typealias ContentFit = GtkContentFit
}

/// A GtkPicture: a paintable (a texture) drawn at the widget's size.
extension Gtk.Wrapper where Class == Gtk.PictureClass {
    /// The paintable it shows (nil: nothing).
    public var paintable: OpaquePointer? {
        get { gtk_picture_get_paintable(pointer()) } nonmutating set { gtk_picture_set_paintable(pointer(), newValue) }
    }

    /// How the paintable fills the widget's area.
    public var contentFit: Gtk.ContentFit {
        get { gtk_picture_get_content_fit(pointer()) } nonmutating set { gtk_picture_set_content_fit(pointer(), newValue) }
    }
}

extension Gtk.Wrapper where Class == Gtk.PictureClass {
    /// A picture showing `texture` (it keeps its own reference).
    @MainActor public init(texture: Texture) { self.init(gtk_picture_new_for_paintable(texture.texture.pointer)!) }
}
