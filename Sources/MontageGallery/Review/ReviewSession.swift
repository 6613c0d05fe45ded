import Glibc
import GtkKit
import MontageCatalog
import MontageCapture

/// A review of a comparison run's folder (`report.json` and the captures beside it): the
/// captures that did not match, grouped by class, and the decisions on them. Accept replaces
/// that capture's golden with the capture (atomically) and marks it in the report; keep only
/// marks it; undo takes the last decision back, golden bytes and all. Nothing else is touched.
@MainActor
final class ReviewSession {
    /// The run's folder.
    let folder: String
    /// The report as it stands (decisions included).
    private(set) var report: CaptureReport
    /// The captures under review, as indices into `report.captures`: by class, the changes
    /// that matter most first (`CaptureReport.failureGroups`), each class in the run's order.
    let queue: [Int]

    /// A decision as it can be taken back: the entry, its mark before, and its golden's bytes
    /// before (nil: there was none).
    private struct Step {
        let index: Int
        let mark: CaptureReport.Review?
        let golden: [UInt8]?
    }
    private var steps: [Step] = []

    /// Opens the report in `folder`; throws with the reason it cannot be read.
    init(folder: String) throws(Problem) {
        self.folder = folder
        switch CaptureReport.read(FilePath.join(folder, "report.json")) {
        case .success(let report): self.report = report
        case .failure(let problem): throw Problem(description: problem.reason)
        }
        let captures = report.captures
        queue = CaptureReport.failureGroups.flatMap { group in
            captures.indices.filter { captures[$0].status != .match && captures[$0].diffClass == group.diffClass }
        }
    }

    /// The entry at `position` in the queue.
    func entry(at position: Int) -> CaptureReport.Entry { report.captures[queue[position]] }

    /// Whether there is a decision to take back.
    var canUndo: Bool { !steps.isEmpty }

    /// The first position from `start` on (wrapping) without a decision, nil when all have one.
    func undecided(from start: Int) -> Int? {
        guard !queue.isEmpty else { return nil }
        return (0..<queue.count).map { (start + $0) % queue.count }.first { entry(at: $0).review == nil }
    }

    /// The path of the golden of the entry at `position`.
    func goldenPath(at position: Int) -> String {
        FilePath.join(goldensFolder, entry(at: position).file)
    }

    /// The goldens' folder (absolute since the run made it so).
    var goldensFolder: String { report.goldens }

    /// Makes the capture at `position` its golden and marks it accepted.
    func accept(_ position: Int) throws(Problem) {
        let index = queue[position], entry = report.captures[index]
        let capture: [UInt8]
        switch Files.contents(of: FilePath.join(folder, entry.file), limit: PNGFile.maxBytes) {
        case .success(let bytes): capture = bytes
        case .failure(let failure):
            throw Problem(description: tr("cannot read the capture %1$s: %2$s", FilePath.join(folder, entry.file), failure.reason(limit: PNGFile.maxBytes, kind: tr("a capture"))))
        }
        let path = goldenPath(at: position)
        let before = try goldenBytes(path)
        if let problem = Files.write(bytes: capture, to: path) { throw Problem(description: tr("cannot write the golden %1$s: %2$s", path, problem)) }
        do {
            try mark(index, .accepted)
        } catch {
            restore(path, before)
            throw error
        }
        steps.append(Step(index: index, mark: entry.review, golden: before))
    }

    /// Marks the capture at `position` kept: its golden stays.
    func keep(_ position: Int) throws(Problem) {
        let index = queue[position], entry = report.captures[index]
        let path = goldenPath(at: position)
        let before = try goldenBytes(path)
        // A capture accepted before is kept by putting its golden back as the run found it.
        if entry.review == .accepted, let previous = steps.last(where: { $0.index == index }) {
            restore(path, previous.golden)
        }
        try mark(index, .kept)
        steps.append(Step(index: index, mark: entry.review, golden: before))
    }

    /// Takes the last decision back (the golden as it was, the mark as it was); returns the
    /// position it was about, nil when there was none.
    @discardableResult
    func undo() throws(Problem) -> Int? {
        guard let step = steps.last else { return nil }
        let entry = report.captures[step.index]
        let path = FilePath.join(goldensFolder, entry.file)
        let current = try goldenBytes(path)
        restore(path, step.golden)
        do {
            try mark(step.index, step.mark)
        } catch {
            restore(path, current)
            throw error
        }
        steps.removeLast()
        return queue.firstIndex(of: step.index)
    }

    /// The golden's bytes now (nil: none); throws when it is there but cannot be read back,
    /// since then a decision could not be taken back.
    private func goldenBytes(_ path: String) throws(Problem) -> [UInt8]? {
        switch Files.contents(of: path, limit: PNGFile.maxBytes) {
        case .success(let bytes): return bytes
        case .failure(.missing): return nil
        case .failure(let failure): throw Problem(description: tr("cannot read the golden %1$s: %2$s", path, failure.reason(limit: PNGFile.maxBytes, kind: tr("a golden"))))
        }
    }

    /// Puts `bytes` back at `path` (nil: removes the file).
    private func restore(_ path: String, _ bytes: [UInt8]?) {
        if let bytes { _ = Files.write(bytes: bytes, to: path) } else { unlink(path) }
    }

    /// Sets the mark of entry `index` and saves the report (its JSON and page).
    private func mark(_ index: Int, _ review: CaptureReport.Review?) throws(Problem) {
        var updated = report
        updated.captures[index].review = review
        do { try CaptureCompare.write(updated, to: folder) } catch { throw Problem(description: error.description) }
        report = updated
    }

    /// Why a review could not open or a decision could not be made.
    struct Problem: Error, CustomStringConvertible {
        /// The one-line reason, naming the file.
        let description: String
    }
}
