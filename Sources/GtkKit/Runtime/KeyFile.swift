import CGtk
import Glibc

/// A GLib key file: `[group]` headers and `key=value` lines, as settings and desktop files
/// keep them; read from bytes, or filled in and written out as text.
public final class KeyFile {
    private let file: OpaquePointer

    /// An empty key file.
    public init() { file = g_key_file_new()! }

    /// The key file in `bytes`; throws with GLib's message (which quotes the line at fault).
    public convenience init(bytes: [UInt8]) throws(GLibError) {
        self.init()
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_key_file_load_from_data(file, $0.baseAddress, gsize($0.count), G_KEY_FILE_NONE, &error) }
        }
        if loaded == 0 { throw GLibError.take(&error) }
    }

    deinit { g_key_file_free(file) }

    /// The value of `key` in `group` (escapes undone), nil when it is not there.
    public func string(_ key: String, in group: String) -> String? {
        String(takingGLib: g_key_file_get_string(file, group, key, nil))
    }

    /// The values of the list `key` in `group` (`a;b;c;`), nil when it is not there.
    public func strings(_ key: String, in group: String) -> [String]? {
        var count: gsize = 0
        guard let list = g_key_file_get_string_list(file, group, key, &count, nil) else { return nil }
        defer { g_strfreev(list) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }

    /// Sets `key` in `group` to `value` (escaped as needed).
    public func set(_ key: String, in group: String, to value: String) {
        g_key_file_set_string(file, group, key, value)
    }

    /// Sets `key` in `group` to the number `value`.
    public func set(_ key: String, in group: String, to value: Int32) {
        g_key_file_set_integer(file, group, key, value)
    }

    /// Sets `key` in `group` to the list `values`.
    public func set(_ key: String, in group: String, to values: [String]) {
        let copies = values.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        pointers.withUnsafeBufferPointer { g_key_file_set_string_list(file, group, key, $0.baseAddress, gsize($0.count)) }
    }

    /// The key file as text, groups and keys in the order they were set.
    public var text: String {
        String(takingGLib: g_key_file_to_data(file, nil, nil)) ?? ""
    }
}
