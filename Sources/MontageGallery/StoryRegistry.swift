import GtkKit

/// Every story of the gallery, in sidebar order. The sidebar, the CLI (`--list`, `--story`,
/// `--screenshot`) and the tests all read this one list.
public enum StoryRegistry {
    /// All stories.
    @MainActor
    public static let all: [Story] = [ColorsPage.story, TypographyPage.story] + [ListCellPlayground.story] + ListCellExamples.stories
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
