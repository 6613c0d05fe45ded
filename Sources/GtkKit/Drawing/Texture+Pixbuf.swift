import CGtk

extension Texture {
    /// A new GdkTexture of the pixels of `pixbuf` (a GdkPixbuf, as a C decoder such as
    /// gdk-pixbuf's loader gives; its reference stays the caller's), as an owned reference.
    public static func reference(fromPixbuf pixbuf: OpaquePointer) -> ObjectRef<OpaquePointer> {
        ObjectRef(gdk_texture_new_for_pixbuf(pixbuf)!, owned: true)
    }

    /// The size in pixels of the GdkTexture `texture`.
    public static func size(of texture: ObjectRef<OpaquePointer>) -> (width: Int, height: Int) {
        (Int(gdk_texture_get_width(texture.pointer)), Int(gdk_texture_get_height(texture.pointer)))
    }
}
