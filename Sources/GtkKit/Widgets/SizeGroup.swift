import CGtk

/// A GtkSizeGroup: widgets that get the same size in one dimension, the largest one's request.
/// A new group is a reference the caller owns (hold it in an `ObjectRef(_, owned: true)`).
public struct SizeGroup: GPointer, Equatable {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: UnsafeMutablePointer<GtkSizeGroup> { cast(self) }

    /// A new group sizing its widgets alike along `orientation`.
    @MainActor public init(_ orientation: GtkOrientation) {
        let mode = orientation == .horizontal ? GTK_SIZE_GROUP_HORIZONTAL : GTK_SIZE_GROUP_VERTICAL
        gRaw = UnsafeMutableRawPointer(gtk_size_group_new(mode)!)
    }

    /// Adds `widget` to the group.
    @MainActor public func add(_ widget: WidgetPointer) { gtk_size_group_add_widget(pointer, widget) }

    /// Takes `widget` out of the group.
    @MainActor public func remove(_ widget: WidgetPointer) { gtk_size_group_remove_widget(pointer, widget) }
}
