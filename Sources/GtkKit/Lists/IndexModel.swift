import CGtk
import CGtkKit

// An item, once made, stays the same object for its position, and a new count changes only the
// tail, so a view keeps the rows of the positions that stay.

/// A list model (GtkKitIndexModel) of `count` items made on demand, each an `IndexItem` knowing
/// only its position. A new model is a reference the caller owns.
public struct IndexModel: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// A new model of `count` items.
    @MainActor public init(count: Int) { gRaw = UnsafeMutableRawPointer(gtkkit_index_model_new(guint(count))!) }

    /// The number of items; setting it drops the items past it or appends new positions (one
    /// `items-changed`).
    @MainActor public var count: Int {
        get { Int(g_list_model_get_n_items(OpaquePointer(gRaw))) }
        nonmutating set { gtkkit_index_model_set_n_items(OpaquePointer(gRaw), guint(newValue)) }
    }
}

/// An item of an `IndexModel`: its position.
public struct IndexItem: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// The item's position in its model.
    @MainActor public var index: Int { Int(gtkkit_index_item_get_index(OpaquePointer(gRaw))) }
}
