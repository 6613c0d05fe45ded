import GtkKit

/// A ListCell slot: a horizontal box of items, or with `fixedHeight` a `FixedHeightRow` that
/// keeps that height whatever its items (label-trailing: 22, never growing the row). The box is
/// built, and handed to `insert`, only when the slot first gets items. Setting resources of
/// the same kinds updates the items in place (checkbox and switch widgets survive, focus too);
/// any other change rebuilds the items. Hidden while empty.
@MainActor
final class ListCellSlot<Resource> {
    /// The slot's box, once built.
    private(set) var box: WidgetPointer?
    /// Places the box in the cell when it is built.
    var insert: (@MainActor (WidgetPointer) -> Void)?
    private(set) var items: [ListCellSlotItem<Resource>] = []
    private let part: ListCellPart
    private let spacing: Int32
    private let fixedHeight: Int32?
    private let kind: (Resource) -> String
    private let make: @MainActor (Resource) -> ListCellSlotItem<Resource>

    init(part: ListCellPart, spacing: Int32, fixedHeight: Int32? = nil, kind: @escaping (Resource) -> String,
         make: @escaping @MainActor (Resource) -> ListCellSlotItem<Resource>) {
        self.part = part
        self.spacing = spacing
        self.fixedHeight = fixedHeight
        self.kind = kind
        self.make = make
    }

    func set(_ resources: [Resource]) {
        guard !resources.isEmpty || box != nil else { return }
        let box = self.box ?? makeBox()
        let kinds = resources.map(kind)
        if kinds == items.map(\.kind) && !kinds.contains("slot") {
            for (item, resource) in zip(items, resources) { item.update(resource) }
        } else {
            for item in items { fixedHeight == nil ? Gtk.Box(box).remove(item.widget) : item.widget.unparent() }
            items = resources.map(make)
            for item in items { fixedHeight == nil ? Gtk.Box(box).append(item.widget) : item.widget.insert(in: box, before: nil) }
        }
        box.isVisible = !resources.isEmpty
    }

    /// This slot, placing its box with `insert` when it is built.
    func inserting(_ insert: @escaping @MainActor (WidgetPointer) -> Void) -> Self {
        self.insert = insert
        return self
    }

    /// Aligns the whole group on the cross axis.
    func align(_ vertical: Gtk.Align) {
        if let box { box.valign = vertical }
    }

    private func makeBox() -> WidgetPointer {
        let box = (fixedHeight.map { FixedHeightRow(height: $0, spacing: spacing).widget } ?? Build.hbox(spacing: spacing))
            .classes(["list-cell-slot"]).named(part)
        self.box = box
        insert?(box)
        return box
    }
}
