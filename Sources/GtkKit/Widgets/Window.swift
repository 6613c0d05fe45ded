import CGtk

/// A GtkWindow: a toplevel and what it holds.
extension Gtk.Wrapper where Class == Gtk.WindowClass {
    /// A new, empty toplevel window. GTK holds it until it is closed or destroyed.
    @MainActor public init() { self.init(gtk_window_new()!) }

    /// The content.
    public var child: WidgetPointer? { get { gtk_window_get_child(pointer()) } nonmutating set { gtk_window_set_child(pointer(), newValue) } }

    /// The title.
    public var title: String? { get { gtk_window_get_title(pointer()).map { String(cString: $0) } } nonmutating set { gtk_window_set_title(pointer(), newValue) } }

    /// The focused widget.
    public var focus: WidgetPointer? { get { gtk_window_get_focus(pointer()) } nonmutating set { gtk_window_set_focus(pointer(), newValue) } }

    /// Whether the focus ring shows.
    public var isFocusVisible: Bool { get { gtk_window_get_focus_visible(pointer()) != 0 } nonmutating set { gtk_window_set_focus_visible(pointer(), newValue ? 1 : 0) } }

    /// Whether it blocks its transient parent.
    public var isModal: Bool { get { gtk_window_get_modal(pointer()) != 0 } nonmutating set { gtk_window_set_modal(pointer(), newValue ? 1 : 0) } }

    /// Whether it has a title bar and frame of its own.
    public var isDecorated: Bool { get { gtk_window_get_decorated(pointer()) != 0 } nonmutating set { gtk_window_set_decorated(pointer(), newValue ? 1 : 0) } }

    /// Whether it goes when its transient parent goes.
    public var destroysWithParent: Bool { get { gtk_window_get_destroy_with_parent(pointer()) != 0 } nonmutating set { gtk_window_set_destroy_with_parent(pointer(), newValue ? 1 : 0) } }

    /// The widget shown as its title bar.
    public var titlebar: WidgetPointer? { get { gtk_window_get_titlebar(pointer()) } nonmutating set { gtk_window_set_titlebar(pointer(), newValue) } }

    /// Its size when first shown.
    public func setDefaultSize(_ width: Int32, _ height: Int32) { gtk_window_set_default_size(pointer(), width, height) }

    /// The size it opens at next: the default size, which follows the person resizing it
    /// (0 or -1 where unset).
    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(pointer(), &width, &height)
        return (width, height)
    }

    /// The window it stays above and is centred on (a dialog's parent).
    public var transientFor: WidgetPointer? {
        get { gtk_window_get_transient_for(pointer()).map { cast($0) } }
        nonmutating set { gtk_window_set_transient_for(pointer(), newValue.map { cast($0) }) }
    }

    /// The application it belongs to; nil for a window of none.
    public var application: ApplicationPointer? { gtk_window_get_application(pointer()) }

    /// Shows it and raises it.
    public func present() { gtk_window_present(pointer()) }

    /// Closes it for good and drops the toplevel reference.
    public func destroy() { gtk_window_destroy(pointer()) }

    /// Asks it to close, as its title bar's close button does (`close-request` first, which may
    /// keep it or only hide it).
    public func close() { gtk_window_close(pointer()) }

    /// The window named `id` in the UI definition `xml` (GtkBuilder's format); nil when there is
    /// no window of that name. GTK holds it until it is closed or destroyed.
    @MainActor public init?(uiDefinition xml: String, id: String) {
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { builder.unref() }
        guard let object = gtk_builder_get_object(builder, id), object.isA(Class.gType) else { return nil }
        self.init(object)
    }

    /// The icon of windows that set none of their own, a name in the icon theme.
    @MainActor public static var defaultIconName: String? {
        get { gtk_window_get_default_icon_name().map { String(cString: $0) } }
        set { gtk_window_set_default_icon_name(newValue) }
    }

    /// Opens (true) or closes GTK's inspector, the interactive debugger.
    @MainActor public static func setInteractiveDebugging(_ enabled: Bool) { gtk_window_set_interactive_debugging(enabled ? 1 : 0) }
}
