import Glibc
import MontageGtk
import GtkKit
import MontageCatalog
import MontageCapture
import MontageAudit
import MontagePlayer
import MontageGallery

/// The executable's logic: parse, validate before any work, then list, capture or open the
/// window. Exit status 0 on success, 1 on a runtime failure, 2 on a usage error.
@MainActor
enum GalleryCommand {
    /// Runs the gallery with the process's own arguments as the C runtime passed them
    /// (`CommandLine.argc` and `CommandLine.unsafeArgv`, the program name first), decoded here:
    /// an argument that is not valid UTF-8 is a usage error, not a path silently rewritten.
    static func main(argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        let raw = (1..<max(1, Int(argc))).map { index -> [UInt8] in
            guard let argument = argv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
        }
        return main(rawArguments: raw)
    }

    /// Runs the gallery with `rawArguments`, the bytes of each argument (without the program name).
    static func main(rawArguments: [[UInt8]]) -> Int32 {
        if rawArguments == [Array(CaptureWorker.flag.utf8)] { return CaptureWorker.main() }
        if rawArguments == [Array(StoryReaderWorker.flag.utf8)] { return StoryReaderWorker.main() }
        // The user's language for everything printed and shown (before GTK starts).
        MontageTextDomain.setUp()
        do {
            return start(try GalleryOptions.parse(try decode(rawArguments)))
        } catch {
            return usageError(error.message)
        }
    }

    /// Runs the gallery with `arguments` (without the program name).
    static func main(_ arguments: [String]) -> Int32 {
        // The user's language for everything printed and shown (before GTK starts).
        MontageTextDomain.setUp()
        do {
            return start(try GalleryOptions.parse(arguments))
        } catch {
            return usageError(error.message)
        }
    }

    /// Speaks `--lang`'s language from here on (before any story's title is made), then
    /// validates and runs.
    private static func start(_ options: GalleryOptions) -> Int32 {
        if let language = options.language { Localization.use(language: language) }
        do {
            let model = GalleryModel(arguments: options.storyArguments)
            return run(try validate(options, model), model)
        } catch {
            return usageError(error.message)
        }
    }

    /// Each argument decoded from UTF-8; throws for the first that is not valid UTF-8, naming its
    /// position (1 is the first after the program name) and showing its bytes escaped.
    nonisolated static func decode(_ rawArguments: [[UInt8]]) throws(UsageError) -> [String] {
        var arguments: [String] = []
        for (index, bytes) in rawArguments.enumerated() {
            guard let argument = String(validating: bytes, as: UTF8.self) else {
                throw UsageError(tr("argument %1$d is not valid UTF-8: '%2$s'", index + 1, TerminalText.quote(bytes: bytes)))
            }
            arguments.append(argument)
        }
        return arguments
    }

    /// Everything the command line can be checked for before any work (before GTK starts,
    /// before anything renders, and without making anything): the options
    /// (`GalleryOptions.parse`), the story ids (in every mode but help), and the files and
    /// folders captures write (`OutputPaths`). A usage error is thrown.
    static func validate(arguments: [String]) throws(UsageError) -> GalleryOptions {
        let options = try GalleryOptions.parse(arguments)
        return try validate(options, GalleryModel(arguments: options.storyArguments))
    }

    /// `validate(arguments:)` past parsing, the story folders added to `model`: what the
    /// executable runs.
    static func validate(_ options: GalleryOptions, _ model: GalleryModel) throws(UsageError) -> GalleryOptions {
        if options.mode == .help { return options }
        // The story folders' stories are known (and their ids checked) before any work.
        for folder in options.storyFolders { model.folders.add(folder: folder) }
        for id in options.stories where model.story(id: id) == nil {
            throw UsageError(tr("unknown story '%s' (montage-gallery --list prints the ids)", TerminalText.quote(id)))
        }
        switch options.mode {
        case .screenshot(let directory):
            let files = cells(options, model).map(\.fileName) + (options.contactSheet ? ["index.html"] : [])
            try OutputPaths.check(folder: directory, flag: "--screenshot", files: files)
        case .compare(_, let output):
            let captures = cells(options, model).map(\.fileName)
            let beside = captures.flatMap { file in ["-expected.png", "-diff.png"].map { String(file.dropLast(".png".count)) + $0 } }
            try OutputPaths.check(folder: output, flag: "--compare", files: captures + beside + reportFiles(options))
        case .play(let output, _):
            for id in options.stories where model.story(id: id).map(model.playable)?.steps.isEmpty == true {
                throw UsageError(tr("story '%s' has no steps to play", TerminalText.quote(id)))
            }
            try OutputPaths.check(folder: output, flag: "--screenshot", files: PlayCommand.reportFiles(options.shard))
        case .windowScreenshot(let file):
            try OutputPaths.check(file: file, flag: "--window-screenshot")
        case .manifest(let file):
            try OutputPaths.check(file: file, flag: "--manifest")
        case .docs(let directory):
            try OutputPaths.check(folder: directory, flag: "--docs", files: DocsSite.files())
        case .review(let folder):
            if case .failure(let problem) = CaptureReport.read(FilePath.join(folder, "report.json")) {
                throw UsageError("--review: " + TerminalText.quote(problem.reason, limit: nil))
            }
        case .merge(let folder):
            try OutputPaths.check(folder: folder, flag: "--merge", files: CaptureCompare.reportFiles)
        case .audit:
            if let file = options.acceptedViolations, case .failure(let problem) = AuditAcceptance.read(file) {
                throw UsageError("--accepted: " + TerminalText.quote(file, limit: nil) + ": " + problem.description)
            }
        case .window, .list, .help, .check:
            break
        }
        return options
    }

