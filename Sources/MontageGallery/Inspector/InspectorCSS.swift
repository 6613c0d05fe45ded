import MontageGtk
import GtkKit
import MontageCatalog

/// The inspector card's rules: an elevated surface with a hairline and a soft shadow, keys in
/// the tertiary text color, figures in tabular digits. Colors by token only.
@MainActor
enum InspectorCSS {
    static let rules = """
        .inspector-card { padding: 12px 14px; border-radius: 12px; background-color: @surfaceElevatedPrimary;
            box-shadow: 0 0 0 1px @lineNeutralPrimary, 0 6px 18px @lineNeutralSecondary; }
        .inspector-card .inspector-part, .inspector-card .inspector-value { color: @foregroundNeutralPrimary; }
        .inspector-card .inspector-value { font-feature-settings: "tnum" 1; }
        .inspector-card .inspector-key, .inspector-card .inspector-also, .inspector-card .inspector-hint { color: @foregroundNeutralSecondary; }
        .inspector-card .inspector-hint { margin-top: 4px; }
        """

    /// Adds the rules to the theme (idempotent).
    static func register() {
        Theme.register(stylesheet: rules, named: "inspector")
    }
}
