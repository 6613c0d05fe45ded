import GtkKit
import MontageStories

/// Whether what a step expects of a part holds: the part found as `PartFinder` finds it, then
/// read back from GTK as a screen reader reads it (its text, value, checked, selected, disabled,
/// focused or expanded state) or counted. Expectations of the page (a logged event, a golden)
/// are the player's, which holds the log and the captures.
@MainActor
package enum PartExpectation {
    /// Nil when `expectation` holds for the part `locator` addresses on `page`; otherwise what
    /// is there instead, as a person reads it ("its text is \"…\"", "it is not checked").
    package static func mismatch(_ expectation: StepExpectation, of locator: PartLocator, in page: WidgetPointer) throws(PartFinder.Problem) -> String? {
        if case .count(let expected) = expectation {
            let found = try PartFinder.count(locator, in: page)
            return found == expected ? nil : "there \(found == 1 ? "is 1" : "are \(found)")"
        }
        let part = try PartFinder.find(locator, in: page)
        switch expectation {
        case .text(let expected):
            let shown = text(of: part)
            return shown == expected ? nil : "its text is \(StoryScript.quote(shown))"
        case .value(let expected):
            let value = Gtk.Editable(checking: part)?.text ?? AccessibleReading.string(part, .valueText) ?? ""
            return value == expected ? nil : "its value is \(StoryScript.quote(value))"
        case .checked(let expected):
            let on = AccessibleReading.state(part, .checked) == 1 || AccessibleReading.state(part, .pressed) == 1
            return state("checked", on, expected)
        case .selected(let expected): return state("selected", AccessibleReading.state(part, .selected) == 1, expected)
        case .disabled(let expected): return state("disabled", !part.isEffectivelySensitive, expected)
        case .focused(let expected): return state("focused", part.focusInRoot.map { $0.isInside(part) } ?? false, expected)
        case .expanded(let expected): return state("expanded", AccessibleReading.state(part, .expanded) == 1, expected)
        case .count, .event, .golden:
            throw PartFinder.Problem(description: "\(expectation.swift) is expected of the page, not of \(locator.description)")
        }
    }

    /// The expectations that hold for the part `locator` finds now, as a recorder offers them
    /// on a right click: its text, its value (an editable's), each state it has (checked,
    /// selected, expanded, focused, disabled or enabled) and how many parts the locator matches.
    package static func offered(for locator: PartLocator, in page: WidgetPointer) -> [StepExpectation] {
        guard let part = try? PartFinder.find(locator, in: page) else { return [] }
        var offered: [StepExpectation] = []
        let shown = text(of: part)
        if Gtk.Editable(checking: part) != nil { offered.append(.value(shown)) } else if !shown.isEmpty { offered.append(.text(shown)) }
        if AccessibleReading.state(part, .checked) != nil || AccessibleReading.state(part, .pressed) != nil {
            offered.append(.checked(AccessibleReading.state(part, .checked) == 1 || AccessibleReading.state(part, .pressed) == 1))
        }
        if let selected = AccessibleReading.state(part, .selected) { offered.append(.selected(selected == 1)) }
        if let expanded = AccessibleReading.state(part, .expanded) { offered.append(.expanded(expanded == 1)) }
        if part.focusInRoot.map({ $0.isInside(part) }) == true { offered.append(.focused(true)) }
        offered.append(.disabled(!part.isEffectivelySensitive))
        var all = locator
        all.index = nil
        if let count = try? PartFinder.count(all, in: page) { offered.append(.count(count)) }
        return offered
    }

    /// The text a part shows: a label's, an editable's content, else its accessible name.
    private static func text(of part: WidgetPointer) -> String {
        if let label = Gtk.Label(checking: part) { return label.text }
        if let editable = Gtk.Editable(checking: part) { return editable.text }
        return AccessibleReading.name(part).text
    }

    private static func state(_ name: String, _ actual: Bool, _ expected: Bool) -> String? {
        actual == expected ? nil : actual ? "it is \(name)" : "it is not \(name)"
    }
}
