import GtkKit

/// What one gallery shows and hears: the built-in stories, its story folders and the events its
/// pages report. The window, the capture engine and the audit are given one; nothing of it is
/// global, so two galleries in a process (tests) share nothing.
@MainActor
package final class GalleryModel {
    /// The stories compiled into the gallery.
    package let builtIn: [Story]
    /// The story folders and their stories.
    package let folders: FileStoryCatalog
    /// Every callback of every page built from this model.
    package let events = EventCenter()

    /// A model of `builtIn` stories and no folders yet; story files' arguments start at `arguments`.
    package init(builtIn: [Story] = StoryRegistry.builtIn, arguments: [String: String] = [:]) {
        self.builtIn = builtIn
        folders = FileStoryCatalog(arguments: arguments)
        events.storyFolder = { [weak folders] in folders?.folders.first?.path }
    }

    /// Every story: the built-in ones, then the story files', in sidebar order.
    package var stories: [Story] { builtIn + folders.stories }

    /// The story with `id`, if any.
    package func story(id: String) -> Story? { stories.first { $0.id == id } }

    /// `story` with the steps it is played with: its own (a story file's `steps:`), else those a
    /// story folder's `Steps("id") { … }` gives it, else the built-in step files' (read only now).
    package func playable(_ story: Story) -> Story {
        guard story.steps.isEmpty else { return story }
        // A folder's Steps("id"), even an empty one, stands in for the built-in step files'.
        if folders.stepSource(for: story.id) != nil { return story.with(steps: folders.steps(for: story.id)) }
        return story.with(steps: BuiltInSteps.steps(for: story.id))
    }

    /// Every story id, in order.
    package var ids: [String] { stories.map(\.id) }

    /// The widget tree of `story`, its callbacks reported to this model's events.
    package func build(_ story: Story) -> WidgetPointer { story.build(events.events(of: story.id)) }
}
