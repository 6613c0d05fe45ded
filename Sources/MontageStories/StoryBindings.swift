import Montage

/// A story's own bindings: `$name` is the same binding wherever the story names it, empty at
/// first (or the text the first use gives it), so the seed docs' examples paste in as they are.
@MainActor
public final class StoryBindings {
    private var texts: [String: String] = [:]

    /// An empty set.
    public init() {}

    /// The text binding named `name` (created empty on first use).
    public func text(_ name: String) -> Binding<String> {
        if texts[name] == nil { texts[name] = "" }
        return Binding(get: { [weak self] in self?.texts[name] ?? "" }, set: { [weak self] in self?.texts[name] = $0 })
    }

    /// A binding of its own holding `initial` (a string literal where the API takes a binding).
    public func literal(_ initial: String) -> Binding<String> {
        let box = Box(initial)
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// The names bound so far, sorted.
    public var names: [String] { texts.keys.sorted() }

    @MainActor
    private final class Box {
        var value: String
        init(_ value: String) { self.value = value }
    }
}
