import GtkKit

/// Korean line breaking as Korean text is set (CSS `word-break: keep-all`): a wrapping
/// label breaks Hangul between words only, and inside a word only when the word alone is wider
/// than the line. Pango follows Unicode's line breaking, which allows a break between any two
/// Hangul syllables ("몽타 / 주"), whatever the language; each space-separated run holding Hangul
/// is marked a word (`PangoAttrWord`), which keeps line breaks out of it but leaves the character
/// breaks PANGO_WRAP_WORD_CHAR falls back to. `Build.paragraph` keeps them.
@MainActor
public enum HangulWordBreaks {
    /// Keeps `label`'s Hangul words whole from now on: its word marks follow its text and survive
    /// other attributes set on it (a search highlight).
    public static func keep(_ label: WidgetPointer) {
        apply(label, textChanged: true)
        // Plain handlers: every wrapping label has the two, and a Swift closure's box, GClosure
        // and marshalling were a fifth of what building a list row adds to GTK's own work (perf).
        PlainSignal.connect(label, "notify::label") { label, _, _ in
            PlainSignal.widget(label) { HangulWordBreaks.apply($0, textChanged: true) }
        }
        PlainSignal.connect(label, "notify::attributes") { label, _, _ in
            PlainSignal.widget(label) { HangulWordBreaks.apply($0, textChanged: false) }
        }
    }

    /// The UTF-8 byte ranges of `text`'s space-separated runs that hold Hangul.
    public static func words(in text: String) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?, hasHangul = false, offset = 0
        // Text with no Hangul has no words to mark (most rows of a long list in a Latin script).
        guard text.unicodeScalars.contains(where: isHangul) else { return [] }
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            // ASCII first: Unicode's property tables are slow to ask for every character.
            if scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace {
                if let begin = start, hasHangul { words.append(begin..<offset) }
                start = nil
                hasHangul = false
            } else {
                if start == nil { start = offset }
                if isHangul(scalar) { hasHangul = true }
            }
            offset += length
        }
        if let begin = start, hasHangul { words.append(begin..<offset) }
        return words
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// Set while this type sets attributes, so its own notification is not answered.
    private static var applying = false

    /// Marks the label's Hangul words afresh after a text change; after an attribute change, only
    /// if the new attributes lost the marks.
    private static func apply(_ label: WidgetPointer, textChanged: Bool) {
        guard !applying else { return }
        let words = words(in: Gtk.Label(label).text)
        let current = Gtk.Label(label).attributes
        let marked = TextAttributes.contains(.word, in: current)
        guard textChanged ? (marked || !words.isEmpty) : (!marked && !words.isEmpty) else { return }
        let attributes = TextAttributes(copying: current, except: .word)
        for word in words { attributes.addWord(over: word) }
        applying = true
        Gtk.Label(label).attributes = attributes.pointer
        applying = false
    }
}
