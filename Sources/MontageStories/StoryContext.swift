import Montage

/// What a story file's values reach outside themselves: the bindings it names (`$name`), where
/// its closures log (the Events panel), and how a slot's view is made (a labelled placeholder,
/// since a slot's content is Swift code a story file cannot run).
@MainActor
public final class StoryContext {
    /// The story's own bindings, by name.
    public let bindings = StoryBindings()
    /// Receives what a closure does: its `print` text, or its source when it does more.
    public var onEvent: @MainActor (String) -> Void
    /// Makes the view of a slot from the text of its closure (e.g. `MyCustomView()`).
    public var makeSlot: @MainActor (String) -> SlotView

    /// Where an image path of the story points: the gallery resolves a relative path against
    /// the story file's folder (by default, as written).
    public var resolvePath: @MainActor (String) -> String = { $0 }
    /// The image a story argument standing for an image starts at (`.avatar(profileImageURL, …)`):
    /// a sample's name, which the gallery's contexts resolve among its samples.
    public var sampleImage = "avatar-person.png"
    /// Called after a closure changed one of the story's values (`{ isOn = $0 }`): the story is
    /// read again with them.
    public var onChange: (@MainActor () -> Void)?

    /// Makes a closure's assignments; tells `onChange` when a value changed.
    func assign(_ assignments: [StoryClosure.Assignment], parameters: [StoryExpr]) {
        guard !assignments.isEmpty, bindings.apply(assignments, parameters: parameters) else { return }
        onChange?()
    }

    /// The suggestion source a story's `autoCompletionDataSource: $name` binds (by default one
    /// that holds no suggestions).
    public var suggestions: @MainActor (String) -> Binding<TextField.AutoCompletionDataSource?>

    /// The components each statement read without an error made, by the statement's text: a
    /// save reads again only the statements it changed (their closures, bindings and slots are
    /// this context's either way).
    private(set) var elementCache: [String: [StoryElement]] = [:]

    private var cachedBytes = 0

    /// Warnings a value's reading leaves for the interpreter (where, nil: at its statement; and
    /// what), taken after each statement: a slot's items past their bound.
    var warnings: [(offset: Int?, message: String)] = []

    /// Keeps `elements` for statement `text` (at most `maxCached` statements and
    /// `maxCachedBytes` of their text; then it starts over: saves of ever new long statements
    /// cost bounded memory).
    func remember(_ elements: [StoryElement], for text: String) {
        let bytes = text.utf8.count
        guard bytes <= Self.maxCachedBytes / 4 else { return }
        if elementCache.count >= Self.maxCached || cachedBytes + bytes > Self.maxCachedBytes {
            elementCache.removeAll()
            cachedBytes = 0
        }
        if elementCache.updateValue(elements, forKey: text) == nil { cachedBytes += bytes }
    }

    /// Forgets what the story did: the components remembered, with the texts typed into their
    /// bindings, and every value but those given from outside (`--arg`): read again, the file's
    /// stories start as they were first opened.
    public func forgetValues() {
        elementCache.removeAll()
        cachedBytes = 0
        bindings.reset()
    }

    /// The most statements remembered.
    static let maxCached = 4_096
    /// The most bytes of statement text remembered.
    static let maxCachedBytes = 4 * 1024 * 1024

    /// A context logging to `onEvent`, making slots with `makeSlot` and suggestions with
    /// `suggestions` (by default none).
    public init(onEvent: @escaping @MainActor (String) -> Void, makeSlot: @escaping @MainActor (String) -> SlotView,
                suggestions: @escaping @MainActor (String) -> Binding<TextField.AutoCompletionDataSource?> = { _ in Binding(get: { nil }, set: { _ in }) }) {
        self.onEvent = onEvent
        self.makeSlot = makeSlot
        self.suggestions = suggestions
    }
}
