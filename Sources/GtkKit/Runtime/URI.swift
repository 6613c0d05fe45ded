import CGtk

/// URIs as GLib reads them (RFC 3986).
public enum URI {
    /// The lowercase scheme of `uri` (`http`, `file`); nil when it has none (a plain path).
    public static func scheme(of uri: String) -> String? {
        // GLib interns the lowercase scheme: nothing to free.
        g_uri_peek_scheme(uri).map { String(cString: $0) }
    }

    /// `reference` (a redirect's `Location`, relative or not; a C string as a header comes, or a
    /// Swift string) resolved against `base`, a parsed `GUri` as a GIO-based library hands one
    /// out (libsoup's message URI); throws GLib's reason when `reference` is not a URI.
    public static func resolve(_ reference: UnsafePointer<CChar>, against base: OpaquePointer) throws(GLibError) -> String {
        var error: UnsafeMutablePointer<GError>?
        guard let resolved = g_uri_parse_relative(base, reference, G_URI_FLAGS_NONE, &error) else { throw GLibError.take(&error) }
        defer { g_uri_unref(resolved) }
        return String(takingGLib: g_uri_to_string(resolved)) ?? ""
    }
}
