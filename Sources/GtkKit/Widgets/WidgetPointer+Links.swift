import CGtk

/// A widget's place in its tree: its parent, siblings, root and the focus there.
extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The parent, nil for a root or a widget in no tree.
    @MainActor public var parent: WidgetPointer? { gtk_widget_get_parent(self) }

    /// The first child.
    @MainActor public var firstChild: WidgetPointer? { gtk_widget_get_first_child(self) }

    /// The last child.
    @MainActor public var lastChild: WidgetPointer? { gtk_widget_get_last_child(self) }

    /// The next sibling.
    @MainActor public var nextSibling: WidgetPointer? { gtk_widget_get_next_sibling(self) }

    /// The previous sibling.
    @MainActor public var previousSibling: WidgetPointer? { gtk_widget_get_prev_sibling(self) }

    /// The root (the window) of the widget's tree, as a widget; nil in no window.
    @MainActor public var root: WidgetPointer? { gtk_widget_get_root(self).map { cast($0) } }

    /// The widget that has the keyboard focus in this widget's window.
    @MainActor public var focusInRoot: WidgetPointer? { gtk_widget_get_root(self).flatMap { gtk_root_get_focus($0) } }

    /// Whether the widget is `other` or inside it.
    @MainActor public func isInside(_ other: WidgetPointer) -> Bool {
        self == other || gtk_widget_is_ancestor(self, other) != 0
    }

    /// The nearest ancestor (self excluded) of GType `type`.
    @MainActor public func ancestor(ofType type: GType) -> WidgetPointer? { gtk_widget_get_ancestor(self, type) }

    /// Makes `parent` the parent of this widget (for a widget's own children and popovers).
    @MainActor public func setParent(_ parent: WidgetPointer) { gtk_widget_set_parent(self, parent) }

    /// Takes the widget from its parent set with `setParent(_:)`.
    @MainActor public func unparent() { gtk_widget_unparent(self) }

    /// Inserts the widget (set up with `setParent(_:)`'s rules) under `parent` before `sibling`.
    @MainActor public func insert(in parent: WidgetPointer, before sibling: WidgetPointer?) {
        gtk_widget_insert_before(self, parent, sibling)
    }

    /// The deepest widget under (`x`, `y`) of this widget's coordinates that takes input.
    @MainActor public func pick(_ x: Double, _ y: Double) -> WidgetPointer? { gtk_widget_pick(self, x, y, GTK_PICK_DEFAULT) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Whether `ancestor` is a parent, grandparent, … of the widget (the widget itself is not).
    @MainActor public func isDescendant(of ancestor: WidgetPointer) -> Bool { gtk_widget_is_ancestor(self, ancestor) != 0 }
}
