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

    private let buffer: TextBuffer
    private let problems: WidgetPointer
    private let errorTag: TextTag
    private var settingCode = false
    private var pending: UInt32 = 0

    /// The view titled `title`, carrying `part`'s name (its Copy button `ControlPart.copy(part)`);
    /// without `saves`, no Save as Story… button.
    init(title: String, part: some WidgetPartName, saves: Bool = true) {
        let view = Gtk.TextView()
        editor = view.widget.classes(["code-editor"]).named(ControlPart.codeEditor)
        buffer = view.buffer
        view.wrapMode = .wordCharacter
        view.acceptsTab = false  // Tab moves on, as everywhere else in the gallery
        view.textMargins = (top: 8, bottom: 8, left: 12, right: 12)
        editor.direction = .leftToRight  // source code reads left to right in any layout
        editor.accessibleLabel(title)
        errorTag = buffer.addTag(named: "error-line")
        Properties.set(errorTag, "paragraph-background", "rgba(255, 66, 66, 0.18)")
        problems = Build.vbox(spacing: 0).named(ControlPart.codeProblems)
        let copy = Controls.button(tr("Copy"), part: ControlPart.copy(part)) {}
        copy.tooltip(tr("Copy the Swift to the clipboard"))
        let save = Controls.button(tr("Save as Story…"), part: ControlPart.saveStory) {}
        save.tooltip(tr("Write this code as a story file"))
        let heading = Build.hbox(spacing: 8, [PageLayout.groupTitle(title, wrap: false).expand(horizontal: true), copy.align(nil, .center)]
                                     + (saves ? [save.align(nil, .center)] : []))
        let frame = Build.vbox(classes: ["code-frame"], [editor])
        frame.overflow = .hidden
        widget = Build.vbox(spacing: 8, classes: ["code-view"], [heading, frame, problems]).named(part)
        Signal.connect(copy, "clicked") { [weak self] in
            self?.copyToClipboard()
            Controls.showCopied(copy, title: tr("Copy"))
        }
        Signal.connect(save, "clicked") { [weak self] in self?.onSave?() }
        buffer.checkInsertions { [weak self] characters in self?.allowsInsertion(of: characters) ?? true }
        Signal.connect(buffer, "changed") { [weak self] in self?.edited() }
        Signal.connect(widget, "destroy") { [weak self] () -> Void in self?.cancelPending() }
    }

    /// The code shown.
    var code: String { buffer.text }

    /// Shows `text` without reporting it as an edit. `undoable`: one step Ctrl+Z takes back (a
    /// control's change); otherwise the history starts again from it (a reset).
    func setCode(_ text: String, undoable: Bool) {
        guard text != code else { return }
        settingCode = true
        defer { settingCode = false }
        if undoable {
            buffer.replaceAll(with: text)
        } else {
            buffer.text = text
        }
    }

    /// Shows `diagnostics` under the code (none: clears them) and tints their lines.
    func show(_ diagnostics: [StoryDiagnostic], fileName: String) {
        for child in problems.children { Gtk.Box(problems).remove(child) }
        buffer.removeTag(errorTag)
        guard !diagnostics.isEmpty else { return }
        Gtk.Box(problems).append(DiagnosticsView.make(diagnostics, fileName: fileName))
        let lines = buffer.lineCount
        for diagnostic in diagnostics where diagnostic.line >= 1 && diagnostic.line <= lines {
            buffer.applyTag(errorTag, toLine: diagnostic.line - 1)
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
        editor.copyToClipboard(code)
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

    /// Whether an insertion of `characters` may be made: not one that would take the code past
    /// `maxCharacters`, which is refused with a bell and a problem saying why.
    private func allowsInsertion(of characters: Int) -> Bool {
        guard !settingCode, buffer.characterCount + characters > Self.maxCharacters else { return true }
        editor.errorBell()
        let message = StoryDiagnostic(.error, tr("the code holds at most %d characters; the %d inserted were not added", Self.maxCharacters, characters),
                                      line: 1, column: 1, sourceLine: "")
        for child in problems.children { Gtk.Box(problems).remove(child) }
        Gtk.Box(problems).append(DiagnosticsView.make([message], fileName: tr("playground")))
        return false
    }

    private func cancelPending() {
        if pending != 0 { MainLoop.remove(pending) }
        pending = 0
    }
}
