import MontageGtk
import GtkKit
import MontageCatalog

/// The header's main menu ("⋯"): color scheme (also the header's switch, which narrow windows
/// hide), text direction and size (live), every tool of the header (Code, Events, Compare, Steps,
/// the inspector, the audit: narrow windows hide their buttons), the shortcuts, the GTK
/// inspector, About and Quit. Window actions (`win.…`), so they also have keyboard accelerators
/// and tests can activate them by name; Quit is the application's `app.quit` (Ctrl+Q).
@MainActor
final class GalleryMenu {
    /// The GtkMenuButton.
    let button: WidgetPointer
    private let window: WidgetPointer
    private let switcher: SchemeSwitcher
    /// The `win` actions.
    private let actions: ActionGroup

    init(window: WidgetPointer, switcher: SchemeSwitcher) {
        self.window = window
        self.switcher = switcher
        actions = ActionGroup(on: window, prefix: "win")
        let menuButton = Gtk.MenuButton()
        button = menuButton.widget.named(WindowPart.mainMenu)
        menuButton.iconName = Icons.gtkName(Icon.moreHorizontal.rawValue)
        button.tooltip(tr("Main menu"))
        button.accessibleLabel(tr("Main menu"))
        addStateful("scheme", initial: switcher.choice.rawValue) { [weak self] value in
            guard let self, let choice = ThemeChoice(rawValue: value) else { return false }
            self.switcher.choose(choice)
            return true
        }
        switcher.onChoice = { [weak self] choice in
            guard let self else { return }
            self.actions.setState("scheme", choice.rawValue)
        }
        let rightToLeft = DefaultDirection.current == .rightToLeft
        addStateful("direction", initial: rightToLeft ? "rtl" : "ltr") { value in
            guard value == "ltr" || value == "rtl" else { return false }
            DefaultDirection.current = value == "rtl" ? .rightToLeft : .leftToRight
            return true
        }
        addStateful("text-scale", initial: String(Int((Theme.textScale * 100).rounded()))) { value in
            guard let percent = Int(value), GalleryState.textScales.contains(percent) else { return false }
            Theme.setTextScale(Double(percent) / 100)
            return true
        }
        addAction("inspector", accelerator: "<Control><Shift>i") { Gtk.Window.setInteractiveDebugging(true) }
        addAction("shortcuts", accelerator: "<Control>question") { [weak self] in self?.showShortcuts() }
        addAction("about") { [weak self] in self?.showAbout() }
        menuButton.isPrimary = true  // F10 opens it
        // The menu is made the first time it opens (a click or F10), not with the window.
        menuButton.createPopupWhenOpened { button in
            let menu = GalleryMenu.menu()
            button.setMenu(menu)
            menu.unref()
        }
    }

    /// Whether the window action `name` exists (for tests).
    func hasAction(_ name: String) -> Bool { actions.has(name) }

    /// The state of the string action `name` (for tests).
    func state(of name: String) -> String? { actions.state(of: name) }

    /// The menu (a GMenu the caller owns): radio sections for the scheme and the direction,
    /// then the tools.
    static func model() -> OpaquePointer { cast(menu()) }

    /// The menu, a reference the caller owns.
    private static func menu() -> Menu {
        let menu = Menu()
        func section(_ title: String?, _ items: [(String, String, String?)]) {
            menu.section(title) { part in
                for (label, action, target) in items { part.item(label, action: action, target: target) }
            }
        }
        section(tr("Color scheme"), [(tr("System"), "win.scheme", "system"), (tr("Light"), "win.scheme", "light"),
                                     (tr("Dark"), "win.scheme", "dark")])
        section(tr("Text direction"), [(tr("Left to right"), "win.direction", "ltr"), (tr("Right to left"), "win.direction", "rtl")])
        section(tr("Text size"), GalleryState.textScales.map { ("\($0)%", "win.text-scale", String($0)) })
        section(nil, [(tr("Open Story Folder…"), "win.open-stories", nil), (tr("Close Story Folders"), "win.close-stories", nil),
                      (tr("Review Captures…"), "win.review-captures", nil)])
        // Every tool of the header, whose buttons narrow windows hide.
        section(nil, [(tr("Show or Hide the Code"), "win.code", nil), (tr("Show or Hide the Events"), "win.events", nil),
                      (tr("Compare"), "win.compare", nil), (tr("Show or Hide the Steps"), "win.interactions", nil),
                      (tr("Inspect Tokens"), "win.inspect", nil), (tr("Audit Accessibility"), "win.accessibility", nil)])
        // The vision simulator's choices, in a submenu of their own.
        menu.section { simulate in
            simulate.submenu(tr("Simulate Vision")) { vision in
                for deficiency in VisionDeficiency.allCases { vision.item(deficiency.title, action: "win.vision", target: deficiency.rawValue) }
            }
        }
        section(nil, [(tr("Keyboard Shortcuts"), "win.shortcuts", nil), (tr("GTK Inspector"), "win.inspector", nil),
                      (tr("About Montage Gallery"), "win.about", nil)])
        section(nil, [(tr("Quit"), "app.quit", nil)])
        return menu
    }

    /// A window action taking a string, whose state is the value last accepted by `change`.
    func addStateful(_ name: String, initial: String, _ change: @escaping @MainActor (String) -> Bool) {
        actions.addStateful(name, initial: initial, change)
    }

    /// Adds the window action `win.<name>`, with a keyboard shortcut when `accelerator` is given
    /// (GTK's syntax: `<Control>f`).
    func addAction(_ name: String, accelerator: String? = nil, _ activate: @escaping @MainActor () -> Void) {
        actions.add(name, accelerators: accelerator.map { [$0] } ?? [], activate)
    }

    /// Makes the action `name` available, or greyed out in the menu.
    func setEnabled(_ name: String, _ enabled: Bool) { actions.setEnabled(name, enabled) }

    /// The shortcuts window, made the first time (it hides when closed).
    private var shortcutsWindow: WidgetPointer?
    private func showShortcuts() {
        if shortcutsWindow == nil { shortcutsWindow = ShortcutsWindow.make(for: window) }
        if let shortcutsWindow { Gtk.Window(shortcutsWindow).present() }
    }

    /// The shortcuts window while it exists, for tests.
    var shortcutsWindowIfMade: WidgetPointer? { shortcutsWindow }

    private func showAbout() {
        let about = Gtk.AboutDialog()
        Gtk.Window(about).transientFor = window
        Gtk.Window(about).isModal = true
        about.programName = BuildProfile.current.title
        about.comments = tr("Every state of Montage's ListCell and TextField, on GTK 4.")
        about.version = GalleryApp.version
        // (The app registers its icon at start; a window made without the app, too.)
        AppIcon.register()
        about.logoIconName = AppIcon.name
        about.copyright = tr("Typeface: Pretendard, SIL Open Font License 1.1")
        Gtk.Window(about).present()
    }
}