    /// The cells a capture run takes: its stories in its schemes at its axes, or its matrix;
    /// with `--shard`, only that part (split by the durations in the output folder's last
    /// report).
    package static func cells(_ options: GalleryOptions, _ model: GalleryModel) -> [CaptureCell] {
        let stories = screenshotStories(options, model)
        let all = options.matrix.map { CaptureMatrix.cells(stories: stories, settings: options.capture, coverage: $0) }
            ?? CaptureCell.cells(stories: stories, schemes: options.screenshotSchemes, settings: options.capture)
        guard let shard = options.shard else { return all }
        let parts = CapturePlan.split(all, into: shard.count, durations: lastDurations(options))
        return parts[shard.index - 1].map { all[$0] }
    }

    /// The durations of the last full report in the run's folder, by file name (none without one).
    private static func lastDurations(_ options: GalleryOptions) -> [String: Double] {
        let folder: String
        switch options.mode {
        case .compare(_, let output): folder = output
        case .screenshot(let directory): folder = directory
        default: return [:]
        }
        guard Files.isFolder(folder), case .success(let report) = CaptureReport.read(FilePath.join(folder, "report.json")) else { return [:] }
        return CapturePlan.durations(report)
    }

    /// The report files a compare run writes: `report.json` and `report.html`, or a shard's own.
    static func reportFiles(_ options: GalleryOptions) -> [String] {
        options.shard.map { [CaptureReport.shardFile($0)] } ?? CaptureCompare.reportFiles
    }

    /// The stories of `model` `--screenshot` captures: each `--story`, or all.
    private static func screenshotStories(_ options: GalleryOptions, _ model: GalleryModel) -> [Story] {
        options.stories.isEmpty ? model.stories : options.stories.compactMap(model.story(id:))
    }

