import MontageGtk
import MontageStories
import GtkKit

/// The story folders a gallery shows, and their stories as gallery stories: one per
/// `Story(…)` of each file, id'd `file-<file>-<title>`, listed under the story's own section or
/// the folder's name, built from the story's last good version.
@MainActor
package final class FileStoryCatalog {
    /// The folders, in the order given.
    package private(set) var folders: [StoryFolder] = []
    /// Called when a story file was re-read (its source), or files came or went (nil).
    package var onChange: (@MainActor (StorySource?) -> Void)?
    /// The story arguments given on the command line (`--arg NAME=VALUE`), which every story
    /// file's arguments start at.
    package let givenArguments: [String: String]

    /// No folders yet; story files' arguments start at `arguments`.
    package init(arguments: [String: String] = [:]) { givenArguments = arguments }

    /// Adds the folder at `path` (once), remembered for the next session when `remembered`;
    /// returns it.
    @discardableResult
    package func add(folder path: String, remembered: Bool = false) -> StoryFolder {
        if let known = folders.first(where: { $0.path == path }) {
            if remembered { known.isRemembered = true }
            return known
        }
        let folder = StoryFolder(path: path, arguments: givenArguments)
        folder.isRemembered = remembered
        folder.onChange = { [weak self] source in
            self?.cached = nil
            self?.onChange?(source)
        }
        folders.append(folder)
        cached = nil
        return folder
    }

    /// Closes every folder (their stories go; nothing is remembered of them).
    package func closeAll() {
        folders = []
        cached = nil
        sourcesByID = [:]
    }

    /// Watches every folder for changes.
    package func watch() { folders.forEach { $0.watch() } }

    /// The source of each story id, as `stories` last named them.
    private var sourcesByID: [String: StorySource] = [:]

    /// The stories as last made (made again after a folder or a file changed).
    private var cached: [Story]?

    /// Every file story, folder by folder, file by file (a gallery's story list asks often).
    package var stories: [Story] {
        if let cached { return cached }
        let made = makeStories()
        cached = made
        return made
    }

    private func makeStories() -> [Story] {
        var ids: Set<String> = []
        sourcesByID = [:]
        return folders.flatMap { folder in
            folder.sources.flatMap { source in
                source.titles.map { title in
                    var id = "file-" + Self.slug(source.fileName.replacing(".swift", with: "")) + "-" + Self.slug(title)
                    var index = 2
                    while ids.contains(id) { id = id.replacing(/-\d+$/, with: "") + "-\(index)"; index += 1 }
                    ids.insert(id)
                    sourcesByID[id] = source
                    let story = source.lastGood[title]
                    return Story(id: id, title: title, section: story?.section ?? folder.name,
                                 preferredSize: (Int32(story?.width ?? 480), -1)) { FileStoryPage.make(source, title: title, events: $0) }
                        .with(steps: story?.steps ?? [])
                        .declared(inFile: source.path, line: story?.line ?? 1)
                }
            }
        }
    }

    /// The steps the folders' files give the story `id` with `Steps("id") { … }` (the first to
    /// give it any), or none.
    package func steps(for id: String) -> [StoryStep] {
        stepSource(for: id)?.plays.first { $0.storyID == id }?.steps ?? []
    }

    /// The file whose `Steps("id") { … }` gives the story `id` its steps, if one does.
    package func stepSource(for id: String) -> StorySource? {
        for folder in folders {
            for source in folder.sources where source.plays.contains(where: { $0.storyID == id }) { return source }
        }
        return nil
    }

    /// The source a file story's page comes from.
    package func source(of id: String) -> StorySource? { sourcesByID[id] }

    /// `text` as an id part: lowercase letters and digits (of any script), runs of anything else
    /// a single `-`.
    static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber { slug.append(character) } else if !slug.hasSuffix("-") { slug.append("-") }
        }
        while slug.hasPrefix("-") { slug.removeFirst() }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "story" : slug
    }
}
