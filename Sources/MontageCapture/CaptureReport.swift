import FoundationEssentials
import GtkKit
import MontageCatalog

/// What a comparison run found, capture by capture: written as `report.json` beside the
/// captures, read back by a review, merged across shards. Paths in it are relative to the
/// report's folder, except `goldens` (absolute).
package struct CaptureReport: Codable, Equatable {
    /// The report format's version (1).
    package var version = 1
    /// The folder of the goldens compared against, absolute.
    package var goldens: String
    /// Every capture, in the order taken.
    package var captures: [Entry]
    /// How many processes captured (1: the run's own; more: worker processes); nil when not known.
    package var processes: Int?
    /// A shard's part of a run (`K/N`); nil for a whole run.
    package var shard: String?
    /// A shard's whole run: every capture's file, in order (what a merge puts together).
    package var order: [String]?

    /// A report of `captures` against `goldens`.
    package init(goldens: String, captures: [Entry], processes: Int? = nil, shard: String? = nil, order: [String]? = nil) {
        self.goldens = goldens
        self.captures = captures
        self.processes = processes
        self.shard = shard
        self.order = order
    }

    /// The report file of a shard: `report-shard-K-of-N.json`.
    package static func shardFile(_ shard: CaptureShard) -> String { "report-shard-\(shard.index)-of-\(shard.count).json" }

    /// A review decision as the review and the report page show it ("" for none).
    package static func title(of review: Review?) -> String {
        switch review {
        case .accepted: tr("Accepted")
        case .kept: tr("Kept")
        case nil: ""
        }
    }

    /// One capture and its verdict.
    package struct Entry: Codable, Equatable {
        /// The story's id.
        var id: String
        /// The capture's file name (the actual image, in the report's folder).
        package var file: String
        /// The axes it was taken at: `scheme`, `direction`, `scale`, `textSize`, `language`.
        package var axes: [String: String]
        /// Its verdict.
        package var status: Status
        /// Pixels differing by more than the channel tolerance (0 when the sizes differ).
        var differing: Int
        /// The largest channel difference of any pixel.
        var maxDelta: Int
        /// The golden's size when it differs from the capture's.
        var goldenSize: [Int]?
        /// The golden as it was, beside the capture (`<stem>-expected.png`), when they differ.
        package var expected: String?
        /// The differing pixels in red over the dimmed golden (`<stem>-diff.png`), same size only.
        var diff: String?
        /// How long the capture took, in milliseconds.
        package var durationMs: Double
        /// How long the capture, its file and its comparison took together, in milliseconds:
        /// what it weighs when a run is split (nil in a report from before it was kept).
        var workMs: Double?
        /// The comparison's one-line explanation (empty for a match).
        package var summary: String
        /// What changed, for a capture that differs: `antialiasing`, `shift`, `color` or
        /// `layout` (`DiffClass`).
        package var diffClass: String?
        /// The class's explanation: "shift by (1, 0) in 3 regions", "color #FFFFFFFF → #F7F7F8FF".
        package var classDetail: String?
        /// A shift's offset of each changed region, `[dx, dy]`.
        var offsets: [[Int]]?
        /// A color change's old and new color (`#RRGGBBAA`).
        var colors: [String]?
        /// The changed regions, `[x, y, width, height]` in device pixels (also outlined on the diff).
        package var regions: [[Int]]?
        /// What a review decided (`accepted`: the capture is the golden now; `kept`: the golden
        /// stays); nil until then.
        package var review: Review?

        /// The class's explanation as shown (the run's line, its page, the review): `classDetail`,
        /// but a shift's said again from its `offsets`, each once with its count of regions, so a
        /// report written before that was so says it so too.
        package var shownClassDetail: String? {
            guard diffClass == DiffClass.shift(offsets: []).name, let offsets, !offsets.isEmpty, offsets.allSatisfy({ $0.count == 2 }) else { return classDetail }
            return DiffClass.shift(offsets: offsets.map { DiffClass.Offset(dx: $0[0], dy: $0[1]) }).detail
        }

        private enum CodingKeys: String, CodingKey {
            case id, file, axes, status, differing, maxDelta, goldenSize, expected, diff, durationMs, workMs, summary
            case diffClass = "class", classDetail, offsets, colors, regions, review
        }

        /// Takes `verdict`'s class and regions.
        mutating func classify(_ verdict: DiffClass, regions: [DiffClassifier.Region]) {
            diffClass = verdict.name
            classDetail = verdict.detail
            switch verdict {
            case .shift(let shifts): offsets = shifts.map { [$0.dx, $0.dy] }
            case .color(let from, let to): colors = [from, to]
            case .antialiasing, .layout: break
            }
            self.regions = regions.isEmpty ? nil : regions.map { [$0.x, $0.y, $0.width, $0.height] }
        }
    }

    /// A capture's verdict.
    package enum Status: String, Codable {
        /// Within the tolerances.
        case match
        /// Beyond them, or another size.
        case differ
        /// No golden to compare with.
        case missing
    }

    /// A review's decision on a capture that did not match.
    package enum Review: String, Codable {
        /// The capture replaced its golden.
        case accepted
        /// The golden stays as it is.
        case kept
    }

    /// The groups of captures that did not match, the changes that matter most first: each
    /// class's name in the report (nil: no golden) and its heading.
    package static var failureGroups: [(diffClass: String?, title: String)] {
        [("layout", tr("Layout")), ("color", tr("Color")), ("shift", tr("Shifted")), ("antialiasing", tr("Anti-aliasing only")),
         (nil, tr("Without a golden"))]
    }

    /// The captures that did not match, in order.
    package var failures: [Entry] { captures.filter { $0.status != .match } }

    /// The report as pretty JSON with sorted keys (the same report gives the same bytes).
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The largest report read (a matrix of thousands of captures takes a few megabytes).
    package static let maxBytes = 32 << 20

    /// The report in `file`, or why it cannot be read (missing, not a file, over `maxBytes`,
    /// not a report).
    package static func read(_ file: String) -> Result<CaptureReport, ReadProblem> {
        let bytes: [UInt8]
        switch Files.contents(of: file, limit: maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(ReadProblem(reason: tr("cannot read %1$s: %2$s", file, failure.reason(limit: maxBytes, kind: tr("a capture report")))))
        }
        let report: CaptureReport
        do {
            report = try JSONDecoder().decode(CaptureReport.self, from: Data(bytes))
        } catch {
            return .failure(ReadProblem(reason: tr("%s is not a capture report: %s", file, "\(error)")))
        }
        guard report.captures.count <= maxCaptures else {
            return .failure(ReadProblem(reason: tr("%1$s has %2$d captures, more than the %3$d a report may have", file, report.captures.count, maxCaptures)))
        }
        // Its names are joined to folders (an accept writes the golden of that name): bare file names only.
        let names = report.captures.flatMap { [$0.file] + [$0.expected, $0.diff].compactMap { $0 } } + (report.order ?? [])
        if let bad = names.first(where: { !isBareName($0) }) {
            return .failure(ReadProblem(reason: tr("%1$s names '%2$s', which is not a file name of its folder", file, TerminalText.quote(bad))))
        }
        return .success(report)
    }

    /// The most captures a report holds (a matrix of every axis over a hundred stories is ~15,000).
    static let maxCaptures = 20_000

    /// A file name in the report's folder: no separator, not hidden, not `..`, a PNG.
    static func isBareName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && name.hasSuffix(".png") && !name.utf8.contains(0)
    }

    /// Why a report could not be read.
    package struct ReadProblem: Error {
        /// The one-line reason.
        package let reason: String
    }
}
