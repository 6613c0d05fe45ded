/// The maxLength rule: text longer than `limit` grapheme clusters (user-perceived characters:
/// emoji sequences, flags, Hangul syllables and conjoining jamo, base + combining marks) becomes
/// its first `limit` of them; a negative limit is 0; nil is unlimited.
public enum GraphemeLimit {
    /// The text within `limit`, or the text itself when it fits.
    public static func apply(_ text: String, limit: Int?) -> String {
        guard let limit else { return text }
        let bound = max(0, limit)
        guard let cut = text.index(text.startIndex, offsetBy: bound, limitedBy: text.endIndex), cut < text.endIndex else {
            return text
        }
        return String(text[..<cut])
    }

    /// The whole grapheme clusters at the start of `text` that end at or before `end`, an index
    /// of any of its views (so a cut by UTF-8 bytes or Unicode scalars never splits a cluster).
    public static func prefix(_ text: String, upTo end: String.Index) -> Substring {
        var cut = text.startIndex
        while cut < text.endIndex {
            let next = text.index(after: cut)
            if next > end { break }
            cut = next
        }
        return text[..<cut]
    }

    /// Whether `text` is longer than `limit`.
    public static func exceeds(_ text: String, limit: Int?) -> Bool {
        guard let limit else { return false }
        return text.index(text.startIndex, offsetBy: max(0, limit), limitedBy: text.endIndex).map { $0 < text.endIndex } ?? false
    }
}
