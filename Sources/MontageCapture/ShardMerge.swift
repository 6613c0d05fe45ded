import Glibc
import GtkKit
import MontageCatalog

/// `--merge DIR`: the reports of a run's shards (`report-shard-K-of-N.json`, each with the
/// whole run's order), checked to be one run's every part, joined in the run's order into
/// `report.json` and `report.html`, as one process would have written them.
@MainActor
package enum ShardMerge {
    /// Merges the shard reports in `folder`; throws naming what is missing or disagrees.
    package static func merge(_ folder: String) throws(CaptureCompare.Problem) -> CaptureReport {
        var shards: [(index: Int, count: Int, report: CaptureReport)] = []
        for name in files(in: folder) {
            guard let (index, count) = shardNumbers(name) else { continue }
            switch CaptureReport.read(FilePath.join(folder, name)) {
            case .success(let report): shards.append((index, count, report))
            case .failure(let problem): throw CaptureCompare.Problem(description: problem.reason)
            }
        }
        guard let first = shards.first else {
            throw CaptureCompare.Problem(description: tr("no shard reports (report-shard-K-of-N.json) in %s", folder))
        }
        let count = first.count
        guard shards.allSatisfy({ $0.count == count }) else {
            throw CaptureCompare.Problem(description: tr("the shard reports in %s are of runs split in different numbers of parts", folder))
        }
        let missing = Set(1...count).subtracting(shards.map(\.index)).sorted()
        guard missing.isEmpty else {
            throw CaptureCompare.Problem(description: tr("shard %1$s of %2$d is missing in %3$s", missing.map(String.init).joined(separator: ", "), count, folder))
        }
        guard let order = first.report.order, shards.allSatisfy({ $0.report.order == order && $0.report.goldens == first.report.goldens }) else {
            throw CaptureCompare.Problem(description: tr("the shard reports in %s are not of one run (another order or goldens)", folder))
        }
        var byFile: [String: CaptureReport.Entry] = [:]
        for shard in shards {
            for entry in shard.report.captures {
                guard byFile.updateValue(entry, forKey: entry.file) == nil else {
                    throw CaptureCompare.Problem(description: tr("%s is in two shards", entry.file))
                }
                guard access(FilePath.join(folder, entry.file), F_OK) == 0 else {
                    throw CaptureCompare.Problem(description: tr("the capture %1$s of shard %2$d is not in %3$s", entry.file, shard.index, folder))
                }
            }
        }
        let captures = try order.map { (file) throws(CaptureCompare.Problem) -> CaptureReport.Entry in
            guard let entry = byFile[file] else { throw CaptureCompare.Problem(description: tr("no shard captured %s", file)) }
            return entry
        }
        guard captures.count == byFile.count else { throw CaptureCompare.Problem(description: tr("the shards captured more than their run")) }
        var merged = CaptureReport(goldens: first.report.goldens, captures: captures)
        merged.processes = shards.reduce(0) { $0 + ($1.report.processes ?? 1) }
        try CaptureCompare.write(merged, to: folder)
        return merged
    }

    /// K and N of `report-shard-K-of-N.json`.
    private static func shardNumbers(_ name: String) -> (Int, Int)? {
        guard name.hasPrefix("report-shard-"), name.hasSuffix(".json") else { return nil }
        let parts = name.dropFirst("report-shard-".count).dropLast(".json".count).split(separator: "-")
        guard parts.count == 3, parts[1] == "of", let index = Int(parts[0]), let count = Int(parts[2]), (1...count).contains(index) else { return nil }
        return (index, count)
    }

    /// The names in `folder`, sorted (none when it cannot be read).
    private static func files(in folder: String) -> [String] {
        ((try? Files.names(in: folder)) ?? []).sorted()
    }
}
