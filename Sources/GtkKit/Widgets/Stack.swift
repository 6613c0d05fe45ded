import CGtk

/// A GtkStack: one child shown at a time.
extension Gtk.Wrapper where Class == Gtk.StackClass {
    /// A new, empty stack.
    @MainActor public init() { self.init(gtk_stack_new()!) }
    /// The child shown.
    public var visibleChild: WidgetPointer? { get { gtk_stack_get_visible_child(pointer()) } nonmutating set { gtk_stack_set_visible_child(pointer(), newValue) } }

    /// The name of the child shown.
    public var visibleChildName: String? { get { gtk_stack_get_visible_child_name(pointer()).map { String(cString: $0) } } nonmutating set { gtk_stack_set_visible_child_name(pointer(), newValue) } }

    /// How a change of child is animated.
    public var transitionType: GtkStackTransitionType { get { gtk_stack_get_transition_type(pointer()) } nonmutating set { gtk_stack_set_transition_type(pointer(), newValue) } }

    /// Adds `child` under `name`.
    public func addNamed(_ child: WidgetPointer, _ name: String) { gtk_stack_add_named(pointer(), child, name) }

    /// Removes `child`.
    public func remove(_ child: WidgetPointer) { gtk_stack_remove(pointer(), child) }
}
