/// Where a story is declared: a file and the line its declaration starts on, and whether the
/// file is one of the gallery's own Swift sources or a story file given with `--stories`.
public struct StoryOrigin: Sendable, Equatable {
    /// The file: relative to the repository for a built-in story, as given for a story file.
    public let file: String
    /// The line the declaration starts on (1-based).
    public let line: Int
    /// Whether the story is built into the gallery.
    public let builtIn: Bool

    /// `path` from its `Sources/` folder on (a built-in story's file as the repository holds it,
    /// wherever it was built).
    static func repositoryPath(_ path: String) -> String {
        guard let range = path.ranges(of: "/Sources/").last else { return path }
        return String(path[path.index(after: range.lowerBound)...])
    }
}
