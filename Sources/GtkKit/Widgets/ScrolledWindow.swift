import CGtk

/// A GtkScrolledWindow: a child that scrolls.
extension Gtk.Wrapper where Class == Gtk.ScrolledWindowClass {
    /// A new scrolled window without a child, its scrollbars shown as needed.
    @MainActor public init() { self.init(gtk_scrolled_window_new()!) }

    /// The scrolled child.
    public var child: WidgetPointer? { get { gtk_scrolled_window_get_child(pointer()) } nonmutating set { gtk_scrolled_window_set_child(pointer(), newValue) } }

    /// Whether its natural height is its child's.
    public var propagatesNaturalHeight: Bool { get { gtk_scrolled_window_get_propagate_natural_height(pointer()) != 0 } nonmutating set { gtk_scrolled_window_set_propagate_natural_height(pointer(), newValue ? 1 : 0) } }

    /// Whether its natural width is its child's.
    public var propagatesNaturalWidth: Bool { get { gtk_scrolled_window_get_propagate_natural_width(pointer()) != 0 } nonmutating set { gtk_scrolled_window_set_propagate_natural_width(pointer(), newValue ? 1 : 0) } }

    /// Whether the scrollbars float over the content.
    public var overlayScrolling: Bool { get { gtk_scrolled_window_get_overlay_scrolling(pointer()) != 0 } nonmutating set { gtk_scrolled_window_set_overlay_scrolling(pointer(), newValue ? 1 : 0) } }

    /// The height it grows to at most before scrolling (-1: unset).
    public var maxContentHeight: Int32 { get { gtk_scrolled_window_get_max_content_height(pointer()) } nonmutating set { gtk_scrolled_window_set_max_content_height(pointer(), newValue) } }

    /// When each scrollbar shows.
    public func setPolicy(_ horizontal: GtkPolicyType, _ vertical: GtkPolicyType) { gtk_scrolled_window_set_policy(pointer(), horizontal, vertical) }
}
