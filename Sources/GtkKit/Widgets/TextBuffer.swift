import CGtk

/// A GtkTextBuffer: the text of a `Gtk.TextView`, with its undo history and the tags that style
/// parts of it. Lines count from 0.
public struct TextBuffer: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    private var pointer: UnsafeMutablePointer<GtkTextBuffer> { cast(self) }

    /// The whole text (hidden text left out); set, it starts the undo history again.
    @MainActor public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(pointer, &start, &end)
            return String(takingGLib: gtk_text_buffer_get_text(pointer, &start, &end, 0)) ?? ""
        }
        nonmutating set { gtk_text_buffer_set_text(pointer, newValue, -1) }
    }

    /// Replaces the whole text with `text` as one user action: one step that undo takes back.
    @MainActor public func replaceAll(with text: String) {
        gtk_text_buffer_begin_user_action(pointer)
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(pointer, &start, &end)
        gtk_text_buffer_delete(pointer, &start, &end)
        gtk_text_buffer_get_start_iter(pointer, &start)
        gtk_text_buffer_insert(pointer, &start, text, -1)
        gtk_text_buffer_end_user_action(pointer)
    }

    /// The number of characters.
    @MainActor public var characterCount: Int { Int(gtk_text_buffer_get_char_count(pointer)) }

    /// The number of lines (at least 1).
    @MainActor public var lineCount: Int { Int(gtk_text_buffer_get_line_count(pointer)) }

    /// Calls `allow` before each insertion (typed, pasted or made by code) with the number of
    /// characters it adds; when `allow` returns false the text is not inserted.
    @MainActor public func checkInsertions(_ allow: @escaping @MainActor (_ characters: Int) -> Bool) {
        let buffer = self
        Signal.connect(self, "insert-text") { arguments in
            guard let text = arguments.pointer(2) else { return nil }
            let characters = Int(g_utf8_strlen(text.assumingMemoryBound(to: CChar.self), gssize(arguments.int(3))))
            if !allow(characters) { g_signal_stop_emission_by_name(buffer.gRaw, "insert-text") }
            return nil
        }
    }

    /// A new tag named `name` in the buffer's tag table (which keeps it), to style text with;
    /// set its look with `Properties` (`"paragraph-background"`, …).
    @MainActor public func addTag(named name: String) -> TextTag {
        let tag = gtk_text_tag_new(name)!
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(pointer), tag)
        g_object_unref(tag.gRaw)  // the table holds it
        return TextTag(gRaw: UnsafeMutableRawPointer(tag))
    }

    /// Applies `tag` to line `line`'s text, its line break left out.
    @MainActor public func applyTag(_ tag: TextTag, toLine line: Int) {
        var start = GtkTextIter()
        gtk_text_buffer_get_iter_at_line(pointer, &start, Int32(line))
        var end = start
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        gtk_text_buffer_apply_tag(pointer, cast(tag), &start, &end)
    }

    /// Removes `tag` from the whole text.
    @MainActor public func removeTag(_ tag: TextTag) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(pointer, &start, &end)
        gtk_text_buffer_remove_tag(pointer, cast(tag), &start, &end)
    }
}

/// A GtkTextTag: a style (and name) given to parts of a `TextBuffer`'s text.
public struct TextTag: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }
}
