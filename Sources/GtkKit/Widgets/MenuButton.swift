import CGtk

extension Gtk.Wrapper where Class == Gtk.MenuButtonClass {
    /// A new menu button with nothing to open yet.
    @MainActor public init() { self.init(gtk_menu_button_new()!) }

    /// The icon it shows, a name in the icon theme.
    public var iconName: String? { get { gtk_menu_button_get_icon_name(pointer()).map { String(cString: $0) } } nonmutating set { gtk_menu_button_set_icon_name(pointer(), newValue) } }

    /// Whether it is the window's main menu, which F10 opens.
    public var isPrimary: Bool { get { gtk_menu_button_get_primary(pointer()) != 0 } nonmutating set { gtk_menu_button_set_primary(pointer(), newValue ? 1 : 0) } }

    /// The popover it opens (nil: none, or a menu's).
    public var popover: WidgetPointer? {
        get { gtk_menu_button_get_popover(pointer()).map { cast($0) } } nonmutating set { gtk_menu_button_set_popover(pointer(), newValue) }
    }

    /// Opens `menu` (a popover menu made from it); the button takes its own reference.
    @MainActor public func setMenu(_ menu: Menu?) { gtk_menu_button_set_menu_model(pointer(), menu.map { cast($0) }) }

    /// Has `create` give the button its menu or popover when it first opens (a click, or F10
    /// on a primary one) rather than when it is made.
    @MainActor public func createPopupWhenOpened(_ create: @escaping @MainActor (Gtk.MenuButton) -> Void) {
        let box = Unmanaged.passRetained(PopupMaker(create)).toOpaque()
        gtk_menu_button_set_create_popup_func(pointer(), makePopup, box, releasePopupMaker)
    }
}

/// A popup's maker, kept alive by its button.
private final class PopupMaker {
    let create: @MainActor (Gtk.MenuButton) -> Void
    init(_ create: @escaping @MainActor (Gtk.MenuButton) -> Void) { self.create = create }
}

private let makePopup: GtkMenuButtonCreatePopupFunc = { button, data in
    // GTK asks on the main thread; the pointers cross into main-actor code as addresses.
    let box = UInt(bitPattern: data), address = UInt(bitPattern: button)
    MainActor.assumeIsolated {
        let maker = Unmanaged<PopupMaker>.fromOpaque(UnsafeRawPointer(bitPattern: box)!).takeUnretainedValue()
        maker.create(Gtk.MenuButton(gRaw: UnsafeMutableRawPointer(bitPattern: address)!))
    }
}

private let releasePopupMaker: GDestroyNotify = { data in
    Unmanaged<PopupMaker>.fromOpaque(data!).release()
}
