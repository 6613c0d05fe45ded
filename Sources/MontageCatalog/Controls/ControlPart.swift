import CGtk
import GtkKit

/// The widget names of the shared controls (the event log, the code views), wherever they sit:
/// a playground, the window's panels.
package enum ControlPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The event log's box (the placeholder or the lines).
    case eventLog = "event-log"
    /// The event log's Clear button.
    case clearEvents = "clear-events"
    /// A read-only code view's label holding the code.
    case code
    /// An editable code view's text view.
    case codeEditor = "code-editor"
    /// The box under an editable code view listing the problems found in its code.
    case codeProblems = "code-problems"
    /// An editable code view's Save as Story… button.
    case saveStory = "save-story"

    /// The Copy button of the code view named as `view`.
    package static func copy(_ view: some WidgetPartName) -> DerivedPartName {
        DerivedPartName("copy-\(view.partName)")
    }
}
