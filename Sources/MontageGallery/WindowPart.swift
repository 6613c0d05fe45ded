import CGtk
import GtkKit
import MontageCatalog

/// The widget names of the gallery window's own parts (header bar, sidebar, panels, pages), as
/// its Shell names them. The panels' parts have enums of their own (`InspectorPart`,
/// `ComparePart`, `AccessibilityPart`; the code and events panels' controls `ControlPart`).
package enum WindowPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The header bar's title.
    case windowTitle = "window-title"
    /// The header bar's button showing or hiding the sidebar.
    case sidebarToggle = "sidebar-toggle"
    /// The header bar's button showing or hiding the Swift of the page.
    case codeToggle = "code-toggle"
    /// The header bar's button showing or hiding the events panel.
    case eventsToggle = "events-toggle"
    /// The header bar's button showing or hiding the compare view.
    case compareToggle = "compare-toggle"
    /// The header bar's button showing or hiding the accessibility panel.
    case accessibilityToggle = "accessibility-toggle"
    /// The header bar's System / Light / Dark switch.
    case schemeSwitch = "scheme-switch"
    /// The header bar's main menu button.
    case mainMenu = "main-menu"
    /// The sidebar.
    case sidebar
    /// The sidebar's scroller around the story list.
    case sidebarScroller = "sidebar-scroller"
    /// The sidebar's search entry.
    case storySearch = "story-search"
    /// The sidebar's list of stories.
    case storyList = "story-list"
    /// The content (the pages and the compare view) under the color vision filter.
    case visionFilter = "vision-filter"
    /// The code panel: the Swift of the page (a code view).
    case storyCode = "story-code"
    /// The events panel.
    case eventsPanel = "events-panel"

    /// The page of the story with `id`.
    package static func page(_ id: String) -> DerivedPartName {
        DerivedPartName("page-\(id)")
    }

    /// The story list's row of the story with `id`.
    package static func story(_ id: String) -> DerivedPartName {
        DerivedPartName("story-\(id)")
    }

    /// The scheme switch's button for `choice`.
    package static func scheme(_ choice: ThemeChoice) -> DerivedPartName {
        DerivedPartName("scheme-\(choice.rawValue)")
    }
}
