import GtkKit

/// The widget names of the accessibility panel's parts (`AccessibilityPanel`, `AuditOutline`).
///
/// Its parts: `panel` the panel; `findings` the list of findings; `summary` the summary of the
/// audit; `auditAgain` the Audit Again button; `visionChoice` the drop-down choosing a color vision
/// deficiency to simulate; `auditOutline` the outline drawn around a finding's widget;
/// `visionBanner` the line over the page while a simulation is on; `visionOff` its Turn Off button.
package enum AccessibilityPart: String, CaseIterable, Sendable, WidgetPartName {
    case panel = "accessibility-panel", findings = "accessibility-findings",
         summary = "accessibility-summary", auditAgain = "audit-again", visionChoice = "vision-choice",
         auditOutline = "audit-outline", visionBanner = "vision-banner", visionOff = "vision-off"
}
