import MontageGtk
import GtkKit
import MontageCatalog

/// The header bar's System / Light / Dark control: three grouped toggle buttons (one is always
/// active) that switch the theme live. "System" follows the desktop's preference.
@MainActor
final class SchemeSwitcher {
    let widget: WidgetPointer
    private(set) var choice: ThemeChoice

    init(initial: ThemeChoice) {
        choice = initial
        widget = Build.hbox(classes: ["linked", "scheme-switch"]).named(WindowPart.schemeSwitch)
        widget.tooltip(tr("Color scheme"))
        var group: WidgetPointer?
        for option in [ThemeChoice.system, .light, .dark] {
            let button = Gtk.ToggleButton(label: title(option)).widget
            button.named(WindowPart.scheme(option))
            if let group { Gtk.ToggleButton(button).setGroup(group) } else { group = button }
            Gtk.ToggleButton(button).isActive = option == initial
            Signal.connect(button, "toggled") { [weak self] in
                guard let self, Gtk.ToggleButton(button).isActive else { return }
                self.select(option)
            }
            Gtk.Box(widget).append(button)
        }
        followDesktop()
    }

    /// Called after the choice changed, from the buttons or `choose`.
    var onChoice: (@MainActor (ThemeChoice) -> Void)?

    /// Applies `option` to the theme.
    func select(_ option: ThemeChoice) {
        choice = option
        Theme.install(colorScheme: Self.scheme(for: option))
        onChoice?(option)
    }

    /// Chooses `option` as its button would (the button shows it).
    func choose(_ option: ThemeChoice) {
        guard let button = widget.descendant(WindowPart.scheme(option)) else { return }
        Gtk.ToggleButton(button).isActive = true
    }

    /// "System" follows the desktop's preference while the window is open.
    private lazy var desktop: [SignalConnection] = SystemAppearance.observe { [weak self] in
        guard let self, self.choice == .system else { return }
        let scheme = SystemAppearance.colorScheme
        if scheme != Theme.colorScheme { Theme.install(colorScheme: scheme) }
    }

    /// Starts following the desktop (called once the switch is built).
    func followDesktop() { _ = desktop }

    isolated deinit {
        desktop.forEach { $0.disconnect() }
    }

    static func scheme(for option: ThemeChoice) -> ColorScheme {
        switch option {
        case .light: .light
        case .dark: .dark
        case .system, .both: SystemAppearance.colorScheme
        }
    }

    private func title(_ option: ThemeChoice) -> String {
        switch option {
        case .system: tr("System")
        case .light: tr("Light")
        case .dark: tr("Dark")
        case .both: tr("Both")
        }
    }
}
