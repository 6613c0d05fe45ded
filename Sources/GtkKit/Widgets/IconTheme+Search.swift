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

    /// Whether the theme has an icon called `name`.
    @MainActor public func hasIcon(_ name: String) -> Bool {
        gtk_icon_theme_has_icon(OpaquePointer(gRaw), name) != 0
    }
}
