import MontageGtk
import GtkKit

/// The gallery's own rules (shell, pages), colors only by `@token` reference.
@MainActor
package enum GalleryStylesheet {
    package static var css: String {
        """
        .gallery-page { padding: 32px 40px 48px 40px; }
        .gallery-playground, .docs-page { padding: 32px 40px 0 40px; }
        .compare-view { padding: 24px 32px; }
        .compare-caption { color: @foregroundNeutralSecondary; }
        .compare-surface { border-radius: 12px; box-shadow: inset 0 0 0 1px @lineNeutralTertiary; }
        window.narrow .gallery-page { padding: 24px 16px 40px 16px; }
        window.narrow .gallery-playground, window.narrow .docs-page { padding: 24px 16px 0 16px; }
        .gallery-playground .responsive-panes scrolledwindow > viewport > box, .docs-page .responsive-panes scrolledwindow > viewport > box { padding-bottom: 32px; margin-right: 12px; }
        .gallery-playground .responsive-panes scrolledwindow > viewport > box:dir(rtl), .docs-page .responsive-panes scrolledwindow > viewport > box:dir(rtl) { margin-right: 0; margin-left: 12px; }
        .preview-canvas { padding: 16px; border-radius: 16px; box-shadow: inset 0 0 0 1px @lineNeutralTertiary; }
        .story-code-panel { padding: 12px 24px; border-top: 1px solid @lineNeutralTertiary; background-color: @backgroundNeutralSecondary; }
        .code-frame { border-radius: 8px; background-color: @surfaceNeutralPrimary; box-shadow: inset 0 0 0 1px @lineNeutralTertiary; }
        label.code-text { padding: 8px 12px; color: @foregroundNeutralPrimary; font-family: "\(CodeFont.family)"; }
        textview.code-editor { font-family: "\(CodeFont.family)"; font-size: 12px; }
        textview.code-editor, textview.code-editor > text { background-color: transparent; color: @foregroundNeutralPrimary; }
        textview.code-editor > text > selection { background-color: alpha(@foregroundBrandPrimary, 0.25); }
        .code-frame:focus-within { box-shadow: inset 0 0 0 2px @foregroundBrandPrimary; }
        .preview-canvas.contrast { background-color: @backgroundNeutralSecondary; }
        .event-log-placeholder, .event-line { color: @foregroundNeutralSecondary; font-feature-settings: "tnum" 1; }
        .vision-banner { padding: 6px 24px; border-bottom: 1px solid @lineNeutralTertiary; background-color: @backgroundNeutralSecondary; }
        .story-problem { color: @foregroundNegativeStrong; }
        .interactions-steps { background-color: transparent; }
        .interactions-steps row { padding: 4px 8px; border-radius: 8px; }
        .interactions-mark { min-width: 16px; font-weight: 700; }
        .interactions-number, .interactions-time, .interactions-status { color: @foregroundNeutralSecondary; font-feature-settings: "tnum" 1; }
        .interactions-steps row.step-running { background-color: @backgroundNeutralPrimary; }
        .interactions-steps row.step-failed .interactions-mark, .interactions-failure > label:first-child { color: @foregroundNegativeStrong; }
        .interactions-steps row.step-skipped label { color: @foregroundNeutralSecondary; }
        .interactions-failure { padding: 12px; border-radius: 12px; border: 1px solid @lineNegativePrimary; background-color: @backgroundNeutralPrimary; }
        .accessibility-panel list { background-color: transparent; }
        .accessibility-panel row.finding { padding: 6px 8px; border-radius: 8px; color: @foregroundNeutralPrimary; }
        .accessibility-panel row.finding:hover { background-color: @surfaceNeutralTertiary; }
        .accessibility-panel row.finding:selected { background-color: @surfaceNeutralSecondary; }
        .accessibility-panel row.finding:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -2px; }
        .accessibility-panel .finding-rule { padding: 12px 8px 4px 8px; color: @foregroundNeutralSecondary; }
        .accessibility-summary, .finding-message, .finding-accepted { color: @foregroundNeutralSecondary; }
        .page-title { color: @foregroundNeutralPrimary; }
        .docs-rows { border-radius: 12px; box-shadow: inset 0 0 0 1px @lineNeutralTertiary; }
        .docs-row { padding: 12px 16px; border-bottom: 1px solid @lineNeutralTertiary; }
        .docs-row:last-child { border-bottom: none; }
        .docs-call { font-family: "\(CodeFont.family)"; color: @foregroundNeutralPrimary; }
        .docs-text { color: @foregroundNeutralPrimary; }
        .docs-facts { color: @foregroundNeutralSecondary; }
        .docs-control { margin-top: 4px; }
        .docs-preview { padding: 8px 0; }
        .docs-page .responsive-panes scrolledwindow > viewport > box.docs-side { padding-bottom: 8px; }
        .docs-page .responsive-panes scrolledwindow:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -2px; border-radius: 12px; }
        .docs-example { margin-bottom: 12px; }
        .docs-example-canvas { padding: 4px 0; }
        .docs-note { padding: 6px 10px; border-radius: 8px; background-color: @backgroundNeutralSecondary; color: @foregroundNeutralSecondary; }
        .page-subtitle, .type-meta, .swatch-value { color: @foregroundNeutralSecondary; }
        .swatch-former { color: @foregroundNeutralSecondary; }
        .section-title { margin-top: 24px; color: @foregroundNeutralPrimary; }
        .group-title { margin-top: 8px; color: @foregroundNeutralSecondary; }
        .swatch-card flowboxchild, flowboxchild { padding: 0; }
        .type-row { padding: 12px 0; border-bottom: 1px solid @lineNeutralTertiary; }
        .type-sample { color: @foregroundNeutralPrimary; }
        .gallery-sidebar { background-color: @backgroundNeutralSecondary; border-right: 1px solid @lineNeutralTertiary; }
        .gallery-sidebar list { background-color: transparent; padding: 8px; }
        .gallery-sidebar .story-search { margin: 12px 16px 4px 16px; }
        .gallery-sidebar row { border-radius: 10px; padding: 8px 12px; color: @foregroundNeutralSecondary; }
        .gallery-sidebar row:hover { background-color: @surfaceNeutralTertiary; }
        .gallery-sidebar row:selected { background-color: @surfaceNeutralSecondary; color: @foregroundNeutralPrimary; }
        .gallery-sidebar .sidebar-section { padding: 16px 12px 4px 12px; color: @foregroundNeutralSecondary; }
        .gallery-sidebar row:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -2px; }
        .gallery-content { background-color: @backgroundNeutralPrimary; }
        .story-card { background-color: @surfaceNeutralPrimary; border-radius: 16px; box-shadow: 0 0 0 1px @lineNeutralTertiary; padding: 8px 0; }
        .control-panel { padding: 16px; border-radius: 16px; background-color: @surfaceNeutralTertiary; }
        .control-panel .group-title { margin-top: 0; }
        .control-heading { margin-top: 12px; color: @foregroundNeutralSecondary; }
        .control-title { color: @foregroundNeutralPrimary; }
        .control-row:disabled { opacity: 0.43; }
        .state-matrix { padding: 6px; }
        .playground-field { padding: 20px; }
        .playground-counter, .playground-footer { color: @foregroundNeutralSecondary; }
        .playground-trailing { color: @foregroundNeutralSecondary; }
        .playground-header { color: @foregroundNeutralSecondary; }
        button.autocomplete-suggestion { background: none; border: none; box-shadow: none; padding: 6px 0; color: @foregroundNeutralPrimary; }
        button.autocomplete-suggestion label { font-weight: 400; }
        .playground-slot { padding: 2px 8px; border-radius: 6px; background-color: @surfaceAccentViolet; color: @foregroundAccentViolet; }
        .story-diagnostics { padding: 12px 16px; border-radius: 12px; background-color: @surfaceNegativePrimary; box-shadow: inset 0 0 0 1px @lineNegativePrimary; }
        .story-diagnostics .diagnostic-message { color: @foregroundNegativeStrong; }
        .story-arguments { padding: 12px 16px; border-radius: 12px; background-color: @backgroundNeutralSecondary; }
        .story-diagnostics .diagnostic-source { font-family: "\(CodeFont.family)"; color: @foregroundNeutralSecondary; }
        .empty-state { color: @foregroundNeutralSecondary; }
        window.montage headerbar.gallery-header, window.montage headerbar.gallery-header:backdrop {
            background-image: none; background-color: @backgroundNeutralSecondary; color: @foregroundNeutralPrimary;
            box-shadow: inset 0 -1px @lineNeutralTertiary;
        }
        window.montage headerbar.gallery-header windowcontrols button { color: @foregroundNeutralSecondary; }
        .scheme-switch button { padding: 4px 12px; background-image: none; background-color: @surfaceNeutralSecondary; color: @foregroundNeutralSecondary; border-color: @lineNeutralSecondary; box-shadow: none; }
        .scheme-switch button:hover { background-color: @surfaceNeutralStrong; }
        .scheme-switch button:checked { background-color: @surfaceBrandPrimary; color: @staticWhite; }
        .scheme-switch button:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -4px; }
        .scheme-switch button:checked:focus-visible { outline-color: @staticWhite; }
        .playground-chrome switch:focus-visible, .playground-chrome button:focus-visible, .playground-chrome dropdown > button:focus-visible,
        button.control-button:focus-visible,
        .playground-chrome spinbutton:focus-within, .playground-chrome entry:focus-within, headerbar button:focus-visible {
            outline: 2px solid @foregroundBrandPrimary; outline-offset: 2px;
        }
        .playground-chrome spinbutton:focus-within, .playground-chrome entry:focus-within { outline-offset: 0; }
        .playground-chrome spinbutton, .playground-chrome entry { border-color: @foregroundNeutralTertiary; }
        """
    }

    /// Registers the gallery's rules with the theme (idempotent), and the Colors page's, the page
    /// a gallery opens on: registered before the theme is installed, they are parsed with it,
    /// where a fragment registered later has the theme's whole stylesheet parsed again.
    package static func register() {
        CodeFont.register()
        Theme.register(stylesheet: css, named: "gallery")
        ColorsCSS.register()
    }
}
