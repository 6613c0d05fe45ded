import GtkKit

/// The widget names of the compare view's parts (`CompareView`, `ComparePanel`).
///
/// Its parts: `view` the compare view; `layout` the drop-down choosing what is compared; `grid` the
/// grid of panels; `caption` a panel's caption (its variant); `frame` a panel's frame around the
/// page.
package enum ComparePart: String, CaseIterable, Sendable, WidgetPartName {
    case view = "compare-view", layout = "compare-layout", grid = "compare-grid",
         caption = "compare-caption", frame = "compare-frame"

    /// The panel at `index`.
    package static func panel(_ index: Int) -> DerivedPartName { DerivedPartName("compare-panel-\(index)") }
}
