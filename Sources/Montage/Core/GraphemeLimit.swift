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

    /// Whether `text` is longer than `limit`.
    public static func exceeds(_ text: String, limit: Int?) -> Bool {
        guard let limit else { return false }
        return text.index(text.startIndex, offsetBy: max(0, limit), limitedBy: text.endIndex).map { $0 < text.endIndex } ?? false
    }
}
