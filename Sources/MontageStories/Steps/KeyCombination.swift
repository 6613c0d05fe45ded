/// A key with the modifiers held, as a person writes it: `"Tab"`, `"Shift+Tab"`, `"Ctrl+Z"`,
/// `"Down"`, `"F10"`, `"a"`. Modifiers are Ctrl, Shift, Alt and Super; the key is one character
/// or one of the names below (X's key names, so a player can send it as it is).
public struct KeyCombination: Equatable, Sendable, CustomStringConvertible {
    /// A modifier held with the key.
    public enum Modifier: String, CaseIterable, Sendable {
        /// Control.
        case ctrl = "Ctrl"
        /// Shift.
        case shift = "Shift"
        /// Alt.
        case alt = "Alt"
        /// Super (the logo key).
        case `super` = "Super"
    }

    /// The modifiers, in the order written.
    public let modifiers: [Modifier]
    /// The key: one character, or a key name (`Tab`, `Return`, `Escape`, `Down`, `F10`, …).
    public let key: String

    /// The named keys a combination may end with (besides one character).
    public static let keyNames: [String] = ["Tab", "Return", "Escape", "space", "BackSpace", "Delete", "Insert", "Home", "End",
                                            "Page_Up", "Page_Down", "Up", "Down", "Left", "Right", "Menu", "plus", "minus"] + (1...12).map { "F\($0)" }

    /// Why a written combination is not one.
    public struct Problem: Error, Equatable {
        /// The reason, as a diagnostic says it.
        public let message: String
    }

    /// The combination `text` writes (`"Ctrl+Shift+Z"`); throws when it names no key (a
    /// message quoting at most 40 characters of what was written).
    public init(_ text: String) throws(Problem) {
        func shown(_ written: String) -> String { written.count > 40 ? written.prefix(40) + "…" : written }
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let key = parts.last, !key.isEmpty else { throw Problem(message: "'\(shown(text))' names no key: write it as \"Ctrl+Z\" or \"Tab\"") }
        var modifiers: [Modifier] = []
        for part in parts.dropLast() {
            guard let modifier = Modifier(rawValue: part) ?? Modifier.allCases.first(where: { $0.rawValue.lowercased() == part.lowercased() }) else {
                throw Problem(message: "'\(shown(part))' is not a modifier\(Suggestion.didYouMean(part, among: Modifier.allCases.map(\.rawValue)))")
            }
            guard !modifiers.contains(modifier) else { throw Problem(message: "'\(part)' is written twice in '\(shown(text))'") }
            modifiers.append(modifier)
        }
        let named = Self.keyNames.first { $0.lowercased() == key.lowercased() } ?? (key == "Enter" ? "Return" : key == "Esc" ? "Escape" : key == "Space" ? "space" : nil)
        guard named != nil || key.count == 1 else {
            throw Problem(message: "'\(shown(key))' is not a key\(Suggestion.didYouMean(key, among: Self.keyNames))")
        }
        self.modifiers = modifiers
        self.key = named ?? key
    }

    /// As written: `"Ctrl+Z"`.
    public var description: String { (modifiers.map(\.rawValue) + [key]).joined(separator: "+") }
}
