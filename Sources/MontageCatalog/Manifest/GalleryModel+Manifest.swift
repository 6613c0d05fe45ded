import MontageStories

extension GalleryModel {
    /// The manifest of this gallery: every component's API and every story (with its steps, from
    /// its story file's `Steps` where one gives them).
    package func manifest() -> GalleryManifest {
        let entries = stories.map { story -> GalleryManifest.StoryEntry in
            let playable = playable(story)
            let arguments = folders.source(of: story.id).flatMap { $0.lastGood[story.title]?.arguments } ?? []
            return GalleryManifest.StoryEntry(
                id: story.id, title: story.title, section: story.section,
                source: GalleryManifest.Source(file: story.origin.file, line: story.origin.line, builtIn: story.origin.builtIn),
                arguments: arguments.map { GalleryManifest.Argument(name: $0.name, type: $0.typeName, initial: $0.initialText) },
                steps: playable.steps.map(\.swift))
        }
        return GalleryManifest(references: ComponentReferences.all, stories: entries)
    }
}
