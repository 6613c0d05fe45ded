import Montage
import MontageCatalog

/// One violation the audit found: which rule, in which story and scheme, on which widget (its
/// locator and, to a reader, its role and name), what is wrong, and where it is on the page.
package struct AuditFinding: Codable, Equatable, Sendable {
    /// A box in page pixels.
    package struct Box: Codable, Equatable, Sendable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The rule broken.
    package var rule: AuditRule
    /// The story's id.
    package var story: String
    /// `light` or `dark`.
    package var scheme: String
    /// The widget's path from the page (`AuditNode.locator`).
    package var locator: String
    /// Its accessible role (`button`, `label`, …).
    package var role: String
    /// Its accessible name ("" for none).
    package var name: String
    /// What is wrong, with the figures measured.
    package var message: String
    /// Where it is on the page; nil when it has no box there.
    package var bounds: Box?
    /// The accepted-violations entry that covers it, if any (its reason).
    package var accepted: String?

    /// One line for a terminal: `story (scheme) rule: message — locator`.
    package var line: String {
        let shown = name.isEmpty ? role : "\(role) “\(name)”"
        return "\(story) (\(scheme)) \(rule.rawValue): \(shown): \(message) [\(locator)]"
    }
}
