import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Adds CSS classes.
    @MainActor @discardableResult
    public func classes(_ names: [String]) -> Self {
        for name in names where !name.isEmpty { gtk_widget_add_css_class(self, name) }
        return self
    }

    /// Sets the widget name (the `#name` of CSS and the inspector).
    @MainActor @discardableResult
    public func named(_ name: String) -> Self {
        gtk_widget_set_name(self, name)
        return self
    }

    /// Sets the tooltip text (nil or empty: none), as `gtk_widget_set_tooltip_text`. GTK 4.8's
    /// setter asks the display where the pointer is, a round trip to the X server, to show the
    /// tooltip at once under a resting pointer; a widget in no tree yet cannot be under it, so
    /// its tooltip is set while hidden, which skips the query (a page of hundreds paid for each).
    @MainActor @discardableResult
    public func tooltip(_ text: String?) -> Self {
        let detached = gtk_widget_get_parent(self) == nil && gtk_widget_get_root(self) == nil && gtk_widget_get_visible(self) != 0
        if detached { gtk_widget_set_visible(self, 0) }
        gtk_widget_set_tooltip_text(self, text)
        if detached { gtk_widget_set_visible(self, 1) }
        return self
    }

    /// Sets the four margins.
    @MainActor @discardableResult
    public func margins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) -> Self {
        gtk_widget_set_margin_top(self, top)
        gtk_widget_set_margin_bottom(self, bottom)
        gtk_widget_set_margin_start(self, start)
        gtk_widget_set_margin_end(self, end)
        return self
    }

    /// Sets the size request.
    @MainActor @discardableResult
    public func size(width: Int32 = -1, height: Int32 = -1) -> Self {
        gtk_widget_set_size_request(self, width, height)
        return self
    }

    /// Sets horizontal and vertical alignment.
    @MainActor @discardableResult
    public func align(_ horizontal: GtkAlign? = nil, _ vertical: GtkAlign? = nil) -> Self {
        if let horizontal { gtk_widget_set_halign(self, horizontal) }
        if let vertical { gtk_widget_set_valign(self, vertical) }
        return self
    }

    /// Sets horizontal and vertical expansion.
    @MainActor @discardableResult
    public func expand(horizontal: Bool = false, vertical: Bool = false) -> Self {
        gtk_widget_set_hexpand(self, horizontal ? 1 : 0)
        gtk_widget_set_vexpand(self, vertical ? 1 : 0)
        return self
    }

    /// The widget's name.
    @MainActor public var name: String { String(cString: gtk_widget_get_name(self)) }

    /// The direct children, first to last.
    @MainActor public var children: [WidgetPointer] {
        Array(sequence(state: gtk_widget_get_first_child(self)) { next in
            defer { next = next.flatMap { gtk_widget_get_next_sibling($0) } }
            return next
        })
    }

    /// The parents, nearest first.
    @MainActor public var ancestors: [WidgetPointer] {
        Array(sequence(first: self) { gtk_widget_get_parent($0) }.dropFirst())
    }

    /// The first descendant (depth-first, self included) named `name`.
    @MainActor public func descendant(named name: String) -> WidgetPointer? {
        if self.name == name { return self }
        for child in children {
            if let found = child.descendant(named: name) { return found }
        }
        return nil
    }

    /// Every descendant (depth-first, self included) that satisfies `predicate`.
    @MainActor public func descendants(where predicate: (WidgetPointer) -> Bool) -> [WidgetPointer] {
        var result = predicate(self) ? [self] : []
        for child in children { result += child.descendants(where: predicate) }
        return result
    }
}
