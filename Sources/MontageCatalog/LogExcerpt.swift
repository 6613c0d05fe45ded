import GtkKit
import MontageStories
import MontageGtk

/// A value as the event logs show it (the events panel and the playgrounds' logs): whole when
/// short; otherwise its first `limit` characters, then its length in characters, grouped
/// (`"0123…"…(10,485,760 characters)`). Every logged value goes through `bounded`, so a line
/// stays a short label however long the text a user sends: a label holding a whole 10 KB paste,
/// measured again and again by the window's split, froze the window for over a minute.
enum LogExcerpt {
    /// The most characters of a value a log line shows.
    static let limit = 80

    /// `text`, bounded to `limit` characters (grapheme clusters) followed by its length; a Swift
    /// string literal of it (or of its kept part) when `quoted`.
    static func bounded(_ text: String, limit: Int = limit, quoted: Bool = false) -> String {
        // At most `limit` UTF-8 bytes is at most `limit` characters: short values stop here.
        guard text.utf8.count > limit,
              let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else {
            return quoted ? StoryScript.quote(text) : text
        }
        let head = String(text[..<end]), count = text.count
        return (quoted ? StoryScript.quote(head) : head) + trn("…(%s character)", "…(%s characters)", count, count.grouped)
    }
}
