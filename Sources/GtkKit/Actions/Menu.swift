import CGtk

/// A GMenu built in Swift: items that run an action (with a string target for the choices
/// of an action holding a string state), sections and submenus. `Menu()` is a full reference
/// the caller hands on (`Gtk.MenuButton.menuModel`) or drops with `unref()`.
public struct Menu: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer

    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// A new, empty menu.
    @MainActor public init() { gRaw = g_menu_new()!.gRaw }

    /// Appends an item `label` running `action` (`win.about`), with `target` as its string
    /// parameter when given (`win.scheme` → `"dark"`: a radio item of a stateful action).
    @MainActor public func item(_ label: String, action: String, target: String? = nil) {
        let item = g_menu_item_new(label, nil)!
        g_menu_item_set_action_and_target_value(item, action, target.map { g_variant_new_string($0) })
        g_menu_append_item(OpaquePointer(gRaw), item)
        item.unref()
    }

    /// Appends a section, titled `title` when given, holding what `fill` adds to it.
    @MainActor public func section(_ title: String? = nil, _ fill: (Menu) -> Void) {
        let section = Menu()
        fill(section)
        g_menu_append_section(OpaquePointer(gRaw), title, cast(section))
        section.unref()
    }

    /// Appends a submenu `label` holding what `fill` adds to it.
    @MainActor public func submenu(_ label: String, _ fill: (Menu) -> Void) {
        let submenu = Menu()
        fill(submenu)
        g_menu_append_submenu(OpaquePointer(gRaw), label, cast(submenu))
        submenu.unref()
    }
}
