import GtkKit
import MontageAudit
import MontageStories

/// Finds the part a step addresses on a live page, in the page's accessible tree (what a screen
/// reader reads): by role and accessible name, a name matching a part's whole name or its first
/// text (a ListCell row is named "label, description, …"), within a container when the locator
/// is narrowed, the n-th when it asks. A part not found, or not one, says which parts are there.
@MainActor
package enum PartFinder {
    /// Why a locator found no single part.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        /// What a person reads: the locator, what was found, and the parts there are.
        package let description: String
    }

    /// The one part `locator` addresses on `page`.
    package static func find(_ locator: PartLocator, in page: WidgetPointer) throws(Problem) -> WidgetPointer {
        if let point = locator.point {
            guard let widget = page.pick(point.x, point.y) else { throw Problem(description: "nothing takes input at \(locator.description)") }
            return widget
        }
        let nodes = AccessibleTree.read(page, page: page)
        let matches = try candidates(locator, among: nodes, page: page)
        if let index = locator.index {
            guard index <= matches.count else {
                throw Problem(description: "\(locator.description): there are \(matches.count) such parts" + listing(nodes))
            }
            return matches[index - 1].widget
        }
        guard let only = matches.first else { throw Problem(description: "no \(locator.description) on the page" + listing(nodes)) }
        guard matches.count == 1 else {
            throw Problem(description: "\(matches.count) parts are \(locator.description): narrow it with .in(…) or .nth(n)")
        }
        return only.widget
    }

    /// How many parts `locator` matches on `page` (its index aside).
    package static func count(_ locator: PartLocator, in page: WidgetPointer) throws(Problem) -> Int {
        try matches(locator, in: page).count
    }

    /// The parts `locator` matches on `page` (its index aside), in tree order.
    package static func matches(_ locator: PartLocator, in page: WidgetPointer) throws(Problem) -> [WidgetPointer] {
        var all = locator
        all.index = nil
        return try candidates(all, among: AccessibleTree.read(page, page: page), page: page).map(\.widget)
    }

    /// The parts of `nodes` that `locator` (its index aside) matches, in tree order.
    private static func candidates(_ locator: PartLocator, among nodes: [AuditNode], page: WidgetPointer) throws(Problem) -> [AuditNode] {
        var within: WidgetPointer?
        if let scope = locator.scope { within = try find(scope.locator, in: page) }
        let matches = nodes.filter { node in
            guard let role = locator.role, roles(of: role).map({ $0.contains(node.role) }) ?? !node.namedByType else { return false }
            guard node.name == locator.name || node.name.hasPrefix(locator.name + ", ") else { return false }
            return within.map { node.widget != $0 && node.widget.isInside($0) } ?? true
        }
        // A part inside another match is that part (a list row and the ListCell it holds are one cell).
        return matches.filter { match in !matches.contains { $0.widget != match.widget && match.widget.isInside($0.widget) } }
    }

    /// The GTK roles a locator's role stands for; nil: any role.
    package static func roles(of role: PartLocator.Role) -> [Gtk.AccessibleRole]? {
        switch role {
        case .button: [.button]
        case .cell: [.listItem, .row]
        case .field: [.textBox, .searchBox, .spinButton]
        case .checkbox: [.checkbox]
        case .radio: [.radio]
        case .switch: [.switch]
        case .text: [.label]
        case .heading: [.heading]
        case .list: [.list, .listBox, .grid, .treeGrid]
        case .image: [.image]
        case .part: nil
        }
    }

    /// The named parts there are, by role and name, for a problem's message (20 at most).
    private static func listing(_ nodes: [AuditNode]) -> String {
        let named = nodes.filter { !$0.namedByType && !$0.name.isEmpty }
            .map { "\(AccessibleReading.roleName($0.role)) \"\($0.name)\"" }
        guard !named.isEmpty else { return "; the page has no named part" }
        return "; the parts there: " + named.prefix(20).joined(separator: ", ") + (named.count > 20 ? ", … (\(named.count) in all)" : "")
    }
}
