/// The emphasis rule of `ListCell.highlight(_:)`: the first case-insensitive occurrence,
/// searched separately in each text (diacritics count: "e" does not match "é"); nothing for an
/// empty query or no match.
public enum TextHighlight {
    /// The UTF-8 byte range of the first case-insensitive match of `query` in `text`.
    public static func firstMatch(of query: String?, in text: String) -> Range<Int>? {
        guard let query, !query.isEmpty else { return nil }
        // Character by character, each compared lowercased: a match never splits a character
        // (a Hangul syllable, an accented letter) and never ignores an accent.
        let wanted = query.map { $0.lowercased() }
        let characters = Array(text.indices)
        guard wanted.count <= characters.count else { return nil }
        for start in 0...(characters.count - wanted.count) {
            let matches = wanted.indices.allSatisfy { text[characters[start + $0]].lowercased() == wanted[$0] }
            guard matches else { continue }
            let end = start + wanted.count < characters.count ? characters[start + wanted.count] : text.endIndex
            let utf8 = text.utf8
            return utf8.distance(from: utf8.startIndex, to: characters[start])..<utf8.distance(from: utf8.startIndex, to: end)
        }
        return nil
    }
}
