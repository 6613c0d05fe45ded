import GtkKit
import MontageStories

/// The Docs stories: one page per component, listed first in its section (ListCell's under
/// ListCell, TextField's, FormControl's and FormControlGroup's under TextField, the components
/// they embed under Components).
@MainActor
enum DocsStories {
    /// The story of the component `name`'s page, titled `title` in `section`.
    static func story(_ name: String, title: String, section: String, file: String = #filePath, line: Int = #line) -> Story {
        Story(id: "docs-" + name.lowercased(), title: title, section: section, preferredSize: (900, -1), file: file, line: line) { events in
            guard let reference = ComponentReferences.reference(named: name) else { preconditionFailure("a reference for \(name)") }
            return DocsPage.build(reference, events: events)
        }.fillingHeight().with(keywords: ComponentReferences.reference(named: name).map { [$0.component] + $0.rows.map(\.name) } ?? [])
    }

    /// ListCell's page.
    static let listCell = story("ListCell", title: tr("Docs"), section: ListCellExamples.section)
    /// TextField's, FormControl's and FormControlGroup's pages.
    static let textField = [story("TextField", title: tr("Docs"), section: TextFieldExamples.section),
                            story("FormControl", title: tr("%s docs", "FormControl"), section: TextFieldExamples.section),
                            story("FormControlGroup", title: tr("%s docs", "FormControlGroup"), section: TextFieldExamples.section)]
    /// The pages of the components ListCell and TextField embed.
    static let components = ["Button", "TextButton", "IconButton", "ContentBadge", "Avatar", "Thumbnail", "Checkbox", "Radio", "Switch"]
        .map { story($0, title: $0, section: tr("Components")) }
}
