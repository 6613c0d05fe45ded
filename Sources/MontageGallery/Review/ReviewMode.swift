import GtkKit
import MontageCatalog

/// How the review shows a capture against its golden. One table: the header's switch, the
/// `review.mode` action's states and the number keys all come from `allCases`.
enum ReviewMode: String, CaseIterable {
    /// The golden and the capture next to each other.
    case sideBySide = "side-by-side"
    /// The capture over the golden, cut at a slider: the golden left of it, the capture right.
    case overlay
    /// The golden and the capture in turn, twice a second.
    case blink
    /// Where they differ, and by how much (`ReviewImages`' heat map).
    case heatMap = "heat-map"

    /// Its name in the switch.
    var title: String {
        switch self {
        case .sideBySide: tr("Side by Side")
        case .overlay: tr("Overlay")
        case .blink: tr("Blink")
        case .heatMap: tr("Heat Map")
        }
    }

    /// The key that shows it: 1 to 4 in the table's order.
    var key: String { String(Self.allCases.firstIndex(of: self)! + 1) }
}
