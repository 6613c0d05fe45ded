import CGtk

/// Settings stored under a GSettings schema (dconf), such as the desktop's
/// `org.gnome.desktop.interface`. A GObject: `Signal.connect(settings, "changed::<key>")`.
/// Holds a full reference, for the life of the process unless `unref()`.
public struct SchemaSettings: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// The settings of the schema `id` when it is installed and has `key`; nil otherwise (GLib
    /// stops the program on an unknown schema or key, so they are looked up first).
    public init?(schema id: String, withKey key: String) {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, id, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0, let settings = g_settings_new(id) else { return nil }
        gRaw = UnsafeMutableRawPointer(settings)
    }

    /// The value of the string key `key`.
    public func string(_ key: String) -> String? {
        String(takingGLib: g_settings_get_string(cast(self), key))
    }
}
