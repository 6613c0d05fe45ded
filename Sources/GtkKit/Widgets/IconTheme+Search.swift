import CGtk

extension IconTheme {
    /// The icon theme of the default display; nil when there is no display.
    @MainActor public static var forDefaultDisplay: IconTheme? {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return nil }
        return IconTheme(gRaw: UnsafeMutableRawPointer(theme))
    }

    /// Adds `path`, a folder of a registered GResource holding a hicolor-style tree, to where
    /// the theme looks for icons.
    @MainActor public func addResourcePath(_ path: String) {
        gtk_icon_theme_add_resource_path(OpaquePointer(gRaw), path)
    }

    /// The file (a URI: `resource:///…`, `file:///…`) the theme draws the icon `name` from at
    /// `size` pixels and `scale`; nil when it has no such icon.
    @MainActor public func file(of name: String, size: Int32, scale: Int32 = 1) -> String? {
        guard hasIcon(name), let paintable = gtk_icon_theme_lookup_icon(OpaquePointer(gRaw), name, nil, size, scale, GTK_TEXT_DIR_LTR, GtkIconLookupFlags(rawValue: 0)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        guard let file = gtk_icon_paintable_get_file(paintable) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// Whether the theme has an icon called `name`.
    @MainActor public func hasIcon(_ name: String) -> Bool {
        gtk_icon_theme_has_icon(OpaquePointer(gRaw), name) != 0
    }
}
