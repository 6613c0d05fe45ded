/// How a run's cells are split: over shards (`--shard K/N`) and over worker processes
/// (`--jobs N`), by the durations of the last report when it timed every cell (the longest
/// first, each to the part with the least work so far), else round robin. The same cells and
/// durations always give the same split, so every shard of a run agrees on its part.
package enum CapturePlan {
    /// The cells' indices split into `parts` parts (some may be empty), each in the cells' order.
    package static func split(_ cells: [CaptureCell], into parts: Int, durations: [String: Double]) -> [[Int]] {
        split(Array(cells.indices), weights: weights(cells, durations), into: parts)
    }

    /// The weight of each cell: its duration when every cell has one, else 1 (round robin).
    static func weights(_ cells: [CaptureCell], _ durations: [String: Double]) -> [Double] {
        let known = cells.map { durations[$0.fileName] }
        return known.allSatisfy { $0 != nil } ? known.map { max(0.001, $0!) } : Array(repeating: 1, count: cells.count)
    }

    /// `indices` (with `weights`, by index) in `parts` parts: longest first (ties in order), each
    /// to the lightest part so far (ties to the first); each part in index order.
    package static func split(_ indices: [Int], weights: [Double], into parts: Int) -> [[Int]] {
        let count = max(1, parts)
        var bins = Array(repeating: [Int](), count: count), loads = Array(repeating: 0.0, count: count)
        let order = indices.enumerated().sorted { a, b in
            weights[a.element] != weights[b.element] ? weights[a.element] > weights[b.element] : a.offset < b.offset
        }
        for (_, index) in order {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            bins[lightest].append(index)
            loads[lightest] += weights[index]
        }
        return bins.map { $0.sorted() }
    }

    /// The chunks `jobs` workers take: the cells of each process key (scale and language)
    /// apart, each key's share of the work in as many chunks as its share of `jobs` (one at
    /// least), the chunk with the most work first.
    static func chunks(_ cells: [CaptureCell], jobs: Int, durations: [String: Double]) -> [[Int]] {
        let weights = weights(cells, durations)
        var keys: [CaptureCell.ProcessKey] = []
        var groups: [CaptureCell.ProcessKey: [Int]] = [:]
        for (index, cell) in cells.enumerated() {
            if groups[cell.processKey] == nil { keys.append(cell.processKey) }
            groups[cell.processKey, default: []].append(index)
        }
        let total = weights.reduce(0, +)
        var chunks: [[Int]] = []
        for key in keys {
            let members = groups[key]!
            let share = members.reduce(0) { $0 + weights[$1] } / max(total, 0.001)
            let parts = min(members.count, max(1, Int((Double(jobs) * share).rounded())))
            chunks += split(members, weights: weights, into: parts).filter { !$0.isEmpty }
        }
        let load = { (chunk: [Int]) in chunk.reduce(0) { $0 + weights[$1] } }
        return chunks.enumerated().sorted { a, b in
            load(a.element) != load(b.element) ? load(a.element) > load(b.element) : a.offset < b.offset
        }.map(\.element)
    }

    /// What each capture of `report` weighs, by file name: the time its capture, file and
    /// comparison took (the capture's alone in an older report).
    package static func durations(_ report: CaptureReport?) -> [String: Double] {
        Dictionary(report?.captures.map { ($0.file, $0.workMs ?? $0.durationMs) } ?? []) { first, _ in first }
    }
}