    /// Does what validated `options` ask, of `model`'s stories; returns the exit status.
    private static func run(_ options: GalleryOptions, _ model: GalleryModel) -> Int32 {
        switch options.mode {
        case .help:
            print(GalleryOptions.usage)
            return 0
        case .list:
            model.ids.forEach { print($0) }
            return 0
        case .check(let files):
            return StoryCheck.run(files)
        case .merge(let folder):
            return merge(folder)
        case .manifest(let file):
            if let problem = Files.write(model.manifest().json(), to: file) {
                printError(tr("cannot write %1$s: %2$s", TerminalText.quote(file, limit: nil), problem))
                return 1
            }
            return 0
        case .window, .screenshot, .windowScreenshot, .compare, .review, .audit, .play, .docs:
            break
        }
        // Captures are at scale 1 unless asked; the window keeps the desktop's scale unless asked.
        let windowed = options.mode == .window || { if case .review = options.mode { true } else { false } }()
        if let scale = options.scale ?? (windowed ? nil : 1) { setenv("GDK_SCALE", String(scale), 1) }
        if !windowed { CaptureProcess.prepare() }
        LogCapture.install()
        guard GtkRuntime.initialize() else {
            printError(GtkRuntime.displayHint(advice: tr("run under xvfb-run, or use `make run`")))
            return 1
        }
        // What GTK said while starting (about the environment, say) was printed; a capture
        // fails only on warnings of its own.
        _ = LogCapture.drain()
        if options.rightToLeft { DefaultDirection.current = .rightToLeft }
        switch options.mode {
        case .screenshot(let directory):
            // Made only now that the display works: a run that cannot capture leaves nothing.
            if let problem = OutputPaths.create(folder: directory) {
                printError(tr("cannot create %1$s: %2$s", TerminalText.quote(directory, limit: nil), problem))
                return 1
            }
            Theme.setTextScale(Double(options.textSize ?? 100) / 100)
            return screenshots(options, model, directory: directory)
        case .windowScreenshot(let file):
            Theme.setTextScale(Double(options.textSize ?? 100) / 100)
            return windowScreenshot(options, model, file: file)
        case .docs(let directory):
            if let problem = OutputPaths.create(folder: directory) ?? DocsSite.write(model, into: directory) {
                printError(tr("cannot write the docs into %1$s: %2$s", TerminalText.quote(directory, limit: nil), problem))
                return 1
            }
            print(tr("wrote %s", FilePath.join(directory, "index.html")))
            return 0
        case .compare(let goldens, let output):
            if let problem = OutputPaths.create(folder: output) {
                printError(tr("cannot create %1$s: %2$s", TerminalText.quote(output, limit: nil), problem))
                return 1
            }
            Theme.setTextScale(Double(options.textSize ?? 100) / 100)
            return compare(options, model, goldens: goldens, output: output)
        case .play(let output, let goldens):
            Theme.setTextScale(Double(options.textSize ?? 100) / 100)
            let stories = screenshotStories(options, model).map(model.playable).filter { !$0.steps.isEmpty }
            // Workers only when asked: each needs an X server of its own.
            if options.shard == nil, let jobs = options.jobs, jobs > 1, let status = PlayPool.run(options, stories: stories, output: output, jobs: jobs) {
                return status
            }
            return PlayCommand.run(stories: stories, output: output, goldens: goldens, scheme: options.theme == .dark ? .dark : .light,
                                   shard: options.shard)
        case .audit:
            Theme.setTextScale(Double(options.textSize ?? 100) / 100)
            // The project's accepted list, as the panel applies it, unless --accepted names another.
            let acceptance = options.acceptedViolations.flatMap { try? AuditAcceptance.read($0).get() } ?? AuditAcceptance.shipped
            return AuditCommand.run(stories: screenshotStories(options, model), schemes: options.screenshotSchemes,
                                    format: options.auditFormat ?? .text, acceptance: acceptance, complete: options.stories.isEmpty)
        default:
            return GalleryApp.run(options.launch, model: model)
        }
    }


