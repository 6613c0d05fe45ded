import CGtk

/// A GtkHeaderBar: a window's title bar with widgets.
extension Gtk.Wrapper where Class == Gtk.HeaderBarClass {
    /// A new header bar.
    @MainActor public init() { self.init(gtk_header_bar_new()!) }
    /// The widget shown in the middle.
    public var titleWidget: WidgetPointer? { get { gtk_header_bar_get_title_widget(pointer()) } nonmutating set { gtk_header_bar_set_title_widget(pointer(), newValue) } }

    /// Adds `child` at the start.
    public func packStart(_ child: WidgetPointer) { gtk_header_bar_pack_start(pointer(), child) }

    /// Adds `child` at the end.
    public func packEnd(_ child: WidgetPointer) { gtk_header_bar_pack_end(pointer(), child) }
}
