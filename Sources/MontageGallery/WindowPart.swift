import GtkKit
import MontageCatalog

/// The widget names of the gallery window's own parts (header bar, sidebar, panels, pages), as
/// its Shell names them. The panels' parts have enums of their own (`InspectorPart`,
/// `ComparePart`, `AccessibilityPart`; the code and events panels' controls `ControlPart`).
///
/// Its parts: `windowTitle` the header bar's title; `sidebarToggle` the header bar's button showing
/// or hiding the sidebar; `codeToggle` the header bar's button showing or hiding the Swift of the
/// page; `eventsToggle` the header bar's button showing or hiding the events panel; `compareToggle`
/// the header bar's button showing or hiding the compare view; `interactionsToggle` the header
/// bar's button showing or hiding the Interactions panel (the story's steps); `accessibilityToggle` the header
/// bar's button showing or hiding the accessibility panel; `schemeSwitch` the header bar's System /
/// Light / Dark switch; `mainMenu` the header bar's main menu button; `sidebar` the sidebar;
/// `sidebarScroller` the sidebar's scroller around the story list; `storySearch` the sidebar's
/// search entry; `noMatches` the list's line when the search matches no story; `storyList` the
/// sidebar's list of stories; `visionFilter` the content (the pages
/// and the compare view) under the color vision filter; `storyCode` the code panel: the Swift of
/// the page (a code view); `eventsPanel` the events panel; `notice` the line over the page saying
/// what the window did on its own; `noticeDismiss` its Dismiss button.
package enum WindowPart: String, CaseIterable, Sendable, WidgetPartName {
    case windowTitle = "window-title", sidebarToggle = "sidebar-toggle", codeToggle = "code-toggle",
         eventsToggle = "events-toggle", compareToggle = "compare-toggle", interactionsToggle = "interactions-toggle",
         accessibilityToggle = "accessibility-toggle", schemeSwitch = "scheme-switch",
         mainMenu = "main-menu", sidebar, sidebarScroller = "sidebar-scroller",
         storySearch = "story-search", noMatches = "no-matches", storyList = "story-list", visionFilter = "vision-filter",
         storyCode = "story-code", eventsPanel = "events-panel", notice = "page-notice", noticeDismiss = "page-notice-dismiss"

    /// The page of the story with `id`.
    package static func page(_ id: String) -> DerivedPartName { DerivedPartName("page-\(id)") }

    /// The story list's row of the story with `id`.
    package static func story(_ id: String) -> DerivedPartName { DerivedPartName("story-\(id)") }

    /// The scheme switch's button for `choice`.
    package static func scheme(_ choice: ThemeChoice) -> DerivedPartName { DerivedPartName("scheme-\(choice.rawValue)") }
}
