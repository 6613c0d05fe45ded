import CGtk

extension Gtk {
    /// A GtkStack: one child shown at a time. A thin value over the pointer (see `WidgetWrapper`).
    public struct Stack: WidgetWrapper {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// Wraps a raw address (unchecked).
        public nonisolated init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// The GType of the class.
        public nonisolated static var gType: GType { gtk_stack_get_type() }

        private var pointer: OpaquePointer { cast(self) }

        /// The child shown.
        public var visibleChild: WidgetPointer? { get { gtk_stack_get_visible_child(pointer) } nonmutating set { gtk_stack_set_visible_child(pointer, newValue) } }
        /// The name of the child shown.
        public var visibleChildName: String? { get { gtk_stack_get_visible_child_name(pointer).map { String(cString: $0) } } nonmutating set { gtk_stack_set_visible_child_name(pointer, newValue) } }
        /// How a change of child is animated.
        public var transitionType: GtkStackTransitionType { get { gtk_stack_get_transition_type(pointer) } nonmutating set { gtk_stack_set_transition_type(pointer, newValue) } }
        /// Adds `child` under `name`.
        public func addNamed(_ child: WidgetPointer, _ name: String) { gtk_stack_add_named(pointer, child, name) }
    }
}
