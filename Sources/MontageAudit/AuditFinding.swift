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
    /// For a part with no name of its own (a check box's indicator, a label in a button): what
    /// it is (its CSS node when its role says nothing) in the nearest named part around it
    /// (`check in check-box “알림 받기”`).
    package var within: String?
    /// What is wrong, with the figures measured.
    package var message: String
    /// Where it is on the page; nil when it has no box there.
    package var bounds: Box?
    /// The accepted-violations entry that covers it, if any (its reason).
    package var accepted: String?

    /// How a person knows the part: `button “삭제하기”`, or for one with no name, what it is in
    /// the named part around it; its role alone when nothing around it is named.
    package var title: String {
        name.isEmpty ? within ?? role : "\(role) “\(name)”"
    }

    /// One line for a terminal: `story (scheme) rule: message — locator`.
    package var line: String {
        "\(story) (\(scheme)) \(rule.rawValue): \(title): \(message) [\(locator)]"
    }
}
