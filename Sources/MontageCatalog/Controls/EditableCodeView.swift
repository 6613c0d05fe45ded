import CGtk
import Glibc
import MontageGtk
import GtkKit
import MontageStories

/// A playground's Swift, editable: a monospace text view whose edits are reported once typing
/// pauses (`onEdit`), the problems found in it under it (with the offending lines tinted), and
/// a heading with Copy and Save as Story…. Undo and redo are the text view's own (Ctrl+Z,
/// Ctrl+Shift+Z), and a change the controls make is one undoable step too.
@MainActor
final class EditableCodeView {
    /// The whole view: heading, editor, problems.
    let widget: WidgetPointer
    /// The text view (named `code-editor`).
    let editor: WidgetPointer
    /// Reports the code after an edit, once typing pauses for `debounce` milliseconds.
    var onEdit: (@MainActor (String) -> Void)?
    /// Called by Save as Story….
    var onSave: (@MainActor () -> Void)?

    /// How long typing must pause before the code is read.
    static let debounce: UInt32 = 150
    /// The most characters the editor takes; a paste beyond it is refused with a problem shown,
    /// never half taken (a story's code needs a few hundred).
    static let maxCharacters = 64 * 1024

    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let problems: WidgetPointer
    private let errorTag: UnsafeMutablePointer<GtkTextTag>
    private var settingCode = false
    private var pending: UInt32 = 0

    /// The view titled `title`, carrying `part`'s name (its Copy button `ControlPart.copy(part)`).
    init(title: String, part: some WidgetPartName) {
        editor = gtk_text_view_new()!.classes(["code-editor"]).named(ControlPart.codeEditor)
        buffer = gtk_text_view_get_buffer(cast(editor))
        gtk_text_view_set_wrap_mode(cast(editor), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(cast(editor), 0)  // Tab moves on, as everywhere else in the gallery
        gtk_text_view_set_left_margin(cast(editor), 12)
        gtk_text_view_set_right_margin(cast(editor), 12)
        gtk_text_view_set_top_margin(cast(editor), 8)
        gtk_text_view_set_bottom_margin(cast(editor), 8)
        gtk_widget_set_direction(editor, .leftToRight)  // source code reads left to right in any layout
        editor.accessibleLabel(title)
        errorTag = gtk_text_tag_new("error-line")
        Properties.set(errorTag, "paragraph-background", "rgba(255, 66, 66, 0.18)")
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), errorTag)
        g_object_unref(errorTag.gRaw)  // the table holds it
        problems = Build.vbox(spacing: 0).named(ControlPart.codeProblems)
        let copy = Controls.button(tr("Copy"), part: ControlPart.copy(part)) {}
        copy.tooltip(tr("Copy the Swift to the clipboard"))
        let save = Controls.button(tr("Save as Story…"), part: ControlPart.saveStory) {}
        save.tooltip(tr("Write this code as a story file"))
        let heading = Build.hbox(spacing: 8, [PageLayout.groupTitle(title, wrap: false).expand(horizontal: true),
                                              copy.align(nil, .center), save.align(nil, .center)])
        let frame = Build.vbox(classes: ["code-frame"], [editor])
        frame.overflow = .hidden
        widget = Build.vbox(spacing: 8, classes: ["code-view"], [heading, frame, problems]).named(part)
        Signal.connect(copy, "clicked") { [weak self] in self?.copyToClipboard() }
        Signal.connect(save, "clicked") { [weak self] in self?.onSave?() }
        Signal.connect(buffer, "insert-text") { [weak self] arguments in
            if let text = arguments.pointer(2) {
                self?.refuseOversized(adding: Int(g_utf8_strlen(text.assumingMemoryBound(to: CChar.self), gssize(arguments.int(3)))))
            }
            return nil
        }
        Signal.connect(buffer, "changed") { [weak self] in self?.edited() }
        Signal.connect(widget, "destroy") { [weak self] () -> Void in self?.cancelPending() }
    }

    /// The code shown.
    var code: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Shows `text` without reporting it as an edit. `undoable`: one step Ctrl+Z takes back (a
    /// control's change); otherwise the history starts again from it (a reset).
    func setCode(_ text: String, undoable: Bool) {
        guard text != code else { return }
        settingCode = true
        defer { settingCode = false }
        if undoable {
            gtk_text_buffer_begin_user_action(buffer)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_delete(buffer, &start, &end)
            gtk_text_buffer_get_start_iter(buffer, &start)
            gtk_text_buffer_insert(buffer, &start, text, -1)
            gtk_text_buffer_end_user_action(buffer)
        } else {
            gtk_text_buffer_set_text(buffer, text, -1)
        }
    }

    /// Shows `diagnostics` under the code (none: clears them) and tints their lines.
    func show(_ diagnostics: [StoryDiagnostic], fileName: String) {
        for child in problems.children { Gtk.Box(problems).remove(child) }
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_remove_tag(buffer, errorTag, &start, &end)
        guard !diagnostics.isEmpty else { return }
        Gtk.Box(problems).append(DiagnosticsView.make(diagnostics, fileName: fileName))
        let lines = gtk_text_buffer_get_line_count(buffer)
        for diagnostic in diagnostics where diagnostic.line >= 1 && diagnostic.line <= Int(lines) {
            var lineStart = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer, &lineStart, Int32(diagnostic.line - 1))
            var lineEnd = lineStart
            if gtk_text_iter_ends_line(&lineEnd) == 0 { gtk_text_iter_forward_to_line_end(&lineEnd) }
            gtk_text_buffer_apply_tag(buffer, errorTag, &lineStart, &lineEnd)
        }
    }

    /// Whether problems are shown.
    var showsProblems: Bool { problems.firstChild != nil }

    /// Reads an edit waiting for typing to pause now (tests; a save).
    func flush() {
        guard pending != 0 else { return }
        cancelPending()
        onEdit?(code)
    }

    /// Puts the code on the clipboard.
    func copyToClipboard() {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(editor), code)
    }

    private func edited() {
        guard !settingCode else { return }
        cancelPending()
        pending = MainLoop.timeout(milliseconds: Self.debounce) { [weak self] in
            guard let self else { return false }
            self.pending = 0
            self.onEdit?(self.code)
            return false
        }
    }

    /// Stops an insertion of `characters` that would take the code past `maxCharacters`, and says why.
    private func refuseOversized(adding characters: Int) {
        guard !settingCode, Int(gtk_text_buffer_get_char_count(buffer)) + characters > Self.maxCharacters else { return }
        g_signal_stop_emission_by_name(buffer.gRaw, "insert-text")
        gtk_widget_error_bell(editor)
        let message = StoryDiagnostic(.error, tr("the code holds at most %d characters; the %d inserted were not added", Self.maxCharacters, characters),
                                      line: 1, column: 1, sourceLine: "")
        for child in problems.children { Gtk.Box(problems).remove(child) }
        Gtk.Box(problems).append(DiagnosticsView.make([message], fileName: tr("playground")))
    }

    private func cancelPending() {
        if pending != 0 { MainLoop.remove(pending) }
        pending = 0
    }
}
