/// One of a component's doc examples: a title and the Swift the docs give (the seed docs'
/// own examples for ListCell and TextField, written the same way for the others), which a
/// Docs page shows live and editable, and the site with its captures.
public struct DocExample: Sendable {
    /// What it shows.
    public let title: DocText
    /// The Swift: the body of a story (components, one per statement, `@State` values first).
    public let code: String

    /// An example titled `title` of `code`.
    public init(title: DocText, code: String) {
        self.title = title
        self.code = code
    }
}
