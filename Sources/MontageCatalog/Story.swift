import MontageGtk
import GtkKit
import MontageStories

/// One page of the gallery, declared once (inside the package) and used by the sidebar, the CLI
/// and the tests.
public struct Story: Sendable {
    /// Kebab-case id starting with what it shows, e.g. `tokens-colors`.
    public let id: String
    /// Sidebar title.
    public let title: String
    /// Sidebar section the story is listed under.
    public let section: String
    /// Width and height a screenshot of the story is laid out in (height -1: natural height).
    public let preferredSize: (width: Int32, height: Int32)
    /// Whether the page fills the window's height and scrolls its own panes (playgrounds: the
    /// preview stays in place while the controls scroll); other pages scroll as a whole.
    public private(set) var fillsHeight = false
    /// What a person does on the page and then sees, in order (a story file's `steps:`): run by
    /// a player, never when the story is opened.
    package private(set) var steps: [StoryStep] = []
    /// Builds a fresh widget tree for the story, whose callbacks report to the events given.
    package let build: @MainActor @Sendable (StoryEvents) -> WidgetPointer
    /// Where the story is declared: a built-in story's Swift file (relative to the repository)
    /// and line, or a story file's path and the story's line.
    public private(set) var origin: StoryOrigin
    /// Words the sidebar's search also finds the story by (a Docs page's modifiers).
    public private(set) var keywords: [String] = []

    /// A story of `id`, listed as `title` under `section`, laid out at `preferredSize`, declared
    /// at `file`:`line` (the caller's, for a built-in story).
    package init(id: String, title: String, section: String, preferredSize: (width: Int32, height: Int32),
                 file: String = #filePath, line: Int = #line, build: @escaping @MainActor @Sendable (StoryEvents) -> WidgetPointer) {
        self.id = id
        self.title = title
        self.section = section
        self.preferredSize = preferredSize
        self.build = build
        origin = StoryOrigin(file: StoryOrigin.repositoryPath(file), line: line, builtIn: true)
    }

    /// This story, also found by `keywords`.
    package func with(keywords: [String]) -> Story {
        var story = self
        story.keywords = keywords
        return story
    }

    /// This story, declared in the story file `file` at `line`.
    package func declared(inFile file: String, line: Int) -> Story {
        var story = self
        story.origin = StoryOrigin(file: file, line: line, builtIn: false)
        return story
    }

    /// This story, filling the window's height (a playground: its preview stays in place while
    /// its controls scroll).
    package func fillingHeight() -> Story {
        var story = self
        story.fillsHeight = true
        return story
    }

    /// This story with `steps`, its interactions.
    package func with(steps: [StoryStep]) -> Story {
        var story = self
        story.steps = steps
        return story
    }
}
