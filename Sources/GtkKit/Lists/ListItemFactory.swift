import CGtk

/// A GtkSignalListItemFactory: makes and fills a list view's (or a column's) rows with Swift
/// closures. A new factory is a reference the caller owns, taken over by its view or column.
public struct ListItemFactory: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// When a closure runs for a list item: GTK's signals of the factory.
    public enum Stage: String, Sendable {
        /// A new list item: make its child (`setup`).
        case setup
        /// The list item is to show an item: fill its child from it (`bind`).
        case bind
        /// The list item no longer shows its item (`unbind`).
        case unbind
        /// The list item is dropped (`teardown`).
        case teardown
    }

    /// A factory with no closures yet.
    @MainActor public init() { gRaw = UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()!) }

    /// Calls `body` with the list item at each `stage`.
    @MainActor public func on(_ stage: Stage, _ body: @escaping @MainActor (ListItem) -> Void) {
        Signal.connect(self, stage.rawValue) { arguments in
            if let item = arguments.pointer(1) { body(ListItem(gRaw: item)) }
            return nil
        }
    }
}

/// A GtkListItem: one row (or cell) of a list view, given to a `ListItemFactory`'s closures.
public struct ListItem: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: OpaquePointer { OpaquePointer(gRaw) }

    /// The widget that shows the item.
    @MainActor public var child: WidgetPointer? {
        get { gtk_list_item_get_child(pointer) }
        nonmutating set { gtk_list_item_set_child(pointer, newValue) }
    }

    /// The model's item shown, taken (unchecked, as a C cast) as `Item`; nil while none is.
    /// The list keeps it alive while it is bound.
    @MainActor public func item<Item: GPointer>(as _: Item.Type = Item.self) -> Item? {
        gtk_list_item_get_item(pointer).map { Item(gRaw: $0) }
    }
}
