import Glibc
import Montage
import MontageGtk
import GtkKit
import MontageCatalog

/// Captures cells (`CaptureCell`) and compares each with its golden (the same tolerance rules as
/// the tests: `GoldenComparison`): the captures go into the output folder as `--screenshot`
/// writes them, with `<stem>-expected.png` and `<stem>-diff.png` beside each that differs, and
/// the whole verdict as `report.json` and `report.html` (`ReportPage`). The cells of one
/// process are captured here; `CapturePool` spreads them over worker processes.
@MainActor
package enum CaptureCompare {
    /// The files every run writes beside the captures.
    package static let reportFiles = ["report.json", "report.html"]

    /// Captures `stories` of `model` in `schemes` at today's default axes, compares them with the
    /// goldens in `goldens` and writes everything into `output` in this process (the tests' run).
    package static func run(_ model: GalleryModel, stories: [Story], schemes: [ColorScheme], goldens: String, output: String) throws(Problem) -> CaptureReport {
        let cells = CaptureCell.cells(stories: stories, schemes: schemes, settings: CaptureSettings())
        let report = CaptureReport(goldens: FilePath.absolute(goldens), captures: try capture(cells, of: model, goldens: goldens, output: output))
        try write(report, to: output)
        return report
    }

    /// Captures each of `cells` (stories of `model`) in this process, in order (they must all have its scale and
    /// language), writing each capture into `output` and, with `goldens`, comparing it there;
    /// `progress` gets each entry as it is decided. Throws for a capture or a file that cannot
    /// be made.
    package static func capture(_ cells: [CaptureCell], of model: GalleryModel, goldens: String?, output: String,
                        progress: (CaptureReport.Entry) -> Void = { _ in }) throws(Problem) -> [CaptureReport.Entry] {
        ScreenshotRunner.pinSettings()
        // The theme from the start, with the gallery's rules (registered after the install, they
        // reparsed the whole stylesheet in the first capture), at the first cell's text size
        // (then each cell changes what it needs).
        GalleryStylesheet.register()
        if let first = cells.first {
            Theme.setTextScale(Double(first.textSize) / 100)
            Theme.install(colorScheme: first.scheme)
        }
        var entries: [CaptureReport.Entry] = []
        for cell in cells {
            let entry = try capture(cell, of: model, goldens: goldens, output: output)
            entries.append(entry)
            progress(entry)
        }
        return entries
    }

    /// Captures `cell` (a story of `model`; its scheme, direction, text size and width applied here), writes it into
    /// `output` and, with `goldens`, compares it with its golden, writing the expected and diff
    /// images beside it when they differ.
    package static func capture(_ cell: CaptureCell, of model: GalleryModel, goldens: String?, output: String) throws(Problem) -> CaptureReport.Entry {
        let started = MonotonicClock.microseconds
        var entry = try decide(cell, of: model, goldens: goldens, output: output)
        entry.workMs = (Double(MonotonicClock.microseconds - started) / 100).rounded() / 10
        return entry
    }

    /// The entry of `cell`: captured, written and compared.
    private static func decide(_ cell: CaptureCell, of model: GalleryModel, goldens: String?, output: String) throws(Problem) -> CaptureReport.Entry {
        guard let story = model.story(id: cell.story) else { throw Problem(description: tr("unknown story '%s'", cell.story)) }
        let scheme = cell.scheme
        DefaultDirection.current = cell.rightToLeft ? .rightToLeft : .leftToRight
        Theme.setTextScale(Double(cell.textSize) / 100)
        if Theme.colorScheme != scheme { Theme.install(colorScheme: scheme) }
        let file = cell.fileName
        let started = MonotonicClock.microseconds
        let actual: Texture
        do { actual = try ScreenshotRunner.capture(story, scheme: scheme, width: cell.width.map(Int32.init)) } catch { throw Problem(description: error.description) }
        let duration = Double(MonotonicClock.microseconds - started) / 1_000
        func written(_ body: () throws(CaptureError) -> Void) throws(Problem) {
            do { try body() } catch { throw Problem(description: ScreenshotRunner.Failure(storyID: story.id, scheme: scheme, reason: error.description).description) }
        }
        try written { () throws(CaptureError) in try actual.savePNG(to: FilePath.join(output, file)) }
        var entry = CaptureReport.Entry(id: story.id, file: file, axes: cell.axes, status: .match,
                                        differing: 0, maxDelta: 0, durationMs: (duration * 10).rounded() / 10, summary: "")
        guard let goldens else {
            entry.status = .missing
            return entry
        }
        let golden = FilePath.join(goldens, file)
        // A golden of another size is still shown, up to twice the capture's pixels.
        switch PNGFile.read(golden, maxPixels: max(2 * actual.width * actual.height, PNGFile.maxPixels), kind: tr("a golden")) {
        case .image(let expected):
            let comparison = GoldenComparison(actual: actual, expected: expected)
            entry.differing = comparison.differing
            entry.maxDelta = comparison.largestDelta
            guard !comparison.matches else { break }
            let stem = String(file.dropLast(".png".count))
            entry.status = .differ
            entry.summary = comparison.summary
            entry.expected = stem + "-expected.png"
            try written { () throws(CaptureError) in try expected.savePNG(to: FilePath.join(output, stem + "-expected.png")) }
            if comparison.sizeMatches {
                let verdict = DiffClassifier(actual: actual, expected: expected)
                entry.classify(verdict.diffClass, regions: verdict.regions)
                entry.diff = stem + "-diff.png"
                GoldenComparison.writeDiff(actual: actual, expected: expected, outlining: verdict.regions, to: FilePath.join(output, stem + "-diff.png"))
            } else {
                entry.classify(.layout, regions: [])
                entry.goldenSize = [expected.width, expected.height]
            }
        case .oversized(let width, let height):
            entry.status = .differ
            entry.summary = GoldenComparison.sizeSummary(actual.width, actual.height, width, height)
            entry.classify(.layout, regions: [])
            entry.goldenSize = [width, height]
        case .unreadable(let reason):
            entry.status = .missing
            entry.summary = tr("cannot read the golden %1$s: %2$s", golden, reason)
        case .none:
            entry.status = .missing
            entry.summary = tr("no golden %s", golden)
        }
        return entry
    }

    /// Writes `report.json` and `report.html` into `folder`.
    package static func write(_ report: CaptureReport, to folder: String) throws(Problem) {
        for (name, text) in [("report.json", report.json()), ("report.html", ReportPage.html(report))] {
            if let problem = Files.write(text, to: FilePath.join(folder, name)) {
                throw Problem(description: tr("cannot write %1$s: %2$s", FilePath.join(folder, name), problem))
            }
        }
    }

    /// A capture, or a file of the run, that could not be made.
    package struct Problem: Error, CustomStringConvertible {
        /// What went wrong, naming the story or the file.
        package let description: String

        /// A problem described as `description`.
        package init(description: String) { self.description = description }
    }

    /// The line printed for a capture that did not match: its file and what differs.
    package static func line(_ entry: CaptureReport.Entry) -> String {
        "\(entry.file): \(entry.summary)" + (entry.shownClassDetail.map { "; " + $0 } ?? "")
    }

    /// The last line of a run: how many captures matched, differed, had no golden.
    package static func summary(_ report: CaptureReport) -> String {
        let counts = Dictionary(grouping: report.captures, by: \.status).mapValues(\.count)
        return trn("%1$d capture: %2$d match, %3$d differ, %4$d without a golden", "%1$d captures: %2$d match, %3$d differ, %4$d without a golden",
                   report.captures.count, report.captures.count, counts[.match] ?? 0, counts[.differ] ?? 0, counts[.missing] ?? 0)
    }
}
