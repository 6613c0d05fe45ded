import CGtk
import GtkKit

/// The widget names of a story file's page (`FileStoryPage`): the page, its arguments and the
/// diagnostics of a file that does not read.
package enum FileStoryPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The page.
    case page = "file-story-page"
    /// The label shown when the file holds no story.
    case empty = "file-story-empty"
    /// The box of the story's argument controls.
    case arguments = "story-arguments"
    /// The box of the diagnostics.
    case diagnostics = "story-diagnostics"

    /// The message of the diagnostic at `index`.
    package static func diagnostic(_ index: Int) -> DerivedPartName {
        DerivedPartName("diagnostic-\(index)")
    }

    /// The source lines (with the caret) of the diagnostic at `index`.
    package static func diagnosticSource(_ index: Int) -> DerivedPartName {
        DerivedPartName("diagnostic-source-\(index)")
    }
}
