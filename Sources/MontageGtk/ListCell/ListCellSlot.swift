/// A ListCell slot: a horizontal box of items, or with `fixedHeight` a `FixedHeightRow` that
/// keeps that height whatever its items (label-trailing: 22, never growing the row). Setting
/// resources of the same kinds updates the items in place (checkbox and switch widgets
/// survive, focus too); any other change rebuilds the slot. Hidden while empty.
@MainActor
final class ListCellSlot<Resource> {
    let box: WidgetPointer
    private(set) var items: [ListCellSlotItem<Resource>] = []
    private let kind: (Resource) -> String
    private let make: @MainActor (Resource) -> ListCellSlotItem<Resource>

    private let fixed: Bool

    init(name: String, spacing: Int32, fixedHeight: Int32? = nil, kind: @escaping (Resource) -> String,
         make: @escaping @MainActor (Resource) -> ListCellSlotItem<Resource>) {
        fixed = fixedHeight != nil
        box = (fixedHeight.map { FixedHeightRow.make(height: $0, spacing: spacing) } ?? Build.hbox(spacing: spacing))
            .classes(["list-cell-slot"]).named(name)
        self.kind = kind
        self.make = make
        gtk_widget_set_visible(box, 0)
    }

    func set(_ resources: [Resource]) {
        let kinds = resources.map(kind)
        if kinds == items.map(\.kind) && !kinds.contains("slot") {
            for (item, resource) in zip(items, resources) { item.update(resource) }
        } else {
            for item in items { fixed ? FixedHeightRow.remove(item.widget) : gtk_box_remove(cast(box), item.widget) }
            items = resources.map(make)
            for item in items { fixed ? FixedHeightRow.append(item.widget, to: box) : gtk_box_append(cast(box), item.widget) }
        }
        gtk_widget_set_visible(box, resources.isEmpty ? 0 : 1)
    }

    /// Aligns the whole group on the cross axis.
    func align(_ vertical: GtkAlign) { gtk_widget_set_valign(box, vertical) }
}
