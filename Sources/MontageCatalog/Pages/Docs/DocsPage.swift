import MontageGtk
import GtkKit
import MontageStories

/// A component's Docs page, made from its API reference (`ComponentReferences`: the schema the
/// story reader, the Code panel and the playgrounds follow, and the docs' texts): what it is for,
/// its initializer, then a row per parameter and modifier (how it is called, its type, default
/// and values, what it does, and the spec's rules about it as notes beside it), in the gallery's
/// language.
@MainActor
package enum DocsPage {
    /// Whether the docs read in Korean: the gallery speaks Korean (the language code its
    /// translation gives, as the HTML pages it writes take theirs).
    package static var korean: Bool {
        // TRANSLATORS: the language code of the HTML pages the gallery writes (ko in Korean).
        tr("en") == "ko"
    }

    /// The preview's pane beside the rows, and the page width from which it stands there (below
    /// it, the preview sits above the rows and scrolls with them).
    static let previewWidth: Int32 = 380, sideBySide: Int32 = 1000

    /// The page of `reference`: its title and summary over two panes, the live preview of the
    /// component (reporting to `events`), pinned beside the rows on a wide page, and the rows
    /// (each with the control that sets it on the preview, where the schema gives the row an
    /// option) followed by the component's doc examples, live and editable.
    static func build(_ reference: ComponentReference, events: StoryEvents = .unheard()) -> WidgetPointer {
        let korean = Self.korean
        let (preview, controls) = Self.preview(reference.component, events: events)
        var rows = [PageLayout.groupTitle(tr("Initializer")), code(reference.signature)]
        for (title, group) in [(tr("Parameters"), reference.parameters), (tr("Modifiers"), reference.modifiers)] where !group.isEmpty {
            rows.append(PageLayout.sectionTitle(title))
            rows.append(Build.vbox(spacing: 0, classes: ["docs-rows"], group.map { row($0, korean: korean, controls: controls[$0.option] ?? []) }))
        }
        let examples = DocExamples.of(reference.component)
        if !examples.isEmpty {
            rows.append(PageLayout.sectionTitle(tr("Examples")))
            rows += examples.enumerated().map { DocsExample($1, index: $0, events: events).widget }
        }
        let side = Build.vbox(spacing: 12, classes: ["docs-side"], [PageLayout.groupTitle(tr("Preview")), preview])
        let panes = ResponsivePanes(main: Build.vbox(spacing: 12, rows), side: side, sideWidth: previewWidth, spacing: 12,
                                    breakpoint: sideBySide, sideFirst: true)
        panes.main.named(DocsPart.rows)
        panes.main.accessibleLabel(tr("Parameters and modifiers"))
        panes.side.accessibleLabel(tr("Preview"))
        panes.widget.accessibleLabel(reference.component)
        return Build.vbox(spacing: 12, classes: ["docs-page"], [
            Build.paragraph(reference.component, classes: ["typo-title3", "weight-bold", "page-title"]),
            Build.paragraph(reference.summary.text(korean: korean), classes: ["typo-body2", "weight-regular", "page-subtitle"]),
            panes.widget.expand(horizontal: true, vertical: true),
        ])
    }

    /// A row: the call and its type, what it does, its default and values, its notes, and the
    /// control that sets it on the preview, if the page has one.
    private static func row(_ row: APIRow, korean: Bool, controls: [WidgetPointer]) -> WidgetPointer {
        var parts = [Build.paragraph(row.kind == .parameter ? "\(row.name): \(row.type)" : ".\(row.name)(\(row.type))",
                                     classes: ["docs-call", "typo-body2", "weight-bold"])]
        parts.append(Build.paragraph(row.text.text(korean: korean), classes: ["typo-body2", "weight-regular", "docs-text"]))
        var facts: [String] = []
        if let value = row.defaultValue { facts.append(tr("Default: %s", value)) } else { facts.append(tr("Required")) }
        if !row.values.isEmpty { facts.append(tr("Values: %s", Self.values(row.values))) }
        parts.append(Build.paragraph(facts.joined(separator: " · "), classes: ["typo-caption1", "weight-regular", "docs-facts"]))
        for rule in row.rules {
            parts.append(Build.paragraph(tr("Rule: %s", rule.text(korean: korean)), classes: ["typo-label2", "weight-regular", "docs-note"]))
        }
        // A parameter's control sets the preview's label or handler; a modifier's, its setting.
        if !controls.isEmpty { parts.append(Build.vbox(spacing: 4, classes: ["docs-control", "playground-chrome"], controls)) }
        return Build.vbox(spacing: 4, classes: ["docs-row"], parts).named(DocsPart.row(row.name))
    }

    /// At most 12 values, then how many more.
    private static func values(_ values: [String]) -> String {
        guard values.count > 12 else { return values.joined(separator: ", ") }
        return values.prefix(12).joined(separator: ", ") + " " + tr("and %d more", values.count - 12)
    }

    /// Swift in the code face, selectable.
    private static func code(_ text: String) -> WidgetPointer {
        Build.vbox(classes: ["code-frame"], [Build.paragraph(text, classes: ["code-text", "typo-caption1", "weight-regular"], selectable: true)])
    }
}
