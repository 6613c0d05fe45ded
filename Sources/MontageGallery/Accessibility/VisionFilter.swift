import GtkKit
import MontageCatalog

/// The vision simulator's widget: it holds one child (the gallery's page area) and draws it
/// through the chosen deficiency's color matrix (GtkKit's `ColorFilter`), live: the page stays
/// interactive while simulated.
@MainActor
enum VisionFilter {
    /// A filter holding `child`, showing it as it is.
    static func make(child: WidgetPointer) -> WidgetPointer { ColorFilter.make(child: child) }

    /// The deficiency `filter` simulates.
    static func deficiency(of filter: WidgetPointer) -> VisionDeficiency {
        let matrix = ColorFilter.matrix(of: filter)
        return VisionDeficiency.allCases.first { $0.matrix == matrix } ?? .none
    }

    /// Simulates `deficiency` on `filter` from its next frame.
    static func set(_ deficiency: VisionDeficiency, on filter: WidgetPointer) {
        ColorFilter.setMatrix(deficiency.matrix, on: filter)
    }
}
