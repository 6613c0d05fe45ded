import GtkKit

/// Text rules of the label and description: one ellipsized line each with `textEllipsis`,
/// otherwise unlimited wrapping, of a text bounded by `DisplayText`; the highlight's first
/// match set in Montage bold.
@MainActor
enum ListCellText {
    /// What GTK is given for an empty text: a zero-width space, which shows and measures as the
    /// empty line does. GTK 4.8's wrapping GtkLabel, emptied in the same frame as its font
    /// shrinks (a label variant change), reports a baseline below its height and warns
    /// ("Baselines must be inside the widget size") when its grid asks for baselines.
    static let emptyText = "\u{200B}"

    /// Sets `text` (bounded) on `label` with the wrapping rules. `fillsRow`: the label is alone
    /// on its line of the text column (no label-trailing items), so it is as wide as the column.
    static func configure(_ label: WidgetPointer, text: String, ellipsis: Bool, fillsRow: Bool) {
        let gtkLabel = Gtk.Label(label)
        gtkLabel.text = text.isEmpty ? emptyText : DisplayText.bounded(text)
        gtkLabel.wraps = !ellipsis
        gtkLabel.wrapMode = .wordCharacter
        gtkLabel.ellipsize = ellipsis ? .end : .none
        gtkLabel.lines = ellipsis ? 1 : -1
        gtkLabel.widthChars = ellipsis || !fillsRow ? -1 : WrappingWidth.minimumCharacters(text)
    }

    /// Sets the first case-insensitive match of `query` in bold (`boldWeight`), or nothing.
    /// A label that already shows that highlight is left alone: setting its attributes again
    /// lays the row out again (a page updating every row when one changed). Hangul word marks
    /// (`HangulWordBreaks`' own) do not count.
    static func highlight(_ label: WidgetPointer, query: String?, boldWeight: Int) {
        let gtkLabel = Gtk.Label(label)
        let weight = Int32(boldWeight)
        let wanted = TextHighlight.firstMatch(of: query, in: gtkLabel.text).map { TextRun(.weight(weight), bytes: $0) }
        let shown = TextAttributes.runs(in: gtkLabel.attributes).lazy.filter { $0.style != .word }
        if shown.elementsEqual(wanted.map { [$0] } ?? []) { return }
        guard let wanted else {
            gtkLabel.attributes = nil
            return
        }
        let attributes = TextAttributes()
        attributes.addWeight(weight, over: wanted.bytes)
        gtkLabel.attributes = attributes.pointer
    }
}
