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
        .review-sidebar .review-progress { padding-top: 0; }
        .review-empty { padding: 48px; background-color: @backgroundNeutralPrimary; }
        .review-empty .review-choose-folder { margin-top: 16px; }
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
        /* The slider's trough is its whole width, the image's, and its knob takes no room of it
           (its margins take back its width and borders): the knob's centre is over the cut. */
        #review-split { padding-left: 0; padding-right: 0; }
        #review-split > trough { border-left-width: 0; border-right-width: 0; }
        #review-split > trough > slider { margin-left: -10px; margin-right: -10px; }
        #review-split:focus:focus-visible > trough { outline-offset: 4px; }
        """
    }

    /// Registers the review's rules with the theme (idempotent).
    static func register() {
        Theme.register(stylesheet: css, named: "review")
    }
}
