import CGtk

/// Compiled GResource bundles (`glib-compile-resources`' output) that travel inside the program,
/// registered so GTK finds their files by `resource://` path.
public enum ResourceBundle {
    /// Registers the bundle `base64` encodes (GLib's decoding: characters outside the alphabet
    /// are skipped); false when it does not decode into a bundle.
    @discardableResult
    public static func register(base64: String) -> Bool {
        var length: gsize = 0
        guard let decoded = g_base64_decode(base64, &length) else { return false }
        let bytes = g_bytes_new_take(decoded, length)
        defer { g_bytes_unref(bytes) }
        guard let resource = g_resource_new_from_data(bytes, nil) else { return false }
        g_resources_register(resource)
        g_resource_unref(resource)
        return true
    }
}
