import CGtk

/// A GtkText: the editable text inside an entry (`Gtk.Editable(entry).delegate`).
extension Gtk.Wrapper where Class == Gtk.TextClass {
    /// Hints for input methods and spell checking.
    @MainActor public var inputHints: GtkInputHints { get { gtk_text_get_input_hints(pointer()) } nonmutating set { gtk_text_set_input_hints(pointer(), newValue) } }

    /// What the text is for (free text, a password, …), for input methods and on-screen keyboards.
    @MainActor public var inputPurpose: GtkInputPurpose { get { gtk_text_get_input_purpose(pointer()) } nonmutating set { gtk_text_set_input_purpose(pointer(), newValue) } }

    /// The character shown for each character of a hidden text (0: GTK's choice for the font).
    @MainActor public var invisibleChar: UInt32 { gtk_text_get_invisible_char(pointer()) }

    /// Takes the keyboard focus without selecting the text (the caret stays where it is).
    @MainActor @discardableResult public func grabFocusWithoutSelecting() -> Bool { gtk_text_grab_focus_without_selecting(pointer()) != 0 }
}

extension GtkInputHints {
    /// `spellcheck` checks spelling (`GTK_INPUT_HINT_SPELLCHECK`); `noSpellcheck` does not
    /// (`GTK_INPUT_HINT_NO_SPELLCHECK`); `wordCompletion` completes words
    /// (`GTK_INPUT_HINT_WORD_COMPLETION`); `noEmoji` offers no emoji (`GTK_INPUT_HINT_NO_EMOJI`).
    public static let spellcheck = GTK_INPUT_HINT_SPELLCHECK, noSpellcheck = GTK_INPUT_HINT_NO_SPELLCHECK,
        wordCompletion = GTK_INPUT_HINT_WORD_COMPLETION, noEmoji = GTK_INPUT_HINT_NO_EMOJI

    /// These hints and `other`'s.
    public func union(_ other: GtkInputHints) -> GtkInputHints { GtkInputHints(rawValue: rawValue | other.rawValue) }
}

extension GtkInputPurpose {
    /// `freeForm` any text (`GTK_INPUT_PURPOSE_FREE_FORM`); `password` a password, hidden
    /// (`GTK_INPUT_PURPOSE_PASSWORD`).
    public static let freeForm = GTK_INPUT_PURPOSE_FREE_FORM, password = GTK_INPUT_PURPOSE_PASSWORD
}
