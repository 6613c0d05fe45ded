import MontageGtk
import GtkKit
import MontageStories

/// The Swift that builds a story, read from its live page: every ListCell list, TextField and
/// FormControlGroup on it, each from the configuration it shows now (so it matches the page,
/// playground changes included). Pages of tokens show how the tokens are used.
@MainActor
package enum StoryCode {
    /// The code for `story` shown by `page`.
    package static func code(for story: Story, page: WidgetPointer) -> String {
        if let fixed = tokenCode[story.id] { return fixed }
        var parts: [String] = []
        var covered: Set<UInt> = []
        visit(page) { widget in
            let address = UInt(bitPattern: widget)
            if let list = ViewLink.view(ListCellList.self, of: widget) {
                let cells = list.rows.map { indent(StoryScript.swift($0.cell), by: 4) }.joined(separator: ",\n")
                parts.append("ListCellList([\n\(cells),\n])")
                for row in list.rows { covered.insert(UInt(bitPattern: row.widget)) }
                return false
            }
            if let row = ViewLink.view(ListCellRow.self, of: widget), !covered.contains(address) {
                parts.append("ListCellRow(\(StoryScript.swift(row.cell)))")
                return false
            }
            if let group = ViewLink.view(FormControlGroupView.self, of: widget) {
                let fields = group.fields.map { indent(StoryScript.swift($0.field), by: 4) }.joined(separator: ",\n")
                parts.append("FormControlGroupView(FormControlGroup(), fields: [\n\(fields),\n].map(TextFieldView.init))")
                return false
            }
            if let field = ViewLink.view(TextFieldView.self, of: widget) {
                parts.append("TextFieldView(\(StoryScript.swift(field.field)))")
                return false
            }
            return true
        }
        if let arguments = FileStoryPage.of(page)?.argumentCode { parts.insert(arguments, at: 0) }
        return parts.isEmpty ? "// This page has no component." : PlaygroundContext.printable(parts.joined(separator: "\n\n"))
    }

    /// Walks `widget` and its descendants in order while `body` returns true for a widget.
    private static func visit(_ widget: WidgetPointer, _ body: (WidgetPointer) -> Bool) {
        guard body(widget) else { return }
        var child = widget.firstChild
        while let current = child {
            visit(current, body)
            child = current.nextSibling
        }
    }

    private static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }

    private static let tokenCode: [String: String] = [
        "tokens-colors": """
            // Install the theme once; switch schemes at any time.
            Theme.install(colorScheme: .light)
            // A semantic token resolves per scheme; a palette step is the same in both.
            let ink = Color.Semantic.foregroundNeutralPrimary.resolved(in: Theme.colorScheme)
            let blue = Color.Atomic.blue50.rgba
            // In CSS: color: @foregroundNeutralPrimary;
            """,
        "tokens-typography": """
            // A label in a typography variant and weight (CSS classes from the tokens).
            let title = Build.label("몽타주", classes: [TypographyCSS.className(.title3), TypographyCSS.className(.bold)])
            // Larger text, live, through the same tokens.
            Theme.setTextScale(1.25)
            """,
    ]
}
