import GtkKit

/// The widget names of a story file's page (`FileStoryPage`): the page, its arguments and the
/// diagnostics of a file that does not read.
///
/// Its parts: `page` the page; `empty` the label shown when the file holds no story; `arguments`
/// the box of the story's argument controls; `diagnostics` the box of the diagnostics.
package enum FileStoryPart: String, CaseIterable, Sendable, WidgetPartName {
    case page = "file-story-page", empty = "file-story-empty", arguments = "story-arguments",
         diagnostics = "story-diagnostics"

    /// The message of the diagnostic at `index`.
    package static func diagnostic(_ index: Int) -> DerivedPartName { DerivedPartName("diagnostic-\(index)") }

    /// The source line of the diagnostic at `index`.
    package static func diagnosticSource(_ index: Int) -> DerivedPartName { DerivedPartName("diagnostic-source-\(index)") }

    /// The caret under the column of the diagnostic at `index`.
    package static func diagnosticCaret(_ index: Int) -> DerivedPartName { DerivedPartName("diagnostic-caret-\(index)") }
}
