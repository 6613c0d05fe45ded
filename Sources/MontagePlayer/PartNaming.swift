import GtkKit
import MontageAudit
import MontageStories

/// The locators that address a widget a person acted on, as a recorder writes them, best
/// first: the nearest part around it that a person would name (a button, a switch, a field, a
/// cell; then a text, a heading, an image), by role and accessible name (a cell by its first
/// text), narrowed until it is the only match (within a named container, else the n-th); a
/// point of the page only when nothing around it has a name.
@MainActor
package enum PartNaming {
    /// The roles a recorded step names a part by, the ones a person acts on first.
    static let preferred: [PartLocator.Role] = [.button, .checkbox, .radio, .switch, .field, .cell, .text, .heading, .image, .list]

    /// Unique locators of the part at or around `widget` on `page`, best first; `point` (in the
    /// page's coordinates) is the last resort.
    package static func locators(for widget: WidgetPointer, in page: WidgetPointer, point: (x: Double, y: Double)? = nil) -> [PartLocator] {
        let nodes = AccessibleTree.read(page, page: page)
        var chain: [WidgetPointer] = []
        var current: WidgetPointer? = widget
        while let candidate = current {
            chain.append(candidate)
            if candidate == page { break }
            current = candidate.parent
        }
        var found: [(rank: Int, depth: Int, locator: PartLocator)] = []
        for (depth, ancestor) in chain.enumerated() {
            guard let node = nodes.first(where: { $0.widget == ancestor }), !node.namedByType, !node.name.isEmpty,
                  let role = preferred.first(where: { PartFinder.roles(of: $0)?.contains(node.role) ?? false }) else { continue }
            let name = role == .cell ? String(node.name.split(separator: ", ", maxSplits: 1).first ?? Substring(node.name)) : node.name
            guard let locator = unique(PartLocator(role, name), for: ancestor, in: page, scopes: Array(chain[(depth + 1)...]), nodes: nodes) else { continue }
            found.append((preferred.firstIndex(of: role) ?? preferred.count, depth, locator))
        }
        // Interactive parts (a button, a field, a cell) before texts; the nearest first within each.
        var locators = found.sorted { ($0.rank < 6 ? 0 : 1, $0.depth) < ($1.rank < 6 ? 0 : 1, $1.depth) }.map(\.locator)
        if let point { locators.append(PartLocator(x: point.x.rounded(), y: point.y.rounded())) }
        var seen: [PartLocator] = []
        return locators.filter { locator in
            guard !seen.contains(locator) else { return false }
            seen.append(locator)
            return true
        }
    }

    /// `locator` narrowed until it finds `widget` alone: as it is, within the nearest of `scopes`
    /// (its containers, innermost first) that has a unique name of its own, else the n-th.
    private static func unique(_ locator: PartLocator, for widget: WidgetPointer, in page: WidgetPointer,
                               scopes: [WidgetPointer], nodes: [AuditNode]) -> PartLocator? {
        guard let matches = try? PartFinder.matches(locator, in: page), let position = matches.firstIndex(of: widget) else { return nil }
        if matches.count == 1 { return locator }
        for scope in scopes {
            guard let node = nodes.first(where: { $0.widget == scope }), !node.namedByType, !node.name.isEmpty,
                  let role = preferred.first(where: { PartFinder.roles(of: $0)?.contains(node.role) ?? false }) else { continue }
            let name = role == .cell ? String(node.name.split(separator: ", ", maxSplits: 1).first ?? Substring(node.name)) : node.name
            let container = PartLocator(role, name)
            guard (try? PartFinder.matches(container, in: page))?.count == 1 else { continue }
            var narrowed = locator
            narrowed.scope = PartLocator.Scope(container)
            if let within = try? PartFinder.matches(narrowed, in: page), within == [widget] { return narrowed }
        }
        var nth = locator
        nth.index = position + 1
        return nth
    }
}
