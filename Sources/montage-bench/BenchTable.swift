import MontageCatalog
import MontageGallery
import Foundation

/// The table `make bench` prints (figure, ours, baseline, ratio, target, met) and, with
/// `BENCH_JSON=path`, writes as a JSON list of rows.
enum BenchTable {
    /// Prints `rows` as one aligned table on standard output.
    static func print(_ rows: [BenchRow]) {
        func amount(_ value: Double, _ unit: String) -> String {
            String(format: value >= 100 ? "%.0f %@" : "%.1f %@", value, unit)
        }
        let header = ["Figure", "Ours", "Baseline", "Ratio", "Target", "Met"]
        let cells = rows.map { row -> [String] in
            let baseline = row.baseline.map { amount($0, row.unit) + (row.baselineName.map { " (\($0))" } ?? "") } ?? "—"
            let met = row.met.map { $0 ? "yes" : "NO" } ?? ""
            return [row.name, amount(row.value, row.unit), baseline, row.ratio.map { String(format: "%.2f×", $0) } ?? "—",
                    row.target?.text ?? "", met]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ fields: [String]) -> String {
            zip(fields, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
        Swift.print(line(header))
        Swift.print(line(widths.map { String(repeating: "─", count: $0) }))
        for row in cells { Swift.print(line(row)) }
        let targeted = rows.filter { $0.met != nil }
        Swift.print("\(targeted.filter { $0.met == true }.count) of \(targeted.count) targets met")
    }

    /// Writes `rows` to `path` as JSON; a message on standard error when it cannot.
    static func write(_ rows: [BenchRow], to path: String) {
        do {
            let data = try JSONSerialization.data(withJSONObject: rows.map(\.json), options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("montage-bench: cannot write BENCH_JSON=\(path): \(error.localizedDescription)\n".utf8))
        }
    }
}
