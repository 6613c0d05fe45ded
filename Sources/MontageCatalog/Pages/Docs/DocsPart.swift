import GtkKit

/// The named parts of a Docs page, for tests and the inspector.
package enum DocsPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The pane of the rows and examples.
    case rows = "docs-rows"
    /// The live preview the rows' controls set.
    case preview = "docs-preview"

    /// The rendering of the page's `index`th doc example.
    package static func example(_ index: Int) -> DerivedPartName { DerivedPartName("docs-example-\(index)") }
    /// The Swift of the page's `index`th doc example, editable.
    package static func exampleCode(_ index: Int) -> DerivedPartName { DerivedPartName("docs-example-code-\(index)") }

    /// The row of the parameter or modifier `name`.
    package static func row(_ name: String) -> DerivedPartName { DerivedPartName("docs-row-\(name)") }
}
