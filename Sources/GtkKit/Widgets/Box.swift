import CGtk

/// A GtkBox: children in a row or a column.
extension Gtk.Wrapper where Class == Gtk.BoxClass {
    /// A new, empty box laying its children out along `orientation`, `spacing` apart.
    @MainActor public init(_ orientation: GtkOrientation, spacing: Int32 = 0) { self.init(gtk_box_new(orientation, spacing)!) }

    /// The gap between children.
    public var spacing: Int32 { get { gtk_box_get_spacing(pointer()) } nonmutating set { gtk_box_set_spacing(pointer(), newValue) } }

    /// Adds `child` at the end.
    public func append(_ child: WidgetPointer) { gtk_box_append(pointer(), child) }

    /// Adds `child` at the start.
    public func prepend(_ child: WidgetPointer) { gtk_box_prepend(pointer(), child) }

    /// Removes `child`.
    public func remove(_ child: WidgetPointer) { gtk_box_remove(pointer(), child) }

    /// Inserts `child` after `sibling` (nil: first).
    public func insertChild(_ child: WidgetPointer, after sibling: WidgetPointer?) { gtk_box_insert_child_after(pointer(), child, sibling) }
}

extension Gtk.Wrapper where Class == Gtk.BoxClass {
    /// Moves `child` after `sibling` (nil: first).
    public func reorderChild(_ child: WidgetPointer, after sibling: WidgetPointer?) { gtk_box_reorder_child_after(pointer(), child, sibling) }
}
