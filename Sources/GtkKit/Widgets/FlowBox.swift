import CGtk

/// A GtkFlowBox: children that flow into lines.
extension Gtk.Wrapper where Class == Gtk.FlowBoxClass {
    /// A new, empty flow box.
    @MainActor public init() { self.init(gtk_flow_box_new()!) }
    /// How many children can be selected.
    public var selectionMode: GtkSelectionMode { get { gtk_flow_box_get_selection_mode(pointer()) } nonmutating set { gtk_flow_box_set_selection_mode(pointer(), newValue) } }

    /// The gap between lines.
    public var rowSpacing: UInt32 { get { gtk_flow_box_get_row_spacing(pointer()) } nonmutating set { gtk_flow_box_set_row_spacing(pointer(), newValue) } }

    /// The gap between children of a line.
    public var columnSpacing: UInt32 { get { gtk_flow_box_get_column_spacing(pointer()) } nonmutating set { gtk_flow_box_set_column_spacing(pointer(), newValue) } }

    /// The fewest children a line holds.
    public var minChildrenPerLine: UInt32 { get { gtk_flow_box_get_min_children_per_line(pointer()) } nonmutating set { gtk_flow_box_set_min_children_per_line(pointer(), newValue) } }

    /// The most children a line holds.
    public var maxChildrenPerLine: UInt32 { get { gtk_flow_box_get_max_children_per_line(pointer()) } nonmutating set { gtk_flow_box_set_max_children_per_line(pointer(), newValue) } }

    /// Whether every child gets the same size.
    public var isHomogeneous: Bool { get { gtk_flow_box_get_homogeneous(pointer()) != 0 } nonmutating set { gtk_flow_box_set_homogeneous(pointer(), newValue ? 1 : 0) } }

    /// Adds `child` at the end (in a GtkFlowBoxChild).
    public func append(_ child: WidgetPointer) { gtk_flow_box_append(pointer(), child) }

    /// The child at `index`, if any.
    public func child(at index: Int32) -> UnsafeMutablePointer<GtkFlowBoxChild>? { gtk_flow_box_get_child_at_index(pointer(), index) }
}
