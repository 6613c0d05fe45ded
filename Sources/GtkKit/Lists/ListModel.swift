import CGtk

/// A GListModel: the items (GObjects) a list widget shows. A model made here is a reference the
/// caller owns: hand it to what takes it over (a view, another model), or `unref()` it.
public struct ListModel: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: OpaquePointer { OpaquePointer(gRaw) }

    /// A GtkStringList of `strings`, in order: its items are `StringObject`s.
    @MainActor public static func strings(_ strings: [String]) -> ListModel {
        let list = gtk_string_list_new(nil)!
        for string in strings { gtk_string_list_append(list, string) }
        return ListModel(gRaw: UnsafeMutableRawPointer(list))
    }

    /// The number of items.
    @MainActor public var count: Int { Int(g_list_model_get_n_items(pointer)) }

    /// Calls `body` with the item at `position`, taken (unchecked, as a C cast) as `Item` and
    /// alive while `body` runs; nil when there is no item there.
    @MainActor @discardableResult public func withItem<Item: GPointer, Result>(at position: Int, as _: Item.Type = Item.self,
                                                            _ body: (Item) -> Result) -> Result? {
        guard position >= 0, position < count, let item = g_list_model_get_item(pointer, guint(position)) else { return nil }
        defer { g_object_unref(item) }
        return body(Item(gRaw: item))
    }

    /// This model as a GtkNoSelection: what a view shows when nothing is to be selected. It
    /// takes over the caller's reference to this model.
    @MainActor public func withoutSelection() -> ListModel {
        ListModel(gRaw: UnsafeMutableRawPointer(gtk_no_selection_new(pointer)!))
    }
}

/// A GtkStringObject: a string as a list model's item (a GtkStringList's).
public struct StringObject: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// The string (a GtkStringObject's never changes, so it may be read from a sorter on any thread).
    public var string: String? { gtk_string_object_get_string(OpaquePointer(gRaw)).map { String(cString: $0) } }
}
