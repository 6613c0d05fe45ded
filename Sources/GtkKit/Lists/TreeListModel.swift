import CGtk

/// A GtkTreeListModel: a tree shown as a list, its rows (`TreeListRow`s) opened and closed to
/// show or hide their children. A new tree is a reference the caller owns.
public struct TreeListModel: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: OpaquePointer { OpaquePointer(gRaw) }

    /// A tree of `roots`' items, closed, taking over `roots`; `children` gives an opened item's
    /// children as a new model the tree takes over, or nil for a leaf (no expander).
    @MainActor public init<Item: GPointer>(roots: ListModel, children: @escaping @MainActor (Item) -> ListModel?) {
        let box = Unmanaged.passRetained(ChildrenBox { item in children(Item(gRaw: item))?.gRaw }).toOpaque()
        gRaw = UnsafeMutableRawPointer(gtk_tree_list_model_new(OpaquePointer(roots.gRaw), 0, 0, childrenOf, box, releaseChildren)!)
    }

    /// The rows shown, as a list model of `TreeListRow`s.
    public var rows: ListModel { ListModel(gRaw: gRaw) }

    /// Calls `body` with the row at `position` of the rows shown, alive while `body` runs;
    /// nil when there is none.
    @MainActor @discardableResult public func withRow<Result>(at position: Int, _ body: (TreeListRow) -> Result) -> Result? {
        guard position >= 0, let row = gtk_tree_list_model_get_row(pointer, guint(position)) else { return nil }
        defer { g_object_unref(row.gRaw) }
        return body(TreeListRow(gRaw: row.gRaw))
    }
}

/// A GtkTreeListRow: one row of a `TreeListModel`, the item it shows and whether it is open.
public struct TreeListRow: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: OpaquePointer { OpaquePointer(gRaw) }

    /// How deep the row is: 0 for a top row, 1 for its children, …
    @MainActor public var depth: Int { Int(gtk_tree_list_row_get_depth(pointer)) }

    /// Whether the row is open, its children shown.
    @MainActor public var isExpanded: Bool {
        get { gtk_tree_list_row_get_expanded(pointer) != 0 }
        nonmutating set { gtk_tree_list_row_set_expanded(pointer, newValue ? 1 : 0) }
    }

    /// Calls `body` with the item the row shows, taken (unchecked, as a C cast) as `Item` and
    /// alive while `body` runs; nil when there is none.
    @MainActor @discardableResult public func withItem<Item: GPointer, Result>(as _: Item.Type = Item.self, _ body: (Item) -> Result) -> Result? {
        guard let item = gtk_tree_list_row_get_item(pointer) else { return nil }
        defer { g_object_unref(item) }
        return body(Item(gRaw: item))
    }
}

/// A tree's children closure, kept alive by the tree.
private final class ChildrenBox {
    let children: @MainActor (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    init(_ children: @escaping @MainActor (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?) { self.children = children }
}

private let childrenOf: GtkTreeListModelCreateModelFunc = { item, data in
    // GTK asks on the main thread; the pointers cross into main-actor code as addresses.
    guard let item, let data else { return nil }
    let itemAddress = UInt(bitPattern: item), boxAddress = UInt(bitPattern: data)
    let model = MainActor.assumeIsolated {
        let box = Unmanaged<ChildrenBox>.fromOpaque(UnsafeRawPointer(bitPattern: boxAddress)!).takeUnretainedValue()
        return box.children(UnsafeMutableRawPointer(bitPattern: itemAddress)!).map { UInt(bitPattern: $0) }
    }
    return model.flatMap { OpaquePointer(bitPattern: $0) }
}

private let releaseChildren: GDestroyNotify = { data in
    Unmanaged<ChildrenBox>.fromOpaque(data!).release()
}
