import CGtk
/// The narrowest a wrapping label gets: a few average characters (GtkLabel's `width-chars`)
/// rather than GTK's default of one, which it measures by laying the text out one character per
/// line (ten times any other layout of it; the largest cost of a page's first frame, `make
/// bench`). Text that narrow is unreadable anyway; long words still break between characters.
@MainActor
public enum WrappingWidth {
    /// The narrowest, in average characters, a wrapping `text` gets: up to `most`, and never
    /// more than 3/8 of its characters, so its own width always exceeds it (its natural width
    /// never changes: the narrowest glyphs are more than 3/8 of an average one); -1 (GTK's own)
    /// for fewer than 6 characters.
    public static func minimumCharacters(_ text: String, atMost most: Int32 = 8) -> Int32 {
        let characters = Int32(min(text.unicodeScalars.count, 64)) * 3 / 8
        return characters < 2 ? -1 : min(most, characters)
    }

    /// The most characters `keep` holds a label to: 4 keeps a display-size specimen (56 px type)
    /// narrow enough for a 360 px window.
    public static let keptCharacters: Int32 = 4

    /// Keeps `label`'s `width-chars` at `minimumCharacters` of its text (at most
    /// `keptCharacters`), from now on.
    public static func keep(_ label: WidgetPointer) {
        apply(label)
        Signal.connect(label, "notify::label") { apply(label) }
    }

    private static func apply(_ label: WidgetPointer) {
        let opaque: OpaquePointer = cast(label)
        gtk_label_set_width_chars(opaque, minimumCharacters(String(cString: gtk_label_get_text(opaque)), atMost: keptCharacters))
    }
}
