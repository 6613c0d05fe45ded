/// Why a part of a story file cannot be mapped onto Montage, and where: the interpreter turns it
/// into an error diagnostic at `offset` (or at the enclosing call when nil).
struct StoryError: Error {
    /// The message, with "did you mean" where a name is close.
    let message: String
    /// Where it applies (UTF-8 offset), nil: where the caller is.
    let offset: Int?
    /// Whether it says a value is of the wrong type (an optional restates it with its own name).
    let isMismatch: Bool

    init(_ message: String, at offset: Int?, isMismatch: Bool = false) {
        self.message = message
        self.offset = offset
        self.isMismatch = isMismatch
    }

    /// "unknown `kind` 'name'", and the closest of `candidates` if one is close enough.
    static func unknown(_ kind: String, _ name: String, among candidates: [String], at offset: Int?) -> StoryError {
        let shown = name.count > 60 ? name.prefix(60) + "…" : name  // a hostile name is quoted, not copied whole
        return StoryError("\(kind) '\(shown)' is not known here\(Suggestion.didYouMean(name, among: candidates))", at: offset)
    }
}
