import GtkKit

/// Text rules of the label and description: one ellipsized line each with `textEllipsis`,
/// otherwise unlimited wrapping, of a text bounded by `DisplayText`, Hangul words kept whole;
/// the highlight's first match set in Montage bold.
@MainActor
enum ListCellText {
    /// What GTK is given for an empty text: a zero-width space, which shows and measures as the
    /// empty line does. GTK 4.8's wrapping GtkLabel, emptied in the same frame as its font
    /// shrinks (a label variant change), reports a baseline below its height and warns
    /// ("Baselines must be inside the widget size") when its grid asks for baselines.
    static let emptyText = "\u{200B}"

    /// Sets `text` (bounded) on `label` with the wrapping rules and its attributes: Hangul words
    /// kept whole (`HangulWordBreaks`) and the first case-insensitive match of `query` in bold
    /// (`boldWeight`). `fillsRow`: the label is alone on its line of the text column (no
    /// label-trailing items), so it is as wide as the column. The attributes are set once, with
    /// the text (a handler marking words after GTK announced the text set them a second time),
    /// and left alone when the label already shows them: setting them again lays the row out again.
    static func configure(_ label: WidgetPointer, text: String, ellipsis: Bool, fillsRow: Bool, highlight query: String?, boldWeight: Int) {
        let gtkLabel = Gtk.Label(label)
        let shown = text.isEmpty ? emptyText : DisplayText.bounded(text)
        if gtkLabel.text != shown { gtkLabel.text = shown }
        gtkLabel.wraps = !ellipsis
        gtkLabel.wrapMode = .wordCharacter
        gtkLabel.ellipsize = ellipsis ? .end : .none
        gtkLabel.lines = ellipsis ? 1 : -1
        gtkLabel.widthChars = ellipsis || !fillsRow ? -1 : WrappingWidth.minimumCharacters(text)

        let weight = Int32(boldWeight)
        var wanted = HangulWordBreaks.words(in: shown).map { TextRun(.word, bytes: $0) }
        if let match = TextHighlight.firstMatch(of: query, in: shown) { wanted.append(TextRun(.weight(weight), bytes: match)) }
        // In Pango's order: by start, inserted ones after those already there (a stable sort).
        wanted.sort { $0.bytes.lowerBound < $1.bytes.lowerBound }
        let current = gtkLabel.attributes
        if TextAttributes.runs(in: current) == wanted { return }
        guard !wanted.isEmpty else {
            gtkLabel.attributes = nil
            return
        }
        let attributes = TextAttributes()
        for run in wanted {
            if case .weight(let value) = run.style { attributes.addWeight(value, over: run.bytes) } else { attributes.addWord(over: run.bytes) }
        }
        gtkLabel.attributes = attributes.pointer
    }
}
