import GtkKit

/// Reads back what GTK resolved from the stylesheet, for tests and the inspector-minded.
@MainActor
@_spi(Testing) public enum StyleReadback {
    /// The CSS `color` GTK computed for `widget`, as 8-bit RGB and fractional alpha.
    public static func color(of widget: WidgetPointer) -> RGBA {
        RGBA(gdk: widget.styleColor)
    }

    /// The background `widget` paints itself (CSS `background-color` and plain-color images,
    /// composited), as 8-bit RGB and fractional alpha; nil when it paints none or paints
    /// something with no single color (a gradient, a texture).
    public static func background(of widget: WidgetPointer) -> RGBA? {
        guard case .color(let color) = CSSBackground.of(widget) else { return nil }
        return RGBA(gdk: color)
    }

    /// The font size (px), weight and family Pango will use for `widget`'s text.
    public static func font(of widget: WidgetPointer) -> (size: Double, weight: Int, family: String) {
        let font = widget.fontDescription
        // Pango sizes are points unless absolute; GTK's CSS px at 96 dpi are points × 4/3.
        return (font.sizeIsAbsolute ? font.size : font.size * 96 / 72, font.weight, font.family)
    }
}

@_spi(Testing) extension RGBA {
    /// A GDK color's channels rounded to 8 bits.
    public init(gdk: CSSColor) {
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(gdk.red), green: byte(gdk.green), blue: byte(gdk.blue), alpha: Double(gdk.alpha))
    }

    /// Whether two colors are equal to within one 8-bit step per channel and 1/255 of alpha.
    public func isClose(to other: RGBA) -> Bool {
        abs(Int(red) - Int(other.red)) <= 1 && abs(Int(green) - Int(other.green)) <= 1
            && abs(Int(blue) - Int(other.blue)) <= 1 && abs(alpha - other.alpha) <= 1.0 / 255 + 1e-6
    }
}
