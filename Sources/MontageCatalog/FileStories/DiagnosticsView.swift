import MontageStories
import GtkKit

/// A story file's diagnostics above its page: each as `file:line:column: message`, then its
/// source line and a caret under the column, in a monospace block; announced as an alert. Its
/// text can be selected with the pointer; it is no Tab stop.
@MainActor
enum DiagnosticsView {
    /// At most this many are listed (the rest are counted).
    static let shown = 20

    static func make(_ diagnostics: [StoryDiagnostic], fileName: String) -> WidgetPointer {
        var rows: [WidgetPointer] = diagnostics.prefix(shown).enumerated().map { index, diagnostic in
            let heading = Build.paragraph("\(fileName):\(diagnostic.line):\(diagnostic.column): \(diagnostic.message)",
                                      classes: ["typo-label2", "weight-bold", "diagnostic-message"]).named(FileStoryPart.diagnostic(index))
            // Selectable with the pointer, but no Tab stop (focus may not enter it: a selectable
            // label stops Tab even when not focusable): opening the story puts the keyboard on its
            // first control, not on its error.
            Gtk.Label(heading).isSelectable = true
            heading.canFocus = false
            guard !diagnostic.sourceLine.isEmpty else { return heading }
            let source = Build.label(diagnostic.sourceLine, classes: ["diagnostic-source"]).named(FileStoryPart.diagnosticSource(index))
            Gtk.Label(source).isSelectable = true
            source.canFocus = false
            source.direction = .leftToRight
            // The caret is placed under the column's character as the source line is laid out (in
            // whatever font, Hangul before it included) each time it is shown.
            let caret = Build.label("^", classes: ["diagnostic-source", "diagnostic-caret"]).named(FileStoryPart.diagnosticCaret(index))
            caret.direction = .leftToRight
            caret.halign = .start
            Signal.connect(source, "map") { caret.marginStart = Int32(Gtk.Label(source).x(ofByte: diagnostic.caretByte).rounded()) }
            return Build.vbox(spacing: 0, [heading, Build.vbox([source, caret]).margins(top: 4)])
        }
        if diagnostics.count > shown {
            rows.append(Build.label(tr("… and %d more", diagnostics.count - shown), classes: ["typo-caption1", "weight-regular"]))
        }
        let box = Build.vbox(spacing: 8, classes: ["story-diagnostics"], rows).named(FileStoryPart.diagnostics)
        box.accessibleLabel(tr("Problems in %s", fileName))
        return box
    }
}
