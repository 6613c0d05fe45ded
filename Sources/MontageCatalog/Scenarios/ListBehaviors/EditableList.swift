/// The edit-mode list's state: the items, whether the list is being edited, what is chosen,
/// and the deletions (each the items it took and their places), undone last first.
@MainActor
final class EditableList {
    /// One deletion: the items it took, each with its place before it, in order.
    typealias Removal = [(item: String, index: Int)]

    /// The items, in order.
    private(set) var items: [String]
    /// Whether the list is in edit mode.
    private(set) var isEditing = false
    /// The chosen items (only while editing).
    private(set) var chosen: Set<String> = []
    /// The deletions not undone, in order.
    private(set) var removals: [Removal] = []

    init(_ items: [String]) { self.items = items }

    /// Enters or leaves edit mode (leaving forgets the choice).
    func setEditing(_ editing: Bool) {
        isEditing = editing
        if !editing { chosen = [] }
    }

    /// Chooses `item` or unchooses it (nothing outside edit mode).
    func toggle(_ item: String) {
        guard isEditing else { return }
        if chosen.remove(item) == nil { chosen.insert(item) }
    }

    /// Deletes the chosen items; returns what went (empty: nothing was chosen).
    @discardableResult
    func deleteChosen() -> Removal {
        let removal = items.enumerated().filter { chosen.contains($0.element) }.map { (item: $0.element, index: $0.offset) }
        items.removeAll { chosen.contains($0) }
        chosen = []
        if !removal.isEmpty { removals.append(removal) }
        return removal
    }

    /// Puts the last deletion's items back in their places; returns them (nil: nothing to undo).
    @discardableResult
    func undo() -> Removal? {
        guard let removal = removals.popLast() else { return nil }
        for (item, index) in removal { items.insert(item, at: min(index, items.count)) }
        return removal
    }

    /// Starts over with `items`: out of edit mode, nothing chosen, nothing to undo.
    func reset(to items: [String]) {
        self.items = items
        setEditing(false)
        removals = []
    }
}
