import GtkKit

/// Rules every Montage surface shares: the page background and text color, and the font
/// stack. Colors are only ever `@token` references.
enum BaseCSS {
    static var rules: String {
        """
        window.montage, .montage-surface {
            background-color: @backgroundNeutralPrimary;
            color: @foregroundNeutralPrimary;
            font-family: \(TypographyCSS.fontFamily);
        }
        window.montage popover, window.montage tooltip { font-family: \(TypographyCSS.fontFamily); }
        """
    }
}