    /// The worker processes a run may use: `--jobs`, else the machine's cores.
    package static func jobs(_ options: GalleryOptions) -> Int {
        options.jobs ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Whether `cells` are captured in worker processes: when some need another scale or
    /// language than this process has, when `--jobs` asks for more than one, or by default
    /// when the run is long enough for workers to pay for their start (over 2 s by the last
    /// report, or at 60 ms a capture) and the machine has more than one core.
    static func usesWorkers(_ cells: [CaptureCell], _ options: GalleryOptions, durations: [String: Double]) -> Bool {
        let here = CaptureCell.ProcessKey(scale: options.scale ?? 1, language: options.language)
        if cells.contains(where: { $0.processKey != here }) { return true }
        if let jobs = options.jobs { return jobs > 1 && cells.count > 1 }
        let estimate = cells.reduce(0.0) { $0 + (durations[$1.fileName] ?? 60) }
        return jobs(options) > 1 && estimate > 2_000
    }

    /// Captures the run's cells here or in workers, comparing them with `goldens` when given;
    /// returns the entries and the processes that took them (1: this one).
    private static func capture(_ options: GalleryOptions, _ model: GalleryModel, output: String, goldens: String?,
                                progress: @escaping (CaptureReport.Entry) -> Void) throws(CaptureCompare.Problem) -> (entries: [CaptureReport.Entry], processes: Int) {
        let cells = cells(options, model), durations = lastDurations(options)
        if usesWorkers(cells, options, durations: durations) {
            return try CapturePool.run(cells, goldens: goldens, output: output, jobs: jobs(options), durations: durations,
                                       storyFolders: options.storyFolders, storyArguments: options.storyArguments, progress: progress)
        }
        return (try CaptureCompare.capture(cells, of: model, goldens: goldens, output: output, progress: progress), 1)
    }

    /// A matrix run says first how many captures its coverage takes, against all of them.
    private static func announceMatrix(_ options: GalleryOptions, _ model: GalleryModel) {
        guard let coverage = options.matrix else { return }
        var whole = options
        whole.shard = nil
        let taken = cells(whole, model).count
        let all = CaptureMatrix.cells(stories: screenshotStories(options, model), settings: options.capture, coverage: .all).count
        print(tr("matrix %1$s: %2$d captures (all: %3$d)", coverage.rawValue, taken, all))
    }

    private static func screenshots(_ options: GalleryOptions, _ model: GalleryModel, directory: String) -> Int32 {
        announceMatrix(options, model)
        // On a terminal one line says how far the run is; elsewhere (a CI log) a line per file.
        let progress = RunProgress(total: cells(options, model).count)
        do {
            let entries = try capture(options, model, output: directory, goldens: nil) { entry in
                if progress.isShown {
                    progress.step(entry.file, seconds: entry.durationMs / 1000)
                } else {
                    print(tr("wrote %s", TerminalText.quote(FilePath.join(directory, entry.file), limit: nil)))
                }
            }.entries
            progress.finish()
            if progress.isShown {
                print(trn("wrote %1$d capture into %2$s", "wrote %1$d captures into %2$s", entries.count, entries.count, TerminalText.quote(directory, limit: nil)))
            }
            if options.contactSheet {
                let path = FilePath.join(directory, "index.html")
                let cells = cells(options, model)
                if let problem = Files.write(ContactSheet.html(stories: screenshotStories(options, model), cells: cells), to: path) {
                    printError(tr("cannot write the contact sheet: %s", problem))
                    return 1
                }
                print(tr("wrote %s", TerminalText.quote(path, limit: nil)))
            }
        } catch {
            progress.finish()
            printError(tr("screenshot failed: %s", error.description))
            return 1
        }
        return warnings() ? 1 : 0
    }

    /// Prints GTK's warnings while capturing, if any; returns whether there were.
    private static func warnings() -> Bool {
        let problems = LogCapture.drain()
        guard !problems.isEmpty else { return false }
        printError(trn("GTK reported %d warning while capturing: %s", "GTK reported %d warnings while capturing; first: %s", problems.count, problems.count, problems[0]))
        return true
    }

    /// Captures and compares; prints a line for each capture that does not match, then the
    /// counts and where the report is (a shard's own report with `--shard`).
    private static func compare(_ options: GalleryOptions, _ model: GalleryModel, goldens: String, output: String) -> Int32 {
        announceMatrix(options, model)
        var report = CaptureReport(goldens: FilePath.absolute(goldens), captures: [])
        let progress = RunProgress(total: cells(options, model).count)
        defer { progress.finish() }
        do throws(CaptureCompare.Problem) {
            (report.captures, report.processes) = try capture(options, model, output: output, goldens: goldens) { entry in
                if entry.status != .match { progress.print(CaptureCompare.line(entry)) }
                progress.step(entry.file, seconds: entry.durationMs / 1000)
            }
            progress.finish()
            if let shard = options.shard {
                var whole = options
                whole.shard = nil
                report.shard = "\(shard.index)/\(shard.count)"
                report.order = cells(whole, model).map(\.fileName)
                let file = FilePath.join(output, CaptureReport.shardFile(shard))
                if let problem = Files.write(report.json(), to: file) { throw CaptureCompare.Problem(description: tr("cannot write %1$s: %2$s", file, problem)) }
            } else {
                try CaptureCompare.write(report, to: output)
            }
        } catch {
            progress.finish()
            printError(tr("compare failed: %s", error.description))
            return 1
        }
        print(CaptureCompare.summary(report))
        print(tr("wrote %s", TerminalText.quote(FilePath.join(output, options.shard.map(CaptureReport.shardFile) ?? "report.html"), limit: nil)))
        if warnings() { return 1 }
        return report.failures.isEmpty ? 0 : 1
    }

    /// Joins the shards' reports in `folder` into its report; prints what differs and the counts.
    private static func merge(_ folder: String) -> Int32 {
        let report: CaptureReport
        do { report = try ShardMerge.merge(folder) } catch {
            printError(tr("merge failed: %s", error.description))
            return 1
        }
        report.failures.forEach { print(CaptureCompare.line($0)) }
        print(CaptureCompare.summary(report))
        print(tr("wrote %s", TerminalText.quote(FilePath.join(folder, "report.html"), limit: nil)))
        return report.failures.isEmpty ? 0 : 1
    }

    private static func windowScreenshot(_ options: GalleryOptions, _ model: GalleryModel, file: String) -> Int32 {
        let scheme: ColorScheme = options.theme == .dark ? .dark : .light
        do {
            try ScreenshotRunner.captureWindow(model, story: options.stories.first, scheme: scheme, size: options.windowSize).savePNG(to: file)
        } catch {
            printError(tr("window screenshot failed: %s", "\(error)"))
            return 1
        }
        print(tr("wrote %s", TerminalText.quote(file, limit: nil)))
        return 0
    }

    /// A usage error is one line on stderr (with a pointer to --help) and status 2.
    private static func usageError(_ message: String) -> Int32 {
        printError(tr("%s (see montage-gallery --help)", message))
        return 2
    }

    private static func printError(_ message: String) {
        StandardError.write("montage-gallery: \(message)")
    }
}
