import GtkKit

/// The named parts of a Docs page, for tests and the inspector.
package enum DocsPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The rows' list.
    case rows = "docs-rows"
    /// The live preview the rows' controls set.
    case preview = "docs-preview"

    /// The row of the parameter or modifier `name`.
    package static func row(_ name: String) -> DerivedPartName { DerivedPartName("docs-row-\(name)") }
}
