/// The delivery list's state, apart from its widgets: the deliveries in order, the search
/// query and what it lets through, the one row whose delete action is open, and the deletions
/// (for undo, the last first). Every change goes through here; the screen shows it.
@MainActor
final class DeliveryList {
    /// What was deleted last and where it was, for `undo`.
    struct Removal: Equatable {
        let delivery: Delivery
        let index: Int
    }

    /// Every delivery, in order.
    private(set) var deliveries: [Delivery]
    /// The search text; the visible deliveries are those matching it.
    var query = ""
    /// The delivery whose delete action is revealed (one at a time), if any.
    private(set) var openID: String?
    /// The deletions not undone, in order.
    private(set) var removals: [Removal] = []
    /// The last deletion not undone (what `undo` puts back).
    var lastRemoval: Removal? { removals.last }

    init(_ deliveries: [Delivery]) { self.deliveries = deliveries }

    /// The deliveries the query lets through, in order.
    var visible: [Delivery] { deliveries.filter { $0.matches(query) } }

    /// Marks `id` as the open row (nil: none); returns the row that was open before, to close.
    @discardableResult
    func open(_ id: String?) -> String? {
        let previous = openID
        openID = id
        return previous == id ? nil : previous
    }

    /// Deletes `id`; returns the removal (nil when there is no such delivery).
    @discardableResult
    func delete(_ id: String) -> Removal? {
        guard let index = deliveries.firstIndex(where: { $0.id == id }) else { return nil }
        let removal = Removal(delivery: deliveries.remove(at: index), index: index)
        if openID == id { openID = nil }
        removals.append(removal)
        return removal
    }

    /// Puts the last deleted delivery back where it was; returns it (nil: nothing to undo).
    /// Deletions undo last first, so each goes back to its own place.
    @discardableResult
    func undo() -> Removal? {
        guard let removal = removals.popLast() else { return nil }
        deliveries.insert(removal.delivery, at: min(removal.index, deliveries.count))
        return removal
    }
}
