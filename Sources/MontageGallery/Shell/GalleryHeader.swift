import MontageGtk
import GtkKit
import MontageCatalog

/// The window's header bar: the title, the sidebar button (narrow windows), the tool toggles
/// (Code, Events, Compare, Steps, the inspector's, Accessibility), the main menu and the scheme switch.
/// The tool buttons and the switch give way in narrow windows (the menu has them).
@MainActor
final class GalleryHeader {
    /// The GtkHeaderBar.
    let bar: WidgetPointer
    /// The title label (the story on screen).
    let title: WidgetPointer
    /// Brings the stories over the page (shown only while the window is narrow).
    let sidebarToggle: WidgetPointer
    /// Shows the Swift of the page.
    let codeToggle: WidgetPointer
    /// Shows every callback of every story.
    let eventsToggle: WidgetPointer
    /// Shows the story in variants side by side.
    let compareToggle: WidgetPointer
    /// Shows the story's steps (the Interactions panel).
    let interactionsToggle: WidgetPointer
    /// Shows the accessibility panel.
    let accessibilityToggle: WidgetPointer
    /// Light, dark or the system's.
    let switcher: SchemeSwitcher
    /// The main menu and the window's actions.
    let menu: GalleryMenu

    /// The header of `window`, its scheme switch on `theme`, with the inspector's `inspectorToggle`.
    init(window: WidgetPointer, theme: ThemeChoice, inspectorToggle: WidgetPointer) {
        bar = Gtk.HeaderBar().widget.classes(["gallery-header"])
        title = Build.label(BuildProfile.current.title, classes: ["title"]).named(WindowPart.windowTitle)
        Gtk.Label(title).ellipsize = .end
        Gtk.HeaderBar(bar).titleWidget = title
        sidebarToggle = Gtk.ToggleButton().widget.named(WindowPart.sidebarToggle)
        Gtk.Button(sidebarToggle).iconName = Icons.gtkName(Icon.menu.rawValue)
        sidebarToggle.tooltip(tr("Stories"))
        sidebarToggle.accessibleLabel(tr("Show stories"))
        sidebarToggle.isVisible = false
        Gtk.HeaderBar(bar).packStart(sidebarToggle)
        codeToggle = Self.toggle(tr("Code"), WindowPart.codeToggle, tr("The Swift that builds this page (Ctrl+Shift+C)"))
        eventsToggle = Self.toggle(tr("Events"), WindowPart.eventsToggle, tr("Every callback of every story (Ctrl+Shift+E)"))
        compareToggle = Self.toggle(tr("Compare"), WindowPart.compareToggle, tr("This story in two or four variants side by side (Ctrl+Shift+D)"))
        // An icon (GTK's own play symbol, which its media controls use), so the tools fit beside a long title.
        interactionsToggle = Gtk.ToggleButton().widget.named(WindowPart.interactionsToggle)
        Gtk.Button(interactionsToggle).iconName = "media-playback-start-symbolic"
        interactionsToggle.accessibleLabel(tr("Steps"))
        interactionsToggle.tooltip(tr("This story's steps, played with real input (Ctrl+Shift+P)"))
        // An icon (the eye: how the page is seen), so the header's tools still fit beside a long title.
        accessibilityToggle = Gtk.ToggleButton().widget.named(WindowPart.accessibilityToggle)
        Gtk.Button(accessibilityToggle).iconName = Icons.gtkName(Icon.eye.rawValue)
        accessibilityToggle.accessibleLabel(tr("Accessibility"))
        accessibilityToggle.tooltip(tr("This page's accessibility audit and vision simulator (Ctrl+Shift+A)"))
        Gtk.HeaderBar(bar).packStart(Collapsible(Build.hbox(spacing: 6, [codeToggle, eventsToggle, compareToggle, interactionsToggle, inspectorToggle,
                                                                        accessibilityToggle])).widget)
        switcher = SchemeSwitcher(initial: theme)
        menu = GalleryMenu(window: window, switcher: switcher)
        Gtk.HeaderBar(bar).packEnd(menu.button)
        Gtk.HeaderBar(bar).packEnd(Collapsible(switcher.widget).widget)
    }

    /// A labelled toggle named `part` with `tooltip`.
    private static func toggle(_ label: String, _ part: WindowPart, _ tooltip: String) -> WidgetPointer {
        Gtk.ToggleButton(label: label).widget.named(part).tooltip(tooltip)
    }
}
