import CGtk

/// A GtkTextView: many lines of text to read or edit, held by its `TextBuffer`.
extension Gtk.Wrapper where Class == Gtk.TextViewClass {
    /// A new text view with an empty buffer of its own.
    @MainActor public init() { self.init(gtk_text_view_new()!) }

    /// The text it shows and edits.
    @MainActor public var buffer: TextBuffer { TextBuffer(gRaw: UnsafeMutableRawPointer(gtk_text_view_get_buffer(pointer()))) }

    /// Where long lines break.
    @MainActor public var wrapMode: GtkWrapMode { get { gtk_text_view_get_wrap_mode(pointer()) } nonmutating set { gtk_text_view_set_wrap_mode(pointer(), newValue) } }

    /// Whether Tab types a tab (otherwise it moves the focus on).
    @MainActor public var acceptsTab: Bool { get { gtk_text_view_get_accepts_tab(pointer()) != 0 } nonmutating set { gtk_text_view_set_accepts_tab(pointer(), newValue ? 1 : 0) } }

    /// The space between the text and the view's edges, in pixels.
    @MainActor public var textMargins: (top: Int32, bottom: Int32, left: Int32, right: Int32) {
        get {
            (gtk_text_view_get_top_margin(pointer()), gtk_text_view_get_bottom_margin(pointer()),
             gtk_text_view_get_left_margin(pointer()), gtk_text_view_get_right_margin(pointer()))
        }
        nonmutating set {
            gtk_text_view_set_left_margin(pointer(), newValue.left)
            gtk_text_view_set_right_margin(pointer(), newValue.right)
            gtk_text_view_set_top_margin(pointer(), newValue.top)
            gtk_text_view_set_bottom_margin(pointer(), newValue.bottom)
        }
    }
}

extension GtkWrapMode {
    /// Between words, or between characters in a word longer than the line (`GTK_WRAP_WORD_CHAR`).
    public static let wordCharacter = GTK_WRAP_WORD_CHAR
}
