import CGtk

/// A font as Pango describes it: family, size and weight.
public struct FontDescription: Equatable, Sendable {
    /// The family name (empty when none is set).
    public var family: String
    /// The size: points, or device units when `sizeIsAbsolute`.
    public var size: Double
    /// Whether `size` is in device units rather than points.
    public var sizeIsAbsolute: Bool
    /// The weight (400 regular, 700 bold).
    public var weight: Int
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The font Pango sets the widget's text in now (its Pango context's, from its CSS).
    @MainActor public var fontDescription: FontDescription {
        let description = pango_context_get_font_description(gtk_widget_get_pango_context(self))
        return FontDescription(family: pango_font_description_get_family(description).map { String(cString: $0) } ?? "",
                               size: Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE),
                               sizeIsAbsolute: pango_font_description_get_size_is_absolute(description) != 0,
                               weight: Int(pango_font_description_get_weight(description).rawValue))
    }
}
