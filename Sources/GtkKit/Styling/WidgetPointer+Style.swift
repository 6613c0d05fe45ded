import CGtk

/// A color as GTK's CSS resolves it (`GdkRGBA`): `red`, `green`, `blue` and `alpha`, each 0…1.
public typealias CSSColor = GdkRGBA

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The CSS `color` GTK computed for the widget now.
    @MainActor public var styleColor: CSSColor {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(self), &rgba)
        return rgba
    }

    /// Gives the widget alone the stylesheet `css` at `priority` (above the application's
    /// stylesheets at `CSSProvider.applicationPriority + 1`), replacing the one set before under
    /// `key`; nil removes it. The stylesheet is kept on the widget and released with it.
    @MainActor public func setStylesheet(_ css: String?, key: String, priority: UInt32) {
        let context = gtk_widget_get_style_context(self)
        if let old = g_object_get_data(object, key) {
            gtk_style_context_remove_provider(context, OpaquePointer(old))
            g_object_set_data(object, key, nil)
        }
        guard let css else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider(context, cast(provider), priority)
        g_object_set_data_full(object, key, provider.gRaw) { g_object_unref($0) }
    }
}
