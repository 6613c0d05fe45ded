import GtkKit

/// The widget names of the shared controls (the event log, the code views), wherever they sit:
/// a playground, the window's panels.
///
/// Its parts: `eventLog` the event log's box (the placeholder or the lines); `clearEvents` the
/// event log's Clear button; `code` a read-only code view's label holding the code; `codeEditor` An
/// editable code view's text view; `codeProblems` the box under an editable code view listing the
/// problems found in its code; `saveStory` an editable code view's Save as Story… button.
package enum ControlPart: String, CaseIterable, Sendable, WidgetPartName {
    case eventLog = "event-log", clearEvents = "clear-events", code, codeEditor = "code-editor",
         codeProblems = "code-problems", saveStory = "save-story"

    /// The Copy button of the code view named as `view`.
    package static func copy(_ view: some WidgetPartName) -> DerivedPartName { DerivedPartName("copy-\(view.partName)") }
}
