import MontageGtk
import GtkKit
import MontageCatalog

/// The review window's rules (beside the gallery's, whose sidebar and header it shares), colors
/// only by `@token` reference.
@MainActor
enum ReviewStylesheet {
    static var css: String {
        """
        .review-sidebar .review-counts { padding: 16px 16px 4px 16px; color: @foregroundNeutralSecondary; }
        .review-sidebar .review-detail { color: @foregroundNeutralSecondary; }
        .review-sidebar row:selected .review-detail { color: @foregroundNeutralSecondary; }
        .review-decision.accepted { color: @foregroundPositivePrimary; }
        .review-decision.kept { color: @foregroundNeutralSecondary; }
        .review-details { padding: 16px 24px; background-color: @backgroundNeutralPrimary; color: @foregroundNeutralPrimary; }
        .review-summary, .review-hints, .review-probe { color: @foregroundNeutralSecondary; }
        .review-probe { font-feature-settings: "tnum" 1; }
        .review-status.error { color: @foregroundNegativeStrong; }
        .review-footer { padding-top: 8px; border-top: 1px solid @lineNeutralTertiary; }
        #review-canvas { color: @foregroundNeutralSecondary; }
        #review-canvas-scroller { border-radius: 12px; box-shadow: inset 0 0 0 1px @lineNeutralTertiary; background-color: @backgroundNeutralSecondary; }
        #review-canvas-scroller > viewport { padding: 12px; }
        """
    }

    /// Registers the review's rules with the theme (idempotent).
    static func register() {
        Theme.register(stylesheet: css, named: "review")
    }
}
