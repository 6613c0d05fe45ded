import CGtk

/// A line of text laid out in a widget's font and context (a PangoLayout of its own), to
/// measure and to draw with `Cairo.show(_:)`. Freed with this value's last reference.
public final class TextLayout {
    /// The `PangoLayout *`.
    let layout: OpaquePointer

    /// Lays out `text` as `widget` would (its font, direction and scale); nil when GTK cannot.
    @MainActor public init?(_ text: String, in widget: WidgetPointer) {
        guard let layout = gtk_widget_create_pango_layout(widget, text) else { return nil }
        self.layout = layout
    }

    /// The size of the laid-out text in pixels.
    public var pixelSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (width, height)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}

/// Styles a label's whole text can take through Pango attributes.
public enum TextStyle: Sendable {
    /// Struck through (a former price).
    case strikethrough
    /// No hyphen where a word is broken (token names, selectors).
    case noHyphens
}

extension Gtk.Wrapper where Class == Gtk.LabelClass {
    /// Sets the label's attributes to `styles` over the whole text (replacing any).
    public func setStyles(_ styles: [TextStyle]) {
        let list = pango_attr_list_new()
        for style in styles {
            switch style {
            case .strikethrough: pango_attr_list_insert(list, pango_attr_strikethrough_new(1))
            case .noHyphens: pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
            }
        }
        attributes = list
        pango_attr_list_unref(list)
    }

    /// Whether the text is cut with an ellipsis at its current width.
    public var isEllipsized: Bool { layout.map { pango_layout_is_ellipsized($0) != 0 } ?? false }
}
