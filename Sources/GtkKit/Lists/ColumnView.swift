import CGtk

/// A GtkColumnView: a table of a model's items, a `ColumnViewColumn` per column, sorted by the
/// column whose heading is chosen.
extension Gtk.Wrapper where Class == Gtk.ColumnViewClass {
    /// A new column view with no columns and no model.
    @MainActor public init() { self.init(gtk_column_view_new(nil)!) }

    /// Shows `model`'s items (taking over the caller's reference) with no selection, in the order
    /// of the view's sorter: the column chosen by its heading or `sort(by:ascending:)`.
    @MainActor public func showSorted(_ model: ListModel) {
        let sorter = gtk_column_view_get_sorter(pointer())
        if let sorter { g_object_ref(sorter.gRaw) }  // the sorted model takes it over
        let sorted = gtk_sort_list_model_new(OpaquePointer(model.gRaw), sorter)!
        let selection = gtk_no_selection_new(cast(sorted))!
        gtk_column_view_set_model(pointer(), cast(selection))
        g_object_unref(selection.gRaw)  // the view holds it
    }

    /// The model shown (a selection model), nil before one is.
    @MainActor public var model: ListModel? { gtk_column_view_get_model(pointer()).map { ListModel(gRaw: $0.gRaw) } }

    /// Whether the columns can be dragged by their headings to another place.
    @MainActor public var isReorderable: Bool { get { gtk_column_view_get_reorderable(pointer()) != 0 } nonmutating set { gtk_column_view_set_reorderable(pointer(), newValue ? 1 : 0) } }

    /// The columns, in order: a model of `ColumnViewColumn`s.
    @MainActor public var columns: ListModel { ListModel(gRaw: gtk_column_view_get_columns(pointer())!.gRaw) }

    /// Adds `column` at the end; the view takes over the caller's reference to it.
    @MainActor public func append(_ column: ColumnViewColumn) {
        gtk_column_view_append_column(pointer(), OpaquePointer(column.gRaw))
        column.unref()
    }

    /// Sorts by `column` alone, ascending or descending (nil: drops the sorting, the model's own
    /// order showing again).
    @MainActor public func sort(by column: ColumnViewColumn?, ascending: Bool = true) {
        gtk_column_view_sort_by_column(pointer(), column.map { OpaquePointer($0.gRaw) }, ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }
}

/// A GtkColumnViewColumn: a column of a `Gtk.ColumnView`, its heading's title and how its cells
/// are made and sorted.
public struct ColumnViewColumn: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: OpaquePointer { OpaquePointer(gRaw) }

    /// A new column headed `title` whose cells `factory` makes (it takes over the caller's
    /// reference to the factory); a reference the caller owns until `Gtk.ColumnView.append`.
    @MainActor public init(title: String, factory: ListItemFactory) {
        gRaw = UnsafeMutableRawPointer(gtk_column_view_column_new(title, OpaquePointer(factory.gRaw))!)
    }

    /// Whether its heading's edge can be dragged to resize it.
    @MainActor public var isResizable: Bool { get { gtk_column_view_column_get_resizable(pointer) != 0 } nonmutating set { gtk_column_view_column_set_resizable(pointer, newValue ? 1 : 0) } }

    /// Whether it takes a share of the width the view has to spare.
    @MainActor public var expands: Bool { get { gtk_column_view_column_get_expand(pointer) != 0 } nonmutating set { gtk_column_view_column_set_expand(pointer, newValue ? 1 : 0) } }

    /// Its width in pixels (-1: its cells' natural width).
    @MainActor public var fixedWidth: Int32 { get { gtk_column_view_column_get_fixed_width(pointer) } nonmutating set { gtk_column_view_column_set_fixed_width(pointer, newValue) } }

    /// Makes the column sortable, its items ordered by `compare` (negative: the first comes
    /// first; a GtkCustomSorter). `compare` gets the items unchecked as `Item`.
    @MainActor public func sort<Item: GPointer & SendableMetatype>(by compare: @escaping @Sendable (Item, Item) -> Int) {
        let box = SorterBox { a, b in compare(Item(gRaw: a), Item(gRaw: b)) }
        let sorter = gtk_custom_sorter_new(compareItems, Unmanaged.passRetained(box).toOpaque(), releaseSorterBox)!
        gtk_column_view_column_set_sorter(pointer, cast(sorter))
        g_object_unref(sorter.gRaw)  // the column holds it
    }
}

/// A comparison kept alive by its sorter.
private final class SorterBox: Sendable {
    let compare: @Sendable (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int
    init(_ compare: @escaping @Sendable (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int) { self.compare = compare }
}

private let compareItems: GCompareDataFunc = { a, b, data in
    guard let a, let b, let data else { return 0 }
    let order = Unmanaged<SorterBox>.fromOpaque(data).takeUnretainedValue()
        .compare(UnsafeMutableRawPointer(mutating: a), UnsafeMutableRawPointer(mutating: b))
    return Int32(order.signum())
}

private let releaseSorterBox: GDestroyNotify = { data in
    Unmanaged<SorterBox>.fromOpaque(data!).release()
}
