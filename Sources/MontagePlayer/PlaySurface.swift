import GtkKit
import MontageCatalog

/// Where a story is played: its page (where parts are found), what its window shows of it (a
/// step's capture) and the window (whose frames the player waits for). A stage of its own
/// (`PlayStage`), or the gallery's page.
@MainActor
package struct PlaySurface {
    /// The story.
    package let story: Story
    /// The window the page is in.
    package let window: WidgetPointer
    /// The page, where its parts are found.
    package let page: WidgetPointer
    /// What the window shows of the page: a step's capture.
    package let view: WidgetPointer

    /// `story`'s `page`, shown by `view` in `window`.
    package init(story: Story, window: WidgetPointer, page: WidgetPointer, view: WidgetPointer) {
        self.story = story
        self.window = window
        self.page = page
        self.view = view
    }
}
