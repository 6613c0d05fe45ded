import CGtk

/// A name values are kept on objects under, resolved once (a GQuark): data read by it often
/// costs no string hashing, as a string key's (`data(forKey:)`) does.
public struct ObjectDataKey: Hashable, Sendable {
    let quark: GQuark

    /// The key called `name` (the same name gives the same key).
    public init(_ name: String) { quark = g_quark_from_string(name) }
}

/// A string GLib keeps for the life of the process, one copy per distinct text
/// (`g_intern_string`): kept on objects as a bare pointer and compared in place.
public struct InternedString: @unchecked Sendable {
    let pointer: UnsafePointer<CChar>

    /// The interned copy of `text` (made the first time, found after). GLib copies the text, so
    /// a temporary C string (a Swift string's) is safe to intern.
    public init(_ text: String) { pointer = g_intern_string(text) }

    /// An interned string read back from an object.
    fileprivate init(pointer: UnsafePointer<CChar>) { self.pointer = pointer }

    /// Whether it is `text`, compared without a copy.
    public func holds(_ text: String) -> Bool { text.withCString { strcmp($0, pointer) == 0 } }

    /// Its text.
    public var text: String { String(cString: pointer) }
}

extension GPointer {
    /// The interned string kept on the object under `key`; nil when none is.
    public func internedString(for key: ObjectDataKey) -> InternedString? {
        g_object_get_qdata(object, key.quark).map { InternedString(pointer: UnsafePointer($0.assumingMemoryBound(to: CChar.self))) }
    }

    /// Keeps `value` on the object under `key`, replacing what was there (nothing to free: GLib
    /// keeps interned strings for ever).
    public func setInternedString(_ value: InternedString, for key: ObjectDataKey) {
        g_object_set_qdata(object, key.quark, UnsafeMutableRawPointer(mutating: value.pointer))
    }
}
