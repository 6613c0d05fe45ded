import Montage
import MontageCatalog

/// The cells of `--matrix`: every story at every combination of the axes (`all`), or at a set of
/// combinations in which every pair of values of any two axes appears at least once
/// (`pairwise`, built greedily: each next combination covers the most pairs not yet covered, the
/// first such in order). An axis the command line fixes (`--theme light`, `--rtl`, …) keeps
/// that value.
package enum CaptureMatrix {
    /// `all` or `pairwise`.
    package enum Coverage: String, CaseIterable, Sendable {
        /// Every combination.
        case all
        /// Every pair of values of any two axes.
        case pairwise
    }

    /// One axis: its name and how each of its values sets a cell.
    package struct Axis {
        let name: String
        let values: [(String, (inout CaptureCell) -> Void)]
    }

    /// The axes and their values (`CaptureSettings`' own); each fixed by `settings` to its one
    /// value when given there.
    package static func axes(_ settings: CaptureSettings) -> [Axis] {
        let schemes: [ColorScheme] = settings.scheme.map { [$0] } ?? [.light, .dark]
        let directions = settings.rightToLeft ? [true] : [false, true]
        let scales = settings.scale.map { [$0] } ?? CaptureSettings.scales
        let textSizes = settings.textSize.map { [$0] } ?? CaptureSettings.textSizes
        let languages = settings.language.map { [$0] } ?? CaptureSettings.languages
        let widths: [Int?] = settings.width.map { [$0] } ?? [nil] + CaptureSettings.widths.map { Optional($0) }
        return [
            Axis(name: "scheme", values: schemes.map { scheme in (scheme.rawValue, { $0.scheme = scheme }) }),
            Axis(name: "direction", values: directions.map { rtl in (rtl ? "rtl" : "ltr", { $0.rightToLeft = rtl }) }),
            Axis(name: "scale", values: scales.map { scale in (String(scale), { $0.scale = scale }) }),
            Axis(name: "textSize", values: textSizes.map { size in (String(size), { $0.textSize = size }) }),
            Axis(name: "language", values: languages.map { language in (language, { $0.language = language }) }),
            Axis(name: "width", values: widths.map { width in (width.map(String.init) ?? "own", { $0.width = width }) }),
        ]
    }

    /// The combinations (one value index per axis) `coverage` takes over `axes`.
    static func combinations(_ axes: [Axis], _ coverage: Coverage) -> [[Int]] {
        var all: [[Int]] = [[]]
        for axis in axes { all = all.flatMap { prefix in axis.values.indices.map { prefix + [$0] } } }
        guard coverage == .pairwise else { return all }
        struct Pair: Hashable { let a: Int, va: Int, b: Int, vb: Int }
        func pairs(_ row: [Int]) -> [Pair] {
            row.indices.flatMap { a in (a + 1..<row.count).map { b in Pair(a: a, va: row[a], b: b, vb: row[b]) } }
        }
        var uncovered = Set(all.flatMap(pairs))
        var chosen: [[Int]] = []
        while !uncovered.isEmpty {
            let best = all.max { lhs, rhs in
                let l = pairs(lhs).filter(uncovered.contains).count, r = pairs(rhs).filter(uncovered.contains).count
                return l != r ? l < r : all.firstIndex(of: lhs)! > all.firstIndex(of: rhs)!
            }!
            chosen.append(best)
            uncovered.subtract(pairs(best))
        }
        return chosen
    }

    /// The cells of `stories` at `coverage` over the axes `settings` leaves free, combination by
    /// combination (the stories inside each).
    package static func cells(stories: [Story], settings: CaptureSettings, coverage: Coverage) -> [CaptureCell] {
        let axes = axes(settings)
        return combinations(axes, coverage).flatMap { combination in
            stories.map { story in
                var cell = CaptureCell(story: story.id, scheme: .light)
                for (axis, value) in zip(axes, combination) { axis.values[value].1(&cell) }
                return cell
            }
        }
    }
}
