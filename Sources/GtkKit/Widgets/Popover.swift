import CGtk

/// A GtkPopover: a surface that pops up beside its parent.
extension Gtk.Wrapper where Class == Gtk.PopoverClass {
    /// A new popover without a child.
    @MainActor public init() { self.init(gtk_popover_new()!) }
    /// The content.
    public var child: WidgetPointer? { get { gtk_popover_get_child(pointer()) } nonmutating set { gtk_popover_set_child(pointer(), newValue) } }

    /// Whether it points at its parent with an arrow.
    public var hasArrow: Bool { get { gtk_popover_get_has_arrow(pointer()) != 0 } nonmutating set { gtk_popover_set_has_arrow(pointer(), newValue ? 1 : 0) } }

    /// Whether a click outside closes it (and it takes the keyboard grab).
    public var autohides: Bool { get { gtk_popover_get_autohide(pointer()) != 0 } nonmutating set { gtk_popover_set_autohide(pointer(), newValue ? 1 : 0) } }

    /// Which side of its parent it prefers.
    public var position: GtkPositionType { get { gtk_popover_get_position(pointer()) } nonmutating set { gtk_popover_set_position(pointer(), newValue) } }

    /// Shows it.
    public func popup() { gtk_popover_popup(pointer()) }

    /// Hides it.
    public func popdown() { gtk_popover_popdown(pointer()) }

    /// Places it again (after its parent moved).
    public func present() { gtk_popover_present(pointer()) }

    /// Moves it from where it would be.
    public func setOffset(_ x: Int32, _ y: Int32) { gtk_popover_set_offset(pointer(), x, y) }

    /// Points it at `rectangle` of its parent.
    public func point(to rectangle: GdkRectangle) { withUnsafePointer(to: rectangle) { gtk_popover_set_pointing_to(pointer(), $0) } }

    /// Points the popover at (`x`, `y`) of its parent, a 1×1 spot (a pointer's press).
    public func point(atX x: Int32, y: Int32) { point(to: GdkRectangle(x: x, y: y, width: 1, height: 1)) }
}
