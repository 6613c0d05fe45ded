import CGtk

/// A display's GtkIconTheme: where named icons are looked up. GTK owns it.
public struct IconTheme: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// The icon theme of `widget`'s display; nil when there is none.
    @MainActor public init?(of widget: WidgetPointer) {
        guard let display = gtk_widget_get_display(widget), let theme = gtk_icon_theme_get_for_display(display) else { return nil }
        gRaw = UnsafeMutableRawPointer(theme)
    }

    /// The paintable of the icon `name` at `size` pixels for a widget at `scale` (a GtkIconPaintable,
    /// a reference the caller owns: `unref()` it); nil when the theme cannot give one.
    @MainActor public func paintable(_ name: String, size: Int32, scale: Int32) -> OpaquePointer? {
        gtk_icon_theme_lookup_icon(OpaquePointer(gRaw), name, nil, size, scale, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
    }
}
