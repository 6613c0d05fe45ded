import GtkKit

/// Every story of the gallery, in sidebar order: the built-in ones, then those of the story
/// folders (`FileStoryCatalog`). The sidebar, the CLI (`--list`, `--story`, `--screenshot`) and
/// the tests all read this one list.
public enum StoryRegistry {
    /// All stories: the built-in ones, then the story files'.
    @MainActor
    public static var all: [Story] { builtIn + FileStoryCatalog.stories }

    /// The stories compiled into the gallery.
    @MainActor
    public static let builtIn: [Story] = [ColorsPage.story, TypographyPage.story] + [ListCellPlayground.story] + ListCellExamples.stories
        + [StateStories.listCell] + [TextFieldPlayground.story] + TextFieldExamples.stories + [StateStories.controls]
        + [DeliveriesStory.story, ProductsStories.grid, ProductsStories.states, SearchStory.story]
        + [SelectionStory.story, EditModeStory.story, ReorderStory.story, TextAndLengthStories.middleEllipsis, TextAndLengthStories.showMore,
           TableStory.story, OutlineStory.story, GroupedStory.story]

    /// The story with `id`, if any.
    @MainActor
    public static func story(id: String) -> Story? { all.first { $0.id == id } }

    /// Every story id, in order.
    @MainActor
    public static var ids: [String] { all.map(\.id) }
}
