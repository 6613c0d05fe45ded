import MontageGtk
import GtkKit

/// The Colors page's own rules: swatch buttons that look like their bare chip (no fill, border
/// or padding; a ring on hover and the brand focus ring from the keyboard), and the "copied"
/// badge on the inverse surface.
@MainActor
enum ColorsCSS {
    static let rules = """
        button.swatch-button, button.swatch-button:hover, button.swatch-button:active {
            padding: 0; margin: 0; min-width: 0; min-height: 0; border: none; border-radius: 12px;
            background-color: transparent; background-image: none; box-shadow: none; outline: none; }
        button.swatch-button:hover { box-shadow: 0 0 0 2px @lineNeutralPrimary; }
        button.swatch-button:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: 2px; }
        .swatch-copied { padding: 2px 8px; border-radius: 10px; background-color: @surfaceNeutralInverse; color: @foregroundNeutralInverse; box-shadow: 0 0 0 1px @lineNeutralPrimary; }
        """

    /// Adds the rules to the theme (idempotent).
    static func register() {
        Theme.register(stylesheet: rules, named: "tokens-colors")
    }
}
