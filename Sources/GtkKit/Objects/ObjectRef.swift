import CGtk
/// An owned reference to a GObject: sinks a floating reference on wrap and drops it in deinit.
/// Windows are not wrapped here; they go with `gtk_window_destroy`.
public final class ObjectRef<Pointer: GPointer> {
    /// The wrapped instance.
    public let pointer: Pointer

    /// Takes ownership: a floating reference is sunk, a full one is taken as is (`owned`)
    /// or a new reference is added (`!owned`).
    public init(_ pointer: Pointer, owned: Bool = false) {
        self.pointer = pointer
        let object: UnsafeMutablePointer<GObject> = cast(pointer)
        if cgtk_object_is_floating(pointer.gRaw) != 0 || !owned {
            g_object_ref_sink(object)
        }
    }

    deinit {
        g_object_unref(pointer.gRaw)
    }
}
