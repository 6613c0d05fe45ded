import MontageGtk
import GtkKit

/// The TextField playground's sample suggestion source (what `$suggestions` lists): addresses
/// matching the typed text, in two sections or one, with a header and a footer or not.
struct TextFieldPlaygroundModel {
    static let suggestions = ["kim@wanted.co.kr", "kim.tide@wanted.co.kr", "kimtide@gmail.com", "kim@montage.design",
                              "lee@wanted.co.kr", "park@wanted.co.kr", "choi@montage.design", "jung@gmail.com"]

    var sections = true
    var header = false
    var footer = false

    /// Suggestions matching `text` (case-insensitive prefix of the address), by section.
    func matches(_ text: String) -> [[String]] {
        let query = text.lowercased()
        guard !query.isEmpty else { return [[], []] }
        let found = Self.suggestions.filter { $0.lowercased().hasPrefix(query) && $0.lowercased() != query }
        guard sections else { return [found, []] }
        return [found.filter { $0.hasSuffix("wanted.co.kr") }, found.filter { !$0.hasSuffix("wanted.co.kr") }]
    }
}
