import GtkKit
import MontageCatalog

/// What kind of change a differing capture shows, from the cheapest to explain to the least:
/// anti-aliasing noise, content moved by a pixel or two, a color swapped, or anything else.
enum DiffClass: Equatable {
    /// Every differing pixel sits on an edge and matches a neighbour of either image
    /// (pixelmatch's anti-aliasing test).
    case antialiasing
    /// Each changed region matches the golden at an offset of at most 2 px (`dx`, `dy`, one
    /// per region, in device pixels: positive moves right and down).
    case shift(offsets: [Offset])
    /// Most differing pixels changed one color for another (`from` in the golden, `to` now).
    case color(from: String, to: String)
    /// Anything else (another size too).
    case layout

    /// An offset in device pixels.
    struct Offset: Equatable, Hashable {
        /// Right is positive.
        var dx: Int
        /// Down is positive.
        var dy: Int
    }

    /// The class's name in reports: antialiasing, shift, color or layout.
    var name: String {
        switch self {
        case .antialiasing: "antialiasing"
        case .shift: "shift"
        case .color: "color"
        case .layout: "layout"
        }
    }

    /// What the class says, for a person: "shift by (1, 0)", "color #FFFFFF → #F7F7F8".
    var detail: String {
        switch self {
        case .antialiasing: tr("anti-aliasing only")
        case .shift(let offsets): tr("shift by %s", offsets.map { "(\($0.dx), \($0.dy))" }.joined(separator: ", "))
        case .color(let from, let to): tr("color %1$s → %2$s", from, to)
        case .layout: tr("layout")
        }
    }
}
