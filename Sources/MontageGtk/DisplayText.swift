import Montage

/// The bound on every free text Montage hands to Pango or to an accessible name (a ListCell's
/// label, description and text items, a FormControl's label and message, a TextField's
/// placeholder): Pango lays a paragraph out whole, on the main thread.
enum DisplayText {
    /// The most characters (Unicode scalars) given to Pango. GTK measures a wrapping label
    /// several times: a 100,000-character label took 7 s to first paint, all on the main thread
    /// (and made a row taller than cairo can draw). A component shows a few lines; a page of
    /// text is plenty.
    static let maximumCharacters = 2_000

    /// `text` itself when it has at most `maximumCharacters` characters; otherwise its first
    /// whole grapheme clusters within them, then "…".
    static func bounded(_ text: String) -> String {
        // Fewer UTF-8 bytes than the bound is fewer characters: most texts stop here.
        guard text.utf8.count > maximumCharacters,
              let end = text.unicodeScalars.index(text.startIndex, offsetBy: maximumCharacters, limitedBy: text.endIndex),
              end < text.endIndex else { return text }
        let head = GraphemeLimit.prefix(text, upTo: end)
        return String(head.isEmpty ? text.unicodeScalars[..<end] : head.unicodeScalars) + "…"
    }
}
