import GtkKit
import MontageCatalog
import MontageCapture
import MontageAudit
import MontageGallery

extension GalleryOptions {
    /// Every option of the command line, in `--help`'s order: what parsing accepts, what
    /// `--help` says and the parts of capture file names (in this order) all come from here.
    static let table: [CommandLineOption] = [
        CommandLineOption(flag: "--list", help: { [tr("print every story id and exit")] }) { parsing, _ in parsing.modes.append(.list) },
        CommandLineOption(flag: "--story", value: "ID", help: { [tr("open on story ID (repeatable with --screenshot)")] }) { (parsing, id) throws(UsageError) in
            guard !id.isEmpty else { throw UsageError(tr("--story needs a story id")) }
            parsing.options.stories.append(id)
        },
        CommandLineOption(flag: "--screenshot", value: "DIR", help: {
            [tr("write a PNG of every story (or each --story) into DIR and exit:"), "DIR/" + CaptureSettings.fileNamePattern]
        }) { (parsing, directory) throws(UsageError) in
            guard !directory.isEmpty else { throw UsageError(tr("--screenshot needs a folder")) }
            parsing.modes.append(.screenshot(directory: directory))
        },
        CommandLineOption(flag: "--compare", value: "DIR", help: {
            [tr("capture every story (or each --story), compare each with its golden image"),
             tr("DIR/<capture>.png, write the captures, report.json and report.html"),
             tr("into --screenshot's folder (default %s) and exit, 1 on a difference", GalleryOptions.defaultCompareFolder)]
        }) { (parsing, folder) throws(UsageError) in
            guard !folder.isEmpty else { throw UsageError(tr("--compare needs the folder of the goldens")) }
            guard Files.isFolder(folder) else { throw UsageError(tr("--compare: '%s' is not a folder", quote(folder))) }
            parsing.options.goldens = folder
        },
        CommandLineOption(flag: "--play", help: {
            [tr("play the steps of every story that has them (or each --story) with real input"),
             tr("through the X server, writing each step's trace, report.json and report.html"),
             tr("into --screenshot's folder (default %s); exit 1 when a step fails", GalleryOptions.defaultPlayFolder)]
        }) { parsing, _ in parsing.options.play = true },
        CommandLineOption(flag: "--review", value: "DIR", help: {
            [tr("open a window over the report of a --compare run in DIR: accept or keep")]
        }) { (parsing, folder) throws(UsageError) in
            guard !folder.isEmpty else { throw UsageError(tr("--review needs the folder of a --compare run")) }
            guard Files.isFolder(folder) else { throw UsageError(tr("--review: '%s' is not a folder", quote(folder))) }
            parsing.modes.append(.review(folder: folder))
        },
        .choice("--matrix", value: "COVERAGE", choices: CaptureMatrix.Coverage.allCases.map(\.rawValue), help: {
            [tr("with --screenshot or --compare: every story over the axes no option fixes"),
             tr("(scheme, direction, scale, text size, language, width): all, or pairwise")]
        }) { options, raw in options.matrix = CaptureMatrix.Coverage(rawValue: raw) },
        CommandLineOption(flag: "--jobs", value: "N", help: {
            [tr("capture in up to N worker processes, 1 to %d (default: the machine's cores);", maximumJobs),
             tr("with --play, play in N workers, each on an X server of its own (default 1)")]
        }) { (parsing, raw) throws(UsageError) in
            guard let jobs = Int(raw), (1...maximumJobs).contains(jobs) else {
                throw UsageError(tr("--jobs must be a number from 1 to %1$d, not '%2$s'", maximumJobs, quote(raw)))
            }
            parsing.options.jobs = jobs
        },
        CommandLineOption(flag: "--shard", value: "K/N", help: {
            [tr("capture only the K-th of N parts (split by the durations in the folder's"),
             tr("report.json, else round robin); --merge joins the parts' reports")]
        }) { (parsing, raw) throws(UsageError) in
            let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...maximumJobs).contains(count), (1...count).contains(index) else {
                throw UsageError(tr("--shard must be K/N with 1 ≤ K ≤ N ≤ %1$d, not '%2$s'", maximumJobs, quote(raw)))
            }
            parsing.options.shard = CaptureShard(index: index, count: count)
        },
        CommandLineOption(flag: "--merge", value: "DIR", help: {
            [tr("merge the --shard reports in DIR into DIR/report.json and report.html and exit,"), tr("1 on a difference")]
        }) { (parsing, folder) throws(UsageError) in
            guard !folder.isEmpty else { throw UsageError(tr("--merge needs the folder of the shards' reports")) }
            guard Files.isFolder(folder) else { throw UsageError(tr("--merge: '%s' is not a folder", quote(folder))) }
            parsing.modes.append(.merge(folder: folder))
        },
        CommandLineOption(flag: "--stories", value: "DIR", help: {
            [tr("add the stories of the story files in DIR (repeatable)")]
        }) { (parsing, folder) throws(UsageError) in
            guard !folder.isEmpty else { throw UsageError(tr("--stories needs a folder")) }
            guard Files.isFolder(folder) else { throw UsageError(tr("--stories: '%s' is not a folder", quote(folder))) }
            parsing.options.storyFolders.append(folder)
        },
        CommandLineOption(flag: "--arg", value: "NAME=VALUE", help: {
            [tr("set story argument NAME of the story files to VALUE (Swift: true, 12, .full,"), tr("\"text\", or plain text) for the window and captures (repeatable)")]
        }) { (parsing, given) throws(UsageError) in
            guard let equals = given.firstIndex(of: "="), equals != given.startIndex else {
                throw UsageError(tr("--arg needs NAME=VALUE, not '%s'", quote(given)))
            }
            let name = String(given[..<equals]), value = String(given[given.index(after: equals)...])
            guard let first = name.first, first == "_" || first.isLetter, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else {
                throw UsageError(tr("--arg: '%s' is not a name", quote(name)))
            }
            guard parsing.options.storyArguments[name] == nil else { throw UsageError(tr("--arg %s is given twice", quote(name))) }
            parsing.options.storyArguments[name] = value
        },
        CommandLineOption(flag: "--check", value: "FILE", help: {
            [tr("print the problems of story file FILE as file:line:column: error: message"), tr("and exit, 1 when there is an error (repeatable)")]
        }) { (parsing, file) throws(UsageError) in
            guard !file.isEmpty else { throw UsageError(tr("--check needs a story file")) }
            parsing.checkedFiles.append(file)
        },
        CommandLineOption(flag: "--audit", help: {
            [tr("audit the accessibility of every story (or each --story) in --theme's schemes,"),
             tr("print each violation and exit, 1 on any not accepted")]
        }) { parsing, _ in parsing.modes.append(.audit) },
        .choice("--format", value: "FORMAT", choices: AuditCommand.Format.allCases.map(\.rawValue), help: {
            [tr("how --audit prints: text (one line a violation) or json")]
        }) { options, raw in options.auditFormat = AuditCommand.Format(rawValue: raw) },
        CommandLineOption(flag: "--accepted", value: "FILE", help: {
            [tr("with --audit: the violations accepted, one “rule | story | locator | reason” a line"),
             tr("(default: the project's audit-accepted.txt, as the Accessibility panel applies it)")]
        }) { (parsing, file) throws(UsageError) in
            guard !file.isEmpty else { throw UsageError(tr("--accepted needs a file")) }
            parsing.options.acceptedViolations = file
        },
        CommandLineOption(flag: "--index", help: { [tr("with --screenshot, also write DIR/index.html: every capture by section")] }) { parsing, _ in
            parsing.options.contactSheet = true
        },
        CommandLineOption(flag: "--manifest", value: "FILE", help: {
            [tr("write every component's API and every story (with --stories, theirs too) as JSON to FILE and exit"),
             tr("(docs/manifest.md describes it)")]
        }) { (parsing, file) throws(UsageError) in
            guard !file.isEmpty else { throw UsageError(tr("--manifest needs a file")) }
            parsing.modes.append(.manifest(file: file))
        },
        CommandLineOption(flag: "--docs", value: "DIR", help: {
            [tr("write the Docs as a static site into DIR (an index, a page per component with its examples'"),
             tr("code and captures and its audit; it works offline) and exit")]
        }) { (parsing, directory) throws(UsageError) in
            guard !directory.isEmpty else { throw UsageError(tr("--docs needs a folder")) }
            parsing.modes.append(.docs(directory: directory))
        },
        CommandLineOption(flag: "--window-screenshot", value: "F", help: {
            [tr("write the whole gallery window (on --story, in --theme) to F.png and exit")]
        }) { (parsing, file) throws(UsageError) in
            guard file.hasSuffix(".png") else { throw UsageError(tr("--window-screenshot needs a .png file name, not '%s'", quote(file))) }
            parsing.modes.append(.windowScreenshot(file: file))
        },
        .choice("--theme", value: "THEME", choices: ["light", "dark", "both", "system"], help: {
            [tr("light, dark or system for the window (default system);"), tr("light, dark or both for --screenshot (default both)")]
        }) { options, raw in options.theme = ThemeChoice(rawValue: raw) },
        CommandLineOption(flag: "--size", value: "WxH", help: {
            [tr("window size, e.g. 360x640 (window and --window-screenshot);"),
             tr("at most %1$d device pixels a side (%2$dx%2$d at --scale 2)", maximumDevicePixels, maximumDevicePixels / 2)]
        }) { (parsing, raw) throws(UsageError) in parsing.options.windowSize = try size(raw) },
        CommandLineOption(flag: "--rtl", help: { [tr("right-to-left layout")] }) { parsing, _ in parsing.options.rightToLeft = true },
        .choice("--scale", value: "N", choices: CaptureSettings.scales.map(String.init), help: { [tr("device scale, 1 or 2 (HiDPI)")] }) { options, raw in
            options.scale = Int(raw)
        },
        .choice("--text-size", value: "PERCENT", choices: CaptureSettings.textSizes.map(String.init), help: {
            [tr("text size in percent, %s;", CommandLineOption.alternatives(CaptureSettings.textSizes.map(String.init))),
             tr("captures default to 100, the window to its last")]
        }) { options, raw in options.textSize = Int(raw) },
        .choice("--width", value: "PX", choices: CaptureSettings.widths.map(String.init), help: {
            [tr("capture at %s pixels wide instead of each story's own width", CommandLineOption.alternatives(CaptureSettings.widths.map(String.init)))]
        }) { options, raw in options.captureWidth = Int(raw) },
        .choice("--lang", value: "LANG", choices: CaptureSettings.languages, help: {
            [tr("language, %s (default: the system's)", CommandLineOption.alternatives(CaptureSettings.languages))]
        }) { options, raw in options.language = raw },
        CommandLineOption(flag: "--help", alias: "-h", help: { [tr("show this help and exit")] }) { parsing, _ in parsing.modes.append(.help) },
    ]
}
