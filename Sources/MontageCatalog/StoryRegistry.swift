import GtkKit

/// The stories compiled into the gallery, in sidebar order; a `GalleryModel` adds its story
/// folders' after them.
public enum StoryRegistry {
    /// The stories compiled into the gallery.
    @MainActor
    public static let builtIn: [Story] = [ColorsPage.story, TypographyPage.story] + [DocsStories.listCell, ListCellPlayground.story] + ListCellExamples.stories
        + [StateStories.listCell] + DocsStories.textField + [TextFieldPlayground.story] + TextFieldExamples.stories + [StateStories.controls]
        + [DeliveriesStory.story, ProductsStories.grid, ProductsStories.states, SearchStory.story]
        + [SelectionStory.story, EditModeStory.story, ReorderStory.story, TextAndLengthStories.middleEllipsis, TextAndLengthStories.showMore,
           TableStory.story, OutlineStory.story, GroupedStory.story]
        + DocsStories.components

    /// The built-in story with `id`, if any.
    @MainActor
    public static func story(id: String) -> Story? { builtIn.first { $0.id == id } }

    /// Every built-in story's id, in order.
    @MainActor
    public static var ids: [String] { builtIn.map(\.id) }
}
