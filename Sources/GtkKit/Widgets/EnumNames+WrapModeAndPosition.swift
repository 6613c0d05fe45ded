import CGtk

extension PangoWrapMode {
    /// Between words, or between characters in a word longer than the line (`PANGO_WRAP_WORD_CHAR`).
    public static let wordCharacter = PANGO_WRAP_WORD_CHAR
}

extension GtkPositionType {
    /// Below (`GTK_POS_BOTTOM`).
    public static let bottom = GTK_POS_BOTTOM
}
