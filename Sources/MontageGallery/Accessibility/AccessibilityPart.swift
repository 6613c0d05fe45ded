import CGtk
import GtkKit

/// The widget names of the accessibility panel's parts (`AccessibilityPanel`, `AuditOutline`).
package enum AccessibilityPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The panel.
    case panel = "accessibility-panel"
    /// The list of findings.
    case findings = "accessibility-findings"
    /// The summary of the audit.
    case summary = "accessibility-summary"
    /// The Audit Again button.
    case auditAgain = "audit-again"
    /// The drop-down choosing a color vision deficiency to simulate.
    case visionChoice = "vision-choice"
    /// The outline drawn around a finding's widget.
    case auditOutline = "audit-outline"
}
