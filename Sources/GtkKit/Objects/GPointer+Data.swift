import CGtk

/// A bare pointer kept on a GObject by name (`g_object_set_data`): a marker, or an address
/// compared later.
extension GPointer {
    /// The pointer stored under `key`; nil when none is.
    public func data(forKey key: String) -> UnsafeMutableRawPointer? { g_object_get_data(object, key) }

    /// Stores `value` under `key` as it is (not retained, not freed).
    public func setData(_ value: UnsafeMutableRawPointer?, forKey key: String) { g_object_set_data(object, key, value) }
}
