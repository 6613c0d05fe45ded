import CGtk

/// A widget's state as Swift properties: what GTK's `gtk_widget_get_*`/`set_*` pairs hold.
extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Whether the widget is shown (its own flag; its parents may still hide it).
    @MainActor public var isVisible: Bool { get { gtk_widget_get_visible(self) != 0 } nonmutating set { gtk_widget_set_visible(self, newValue ? 1 : 0) } }

    /// Whether the widget takes input (its own flag).
    @MainActor public var isSensitive: Bool { get { gtk_widget_get_sensitive(self) != 0 } nonmutating set { gtk_widget_set_sensitive(self, newValue ? 1 : 0) } }

    /// Whether the widget and all its parents take input.
    @MainActor public var isEffectivelySensitive: Bool { gtk_widget_is_sensitive(self) != 0 }

    /// Whether the widget is mapped (shown on screen with all its parents).
    @MainActor public var isMapped: Bool { gtk_widget_get_mapped(self) != 0 }

    /// Whether the widget is realized (has its resources on a display).
    @MainActor public var isRealized: Bool { gtk_widget_get_realized(self) != 0 }

    /// Whether a container lays the child out and draws it (`gtk_widget_set_child_visible`).
    @MainActor public var isChildVisible: Bool { get { gtk_widget_get_child_visible(self) != 0 } nonmutating set { gtk_widget_set_child_visible(self, newValue ? 1 : 0) } }

    /// Whether pointer input can land on the widget.
    @MainActor public var canTarget: Bool { get { gtk_widget_get_can_target(self) != 0 } nonmutating set { gtk_widget_set_can_target(self, newValue ? 1 : 0) } }

    /// Whether the focus may enter the widget or its children.
    @MainActor public var canFocus: Bool { get { gtk_widget_get_can_focus(self) != 0 } nonmutating set { gtk_widget_set_can_focus(self, newValue ? 1 : 0) } }

    /// Whether the widget itself takes the keyboard focus.
    @MainActor public var isFocusable: Bool { get { gtk_widget_get_focusable(self) != 0 } nonmutating set { gtk_widget_set_focusable(self, newValue ? 1 : 0) } }

    /// Whether the widget has the keyboard focus of its window.
    @MainActor public var hasFocus: Bool { gtk_widget_has_focus(self) != 0 }

    /// Whether a click gives the widget the focus.
    @MainActor public var focusesOnClick: Bool { get { gtk_widget_get_focus_on_click(self) != 0 } nonmutating set { gtk_widget_set_focus_on_click(self, newValue ? 1 : 0) } }

    /// The widget's text direction (`GTK_TEXT_DIR_NONE`: its parent's, or the default).
    @MainActor public var direction: GtkTextDirection { get { gtk_widget_get_direction(self) } nonmutating set { gtk_widget_set_direction(self, newValue) } }

    /// Whether the widget lays out right to left.
    @MainActor public var isRightToLeft: Bool { direction == GTK_TEXT_DIR_RTL }

    /// What is drawn of children outside the widget's bounds.
    @MainActor public var overflow: GtkOverflow { get { gtk_widget_get_overflow(self) } nonmutating set { gtk_widget_set_overflow(self, newValue) } }

    /// The horizontal alignment in the space its parent gives.
    @MainActor public var halign: GtkAlign { get { gtk_widget_get_halign(self) } nonmutating set { gtk_widget_set_halign(self, newValue) } }

    /// The vertical alignment in the space its parent gives.
    @MainActor public var valign: GtkAlign { get { gtk_widget_get_valign(self) } nonmutating set { gtk_widget_set_valign(self, newValue) } }

    /// Whether the widget takes extra horizontal space.
    @MainActor public var hexpand: Bool { get { gtk_widget_get_hexpand(self) != 0 } nonmutating set { gtk_widget_set_hexpand(self, newValue ? 1 : 0) } }

    /// Whether the widget takes extra vertical space.
    @MainActor public var vexpand: Bool { get { gtk_widget_get_vexpand(self) != 0 } nonmutating set { gtk_widget_set_vexpand(self, newValue ? 1 : 0) } }

    /// The opacity, 0 (transparent) to 1.
    @MainActor public var opacity: Double { get { gtk_widget_get_opacity(self) } nonmutating set { gtk_widget_set_opacity(self, newValue) } }

    /// The tooltip's text, nil when it has none (set it with `tooltip(_:)`).
    @MainActor public var tooltipText: String? { gtk_widget_get_tooltip_text(self).map { String(cString: $0) } }

    /// The allocated width (0 before the first layout).
    @MainActor public var width: Int32 { gtk_widget_get_width(self) }

    /// The allocated height (0 before the first layout).
    @MainActor public var height: Int32 { gtk_widget_get_height(self) }

    /// The size request: -1 where unset.
    @MainActor public var sizeRequest: (width: Int32, height: Int32) {
        get {
            var width: Int32 = -1, height: Int32 = -1
            gtk_widget_get_size_request(self, &width, &height)
            return (width, height)
        }
        nonmutating set { gtk_widget_set_size_request(self, newValue.width, newValue.height) }
    }

    /// Whether the widget has the CSS class `name`.
    @MainActor public func hasClass(_ name: String) -> Bool { gtk_widget_has_css_class(self, name) != 0 }

    /// Adds the CSS class `name` when `on`, removes it otherwise.
    @MainActor public func setClass(_ name: String, _ on: Bool) {
        if on { gtk_widget_add_css_class(self, name) } else { gtk_widget_remove_css_class(self, name) }
    }

    /// Removes the CSS classes `names`.
    @MainActor public func removeClasses(_ names: [String]) {
        for name in names { gtk_widget_remove_css_class(self, name) }
    }

    /// Schedules a redraw.
    @MainActor public func queueDraw() { gtk_widget_queue_draw(self) }

    /// Schedules a new measure and layout.
    @MainActor public func queueResize() { gtk_widget_queue_resize(self) }

    /// Schedules a new layout at the same size.
    @MainActor public func queueAllocate() { gtk_widget_queue_allocate(self) }

    /// Moves the keyboard focus to the widget; false when it cannot take it.
    @MainActor @discardableResult public func grabFocus() -> Bool { gtk_widget_grab_focus(self) != 0 }

    /// Moves the focus one step in `direction` inside the widget, as Tab does; false at the end.
    @MainActor @discardableResult public func moveFocus(_ direction: GtkDirectionType) -> Bool {
        gtk_widget_child_focus(self, direction) != 0
    }

    /// Sets the accessible label (what a screen reader names the widget by).
    @MainActor @discardableResult public func accessibleLabel(_ label: String) -> Self {
        cgtk_accessible_set_label(self, label)
        return self
    }

    /// Sets the accessible description (what a screen reader reads after the name).
    @MainActor @discardableResult public func accessibleDescription(_ text: String) -> Self {
        cgtk_accessible_set_description(self, text)
        return self
    }

    /// Runs the widget's action `name` (e.g. `"menu.popup"`) with no argument; false if unknown.
    @MainActor @discardableResult public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(self, name, nil) != 0
    }

    /// Whether the widget is shown and its frame clock ticking: its contents will be painted.
    @MainActor public var isDrawable: Bool { gtk_widget_is_drawable(self) != 0 }
}

/// The text direction every widget starts with.
@MainActor public enum DefaultDirection {
    /// The default text direction (from the locale unless set).
    public static var current: GtkTextDirection {
        get { gtk_widget_get_default_direction() }
        set { gtk_widget_set_default_direction(newValue) }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Puts `text` on the clipboard of the widget's display.
    @MainActor public func copyToClipboard(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(self), text)
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Whether a container lays the widget out (it is visible and not a root of its own).
    @MainActor public var shouldLayout: Bool { gtk_widget_should_layout(self) != 0 }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget's state flags (hover, pressed, focused, …) as GTK keeps them.
    @MainActor public var stateFlags: GtkStateFlags { gtk_widget_get_state_flags(self) }

    /// Turns `flags` on, keeping the others.
    @MainActor public func addStateFlags(_ flags: GtkStateFlags) { gtk_widget_set_state_flags(self, flags, 0) }

    /// Shows the pointer as `name` (a CSS cursor name: `"pointer"`, `"text"`) over the widget.
    @MainActor public func setCursor(_ name: String) { gtk_widget_set_cursor_from_name(self, name) }

    /// Rings the display's bell (or flashes), as GTK does for a key that does nothing.
    @MainActor public func errorBell() { gtk_widget_error_bell(self) }
}
