import CGtk
import MontageGtk
import GtkKit
import MontageCatalog

/// The header's main menu ("⋯"): color scheme (also the header's switch, which narrow windows
/// hide), text direction and size (live), the panels, the shortcuts, the GTK inspector, About
/// and Quit. Window actions (`win.…`), so they also have keyboard accelerators and tests can
/// activate them by name; Quit is the application's `app.quit` (Ctrl+Q).
@MainActor
final class GalleryMenu {
    /// The GtkMenuButton.
    let button: WidgetPointer
    private let window: WidgetPointer
    private let switcher: SchemeSwitcher
    /// The `win` actions.
    private let actions: WindowActions
    private var scheme: OpaquePointer!
    private var direction: OpaquePointer!
    private var textScale: OpaquePointer!

    init(window: WidgetPointer, switcher: SchemeSwitcher) {
        self.window = window
        self.switcher = switcher
        actions = WindowActions(window: window, prefix: "win")
        button = gtk_menu_button_new()!.named(WindowPart.mainMenu)
        gtk_menu_button_set_icon_name(cast(button), Icons.gtkName(Icon.moreHorizontal.rawValue))
        button.tooltip(tr("Main menu"))
        button.accessibleLabel(tr("Main menu"))
        scheme = addStateful("scheme", initial: switcher.choice.rawValue) { [weak self] value in
            guard let self, let choice = ThemeChoice(rawValue: value) else { return false }
            self.switcher.choose(choice)
            return true
        }
        switcher.onChoice = { [weak self] choice in
            guard let self else { return }
            g_simple_action_set_state(cast(self.scheme), g_variant_new_string(choice.rawValue))
        }
        let rightToLeft = gtk_widget_get_default_direction() == .rightToLeft
        direction = addStateful("direction", initial: rightToLeft ? "rtl" : "ltr") { value in
            guard value == "ltr" || value == "rtl" else { return false }
            gtk_widget_set_default_direction(value == "rtl" ? .rightToLeft : .leftToRight)
            return true
        }
        textScale = addStateful("text-scale", initial: String(Int((Theme.textScale * 100).rounded()))) { value in
            guard let percent = Int(value), GalleryState.textScales.contains(percent) else { return false }
            Theme.setTextScale(Double(percent) / 100)
            return true
        }
        addAction("inspector", accelerator: "<Control><Shift>i") { gtk_window_set_interactive_debugging(1) }
        addAction("shortcuts", accelerator: "<Control>question") { [weak self] in self?.showShortcuts() }
        addAction("about") { [weak self] in self?.showAbout() }
        gtk_menu_button_set_primary(cast(button), 1)  // F10 opens it
        // The menu is made the first time it opens (a click or F10), not with the window.
        gtk_menu_button_set_create_popup_func(cast(button), { button, _ in
            let address = UInt(bitPattern: button)
            MainActor.assumeIsolated {
                let button = OpaquePointer(bitPattern: address)
                gtk_menu_button_set_menu_model(button, cast(GalleryMenu.model()))
            }
        }, nil, nil)
    }

    /// Whether the window action `name` exists (for tests).
    func hasAction(_ name: String) -> Bool { actions.has(name) }

    /// The state of the string action `name` (for tests).
    func state(of name: String) -> String? { actions.state(of: name) }

    /// The menu: radio sections for the scheme and the direction, then the tools.
    static func model() -> OpaquePointer {
        let menu = g_menu_new()!
        func section(_ title: String?, _ items: [(String, String, String?)]) {
            let part = g_menu_new()!
            for (label, action, target) in items {
                let item = g_menu_item_new(label, nil)!
                g_menu_item_set_action_and_target_value(item, action, target.map { g_variant_new_string($0) })
                g_menu_append_item(part, item)
                g_object_unref(item.gRaw)
            }
            g_menu_append_section(menu, title, cast(part))
            g_object_unref(part.gRaw)
        }
        section(tr("Color scheme"), [(tr("System"), "win.scheme", "system"), (tr("Light"), "win.scheme", "light"),
                                     (tr("Dark"), "win.scheme", "dark")])
        section(tr("Text direction"), [(tr("Left to right"), "win.direction", "ltr"), (tr("Right to left"), "win.direction", "rtl")])
        section(tr("Text size"), GalleryState.textScales.map { ("\($0)%", "win.text-scale", String($0)) })
        section(nil, [(tr("Open Story Folder…"), "win.open-stories", nil), (tr("Review Captures…"), "win.review-captures", nil)])
        section(nil, [(tr("Show or Hide the Code"), "win.code", nil), (tr("Show or Hide the Events"), "win.events", nil),
                      (tr("Inspect Tokens"), "win.inspect", nil), (tr("Audit Accessibility"), "win.accessibility", nil)])
        // The vision simulator's choices, in a submenu of their own.
        let vision = g_menu_new()!
        for deficiency in VisionDeficiency.allCases {
            let item = g_menu_item_new(deficiency.title, nil)!
            g_menu_item_set_action_and_target_value(item, "win.vision", g_variant_new_string(deficiency.rawValue))
            g_menu_append_item(vision, item)
            g_object_unref(item.gRaw)
        }
        let simulate = g_menu_new()!
        g_menu_append_submenu(simulate, tr("Simulate Vision"), cast(vision))
        g_menu_append_section(menu, nil, cast(simulate))
        g_object_unref(vision.gRaw)
        g_object_unref(simulate.gRaw)
        section(nil, [(tr("Keyboard Shortcuts"), "win.shortcuts", nil), (tr("GTK Inspector"), "win.inspector", nil),
                      (tr("About Montage Gallery"), "win.about", nil)])
        section(nil, [(tr("Quit"), "app.quit", nil)])
        return menu
    }

    /// A window action taking a string, whose state is the value last accepted by `change`.
    @discardableResult
    func addStateful(_ name: String, initial: String, _ change: @escaping @MainActor (String) -> Bool) -> OpaquePointer {
        actions.addStateful(name, initial: initial, change)
    }

    /// Adds the window action `win.<name>`, with a keyboard shortcut when `accelerator` is given
    /// (GTK's syntax: `<Control>f`).
    func addAction(_ name: String, accelerator: String? = nil, _ activate: @escaping @MainActor () -> Void) {
        actions.add(name, accelerators: accelerator.map { [$0] } ?? [], activate)
    }

    /// The shortcuts window, made the first time (it hides when closed).
    private var shortcutsWindow: WidgetPointer?
    private func showShortcuts() {
        if shortcutsWindow == nil { shortcutsWindow = ShortcutsWindow.make(for: window) }
        if let shortcutsWindow { Gtk.Window(shortcutsWindow).present() }
    }

    /// The shortcuts window while it exists, for tests.
    var shortcutsWindowIfMade: WidgetPointer? { shortcutsWindow }

    private func showAbout() {
        let about = gtk_about_dialog_new()!
        gtk_window_set_transient_for(cast(about), cast(window))
        Gtk.Window(about).isModal = true
        gtk_about_dialog_set_program_name(cast(about), BuildProfile.current.title)
        gtk_about_dialog_set_comments(cast(about), tr("Every state of Montage's ListCell and TextField, on GTK 4."))
        gtk_about_dialog_set_version(cast(about), GalleryApp.version)
        // (The app registers its icon at start; a window made without the app, too.)
        AppIcon.register()
        gtk_about_dialog_set_logo_icon_name(cast(about), AppIcon.name)
        gtk_about_dialog_set_copyright(cast(about), tr("Typeface: Pretendard, SIL Open Font License 1.1"))
        Gtk.Window(about).present()
    }
}
