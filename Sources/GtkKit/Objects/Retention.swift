import CGtk
/// Keeps a Swift object alive exactly as long as a GObject: the object is released when the
/// GObject is finalized (or when another object is attached under the same key).
@MainActor
public enum Retention {
    /// Attaches `owner` to `object` under `key`.
    public static func attach(_ owner: AnyObject, to object: some GPointer, key: String = "gtkkit-swift-owner") {
        let retained = Unmanaged.passRetained(owner).toOpaque()
        g_object_set_data_full(object.object, key, retained) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }

    /// The object attached to `object` under `key`, if any.
    public static func owner(of object: some GPointer, key: String = "gtkkit-swift-owner") -> AnyObject? {
        guard let data = g_object_get_data(object.object, key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
    }
}
