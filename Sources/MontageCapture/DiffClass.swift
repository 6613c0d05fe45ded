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

    /// What the class says, for a person: "shift by (1, 0) in 3 regions", "color #FFFFFF → #F7F7F8".
    var detail: String {
        switch self {
        case .antialiasing: tr("anti-aliasing only")
        case .shift(let offsets): tr("shift by %s", Self.counted(offsets))
        case .color(let from, let to): tr("color %1$s → %2$s", from, to)
        case .layout: tr("layout")
        }
    }

    /// Each offset once with how many regions moved by it, the commonest first (a tie in the
    /// order the regions show them): "(-1, 0) in 17 regions, (0, 1) in 2 regions".
    static func counted(_ offsets: [Offset]) -> String {
        var distinct: [Offset] = [], counts: [Offset: Int] = [:]
        for offset in offsets {
            if counts[offset] == nil { distinct.append(offset) }
            counts[offset, default: 0] += 1
        }
        let commonestFirst = distinct.enumerated().sorted { (counts[$0.element] ?? 0, $1.offset) > (counts[$1.element] ?? 0, $0.offset) }.map(\.element)
        return commonestFirst.map { offset in
            let count = counts[offset] ?? 0, shown = "(\(offset.dx), \(offset.dy))"
            return trn("%1$s in %2$d region", "%1$s in %2$d regions", count, shown, count)
        }.joined(separator: ", ")
    }
}
