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
        /* A disabled widget without a color of its own takes its container's (a disabled
           ListCell gives its content foregroundDisablePrimary), not the theme's grey. This is
           as weak as a color class, so a view that sets its own color keeps it. */
        :disabled { color: inherit; }
        """
    }
}
