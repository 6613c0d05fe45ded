import CGtk
import GtkKit

/// The widget names of the compare view's parts (`CompareView`, `ComparePanel`).
package enum ComparePart: String, CaseIterable, Sendable, WidgetPartName {
    /// The compare view.
    case view = "compare-view"
    /// The drop-down choosing what is compared.
    case layout = "compare-layout"
    /// The grid of panels.
    case grid = "compare-grid"
    /// A panel's caption (its variant).
    case caption = "compare-caption"
    /// A panel's frame around the page.
    case frame = "compare-frame"

    /// The panel at `index`.
    package static func panel(_ index: Int) -> DerivedPartName {
        DerivedPartName("compare-panel-\(index)")
    }
}
