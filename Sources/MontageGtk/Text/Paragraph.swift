import GtkKit

extension Build {
    /// A label of running text in Montage's way: start-aligned, wrapping between words (inside
    /// a word only when it alone is wider than the line) and keeping Hangul words whole, as
    /// Korean is set (`HangulWordBreaks`).
    public static func paragraph(_ text: String, classes: [String] = [], selectable: Bool = false) -> WidgetPointer {
        let label = Build.label(text, classes: classes, wrap: true, selectable: selectable)
        HangulWordBreaks.keep(label)
        return label
    }
}
