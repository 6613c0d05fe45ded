import Montage
import GtkKit
import MontageCatalog
import MontageCapture
import MontageAudit
import MontageGallery

/// The gallery's command line, parsed before GTK sees anything (`g_application_run` gets no
/// arguments of ours).
struct GalleryOptions: Equatable, Sendable {
    /// What the invocation asks for.
    enum Mode: Equatable, Sendable {
        /// Open the gallery window.
        case window
        /// Print every story id and exit.
        case list
        /// Print the usage and exit.
        case help
        /// Write PNGs of stories into a folder and exit.
        case screenshot(directory: String)
        /// Write one PNG of the whole gallery window (sidebar, header, first story) and exit.
        case windowScreenshot(file: String)
        /// Print the diagnostics of story files in the compiler's form and exit (1 on an error).
        case check(files: [String])
        /// Write every component's API and every story as JSON into `file` and exit.
        case manifest(file: String)
        /// Write the Docs as a static site into `directory` and exit.
        case docs(directory: String)
        /// Capture stories into `output`, compare each with its golden in `goldens`, write
        /// the report there and exit (1 when any differs or has no golden).
        case compare(goldens: String, output: String)
        /// Open the review of a comparison run's folder (its `report.json`).
        case review(folder: String)
        /// Merge the shards' reports in a folder into its `report.json` and exit (1 when any
        /// capture differs or has no golden).
        case merge(folder: String)
        /// Audit the accessibility of stories, print the violations and exit (1 on any).
        case audit
        /// Play the steps of stories with real input, write the trace and its report into
        /// `output` and exit (1 when a step fails, 2 when real input cannot be delivered);
        /// `goldens`: where a `.golden` expectation looks.
        case play(output: String, goldens: String?)
    }

    /// Which appearance to use (the window's scheme switch's choices).
    package typealias ThemeChoice = MontageGallery.ThemeChoice

    /// What to do.
    var mode: Mode = .window
    /// Stories named with `--story`, in order (the window opens on the first).
    var stories: [String] = []
    /// `--theme`; nil when not given (window: system; screenshots: both).
    var theme: ThemeChoice?
    /// `--scale`: the device scale of screenshots and the window (1 or 2); nil leaves the window
    /// at the desktop's scale (captures are at 1).
    var scale: Int?
    /// `--rtl`: lay out right-to-left.
    var rightToLeft = false
    /// `--index`: with `--screenshot`, also write DIR/index.html showing every capture by section.
    var contactSheet = false
    /// `--size WxH`: the window's size (window and `--window-screenshot`); nil: its default.
    var windowSize: (width: Int32, height: Int32)?
    /// `--text-size`: the gallery's text size in percent (one of `GalleryState.textScales`);
    /// nil: the window's remembered one, 100 for captures.
    var textSize: Int?
    /// `--lang`: the gallery's language (one of `languages`); nil: the system's.
    var language: String?
    /// `--stories DIR`: folders of story files whose stories join the built-in ones, in order.
    var storyFolders: [String] = []
    /// The story arguments given (`--arg NAME=VALUE`), as written.
    var storyArguments: [String: String] = [:]
    /// `--compare DIR`: the goldens captures are compared with (the mode is then `compare`).
    var goldens: String?
    /// `--jobs`: at most this many worker processes capture at once; nil: the machine's cores.
    var jobs: Int?
    /// `--shard K/N`: only that part of the captures.
    package var shard: CaptureShard?
    /// `--matrix`: captures over the axes the options leave free.
    package var matrix: CaptureMatrix.Coverage?
    /// `--width`: captures at this width (one of `CaptureSettings.widths`) instead of each story's own.
    var captureWidth: Int?
    /// `--format`: how `--audit` prints (nil: text).
    var auditFormat: AuditCommand.Format?
    /// `--accepted FILE`: the violations `--audit` accepts, each with its reason.
    var acceptedViolations: String?
    /// `--play`: play the stories' steps (into `--screenshot`'s folder, with `--compare`'s goldens).
    var play = false
    /// The arguments as given (what `--play --jobs` hands its workers, less `--jobs`).
    var arguments: [String] = []

    /// Where `--compare` writes when no `--screenshot DIR` is given.
    static let defaultCompareFolder = "montage-compare"
    /// Where `--play` writes its trace when no `--screenshot DIR` is given.
    static let defaultPlayFolder = "montage-play"

    /// The most worker processes (`--jobs`) and shards (`--shard`).
    static let maximumJobs = 64

    /// The smallest window `--size` accepts (the gallery's narrowest layout).
    static let minimumWindowSize = WindowLimits.minimumSize
    /// The most device pixels a window or capture may have on each side (`--size` times
    /// `--scale`).
    static let maximumDevicePixels = WindowLimits.maximumDevicePixels

    /// Whether two parses ask for the same.
    static func == (lhs: GalleryOptions, rhs: GalleryOptions) -> Bool {
        lhs.mode == rhs.mode && lhs.stories == rhs.stories && lhs.theme == rhs.theme && lhs.scale == rhs.scale
            && lhs.rightToLeft == rhs.rightToLeft && lhs.contactSheet == rhs.contactSheet
            && lhs.windowSize?.width == rhs.windowSize?.width && lhs.windowSize?.height == rhs.windowSize?.height
            && lhs.textSize == rhs.textSize && lhs.language == rhs.language && lhs.storyFolders == rhs.storyFolders
            && lhs.storyArguments == rhs.storyArguments
            && lhs.goldens == rhs.goldens && lhs.captureWidth == rhs.captureWidth && lhs.jobs == rhs.jobs && lhs.shard == rhs.shard
            && lhs.matrix == rhs.matrix && lhs.auditFormat == rhs.auditFormat && lhs.acceptedViolations == rhs.acceptedViolations
            && lhs.play == rhs.play
    }

    /// Options with every default.
    init() {}

    /// The schemes screenshots are taken in.
    var screenshotSchemes: [ColorScheme] {
        switch theme {
        case .light: [.light]
        case .dark: [.dark]
        case .both, .system, nil: [.light, .dark]
        }
    }

    /// Parses `arguments` (without the program name) by `table`. Throws a `UsageError` for
    /// anything it does not understand; story ids are checked by the caller against the registry
    /// (`GalleryCommand.validate`). Every value a message quotes is escaped and cut
    /// (`TerminalText`).
    static func parse(_ arguments: [String]) throws(UsageError) -> GalleryOptions {
        var parsing = CommandLineOption.Parsing()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                flag = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let option = table.first(where: { $0.flag == flag || $0.alias == flag }) else {
                throw UsageError(argument.hasPrefix("-") ? tr("unknown option '%s'", quote(argument)) : tr("unexpected argument '%s'", quote(argument)))
            }
            if option.value == nil {
                guard inline == nil else { throw UsageError(tr("%s takes no value", flag)) }
                try option.apply(&parsing, "")
            } else if let inline {
                try option.apply(&parsing, inline)
            } else {
                guard let next = remaining.popFirst(), !next.hasPrefix("--") || next == "-" else {
                    throw UsageError(tr("%s needs a value", flag))
                }
                try option.apply(&parsing, next)
            }
        }
        var options = parsing.options
        options.arguments = arguments
        if !parsing.checkedFiles.isEmpty { parsing.modes.append(.check(files: parsing.checkedFiles)) }
        if parsing.modes.contains(.help) {
            options.mode = .help
            return options
        }
        guard parsing.modes.count <= 1 else { throw UsageError(tr("--list, --screenshot, --window-screenshot, --review, --merge, --audit, --manifest, --docs and --check cannot be combined, and only --check can be given twice")) }
        options.mode = parsing.modes.first ?? .window
        if options.play {
            switch options.mode {
            case .window: options.mode = .play(output: defaultPlayFolder, goldens: options.goldens)
            case .screenshot(let directory): options.mode = .play(output: directory, goldens: options.goldens)
            default: throw UsageError(tr("--play goes with --screenshot (its folder) and --compare (its goldens) only"))
            }
        } else if let goldens = options.goldens {
            switch options.mode {
            case .window: options.mode = .compare(goldens: goldens, output: defaultCompareFolder)
            case .screenshot(let directory): options.mode = .compare(goldens: goldens, output: directory)
            default: throw UsageError(tr("--compare goes with --screenshot only, not --list, --window-screenshot, --audit or --check"))
            }
        }
        try options.checkCombinations()
        return options
    }

    /// What no single option can check: a story named twice, an option for another mode, a
    /// size too large at its scale.
    private func checkCombinations() throws(UsageError) {
        var named: Set<String> = []
        for id in stories where !named.insert(id).inserted {
            throw UsageError(tr("--story '%s' is given twice", Self.quote(id)))
        }
        if contactSheet, case .screenshot = mode {} else if contactSheet {
            throw UsageError(tr("--index applies to --screenshot only"))
        }
        if mode != .audit {
            for (flag, given) in [("--format", auditFormat != nil), ("--accepted", acceptedViolations != nil)] where given {
                throw UsageError(tr("%s applies to --audit only", flag))
            }
        }
        switch mode {
        case .screenshot, .compare:
            if windowSize != nil { throw UsageError(tr("--size applies to the window and --window-screenshot, not --screenshot")) }
        case .play:
            for (flag, given) in [("--width", captureWidth != nil), ("--matrix", matrix != nil), ("--size", windowSize != nil)] where given {
                throw UsageError(tr("%s does not apply to --play", flag))
            }
            if jobs.map({ $0 > 1 }) == true, shard != nil { throw UsageError(tr("--play takes --jobs or --shard, not both")) }
        default:
            for (flag, given) in [("--width", captureWidth != nil), ("--jobs", jobs != nil), ("--shard", shard != nil), ("--matrix", matrix != nil)] where given {
                throw UsageError(tr("%s applies to --screenshot and --compare only", flag))
            }
        }
        if let size = windowSize, let scale, max(size.width, size.height) * Int32(scale) > Self.maximumDevicePixels {
            throw UsageError(tr("--size %1$dx%2$d at --scale %3$d is more than %4$d device pixels a side", size.width, size.height, scale, Self.maximumDevicePixels))
        }
        switch (mode, theme) {
        case (.play, .system?), (.play, .both?):
            throw UsageError(tr("--play takes --theme light or dark"))
        case (.screenshot, .system?), (.compare, .system?), (.audit, .system?):
            throw UsageError(tr("--theme system has no meaning for screenshots and audits: use light, dark or both"))
        case (.windowScreenshot, .system?), (.windowScreenshot, .both?):
            throw UsageError(tr("--window-screenshot takes --theme light or dark"))
        case (.window, .both?), (.review, .both?):
            throw UsageError(tr("--theme both applies to --screenshot only: the window shows one scheme"))
        default:
            break
        }
    }

    /// The capture axes these options ask for (the theme's scheme, direction, scale, text size,
    /// language, width), for the capture engine.
    package var capture: CaptureSettings {
        let scheme: ColorScheme? = theme == .light ? .light : theme == .dark ? .dark : nil
        return CaptureSettings(scheme: scheme, rightToLeft: rightToLeft, scale: scale, textSize: textSize, language: language, width: captureWidth)
    }

    /// What these options ask of the window.
    var launch: GalleryLaunch {
        var review: String?
        if case .review(let folder) = mode { review = folder }
        return GalleryLaunch(story: stories.first, theme: theme, rightToLeft: rightToLeft, textSize: textSize, scale: scale,
                             windowSize: windowSize, reviewFolder: review)
    }

    /// The parts the options add to a capture's file name (`rtl`, `2x`, `text150`, `ko`): none
    /// at their defaults.
    var fileTags: [String] { capture.fileTags }


    /// The window size `WIDTHxHEIGHT` of `--size`, each side from the minimum window to
    /// `maximumDevicePixels`.
    package static func size(_ raw: String) throws(UsageError) -> (width: Int32, height: Int32) {
        let parts = raw.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int32(parts[0]), let height = Int32(parts[1]),
              (minimumWindowSize.width...maximumDevicePixels).contains(width), (minimumWindowSize.height...maximumDevicePixels).contains(height) else {
            throw UsageError(tr("--size must be WIDTHxHEIGHT from %1$dx%2$d to %3$dx%3$d, not '%4$s'",
                                minimumWindowSize.width, minimumWindowSize.height, maximumDevicePixels, quote(raw)))
        }
        return (width, height)
    }

    /// `value` as a message quotes it: escaped and cut.
    static func quote(_ value: String) -> String { TerminalText.quote(value) }

    /// The usage text printed by `--help`, in the user's language.
    static var usage: String {
        let rows = table.flatMap { option in
            option.help().enumerated().map { index, text in
                let name = index == 0 ? option.synopsis : ""
                return "  " + name + String(repeating: " ", count: max(1, 23 - name.count)) + text
            }
        }
        return ([tr("Usage: montage-gallery [OPTION...]"), "",
                 tr("A gallery of Montage's ListCell and TextField components for GTK 4."), "",
                 tr("Options:")] + rows
                + ["", tr("Exit status: 0 on success, 1 on a failure while running, 2 on a usage error.")]).joined(separator: "\n")
    }
}

/// A command-line mistake: printed with the usage, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The one-line reason (values it quotes are escaped and cut: `TerminalText`).
    let message: String
    /// A usage error saying `message`.
    init(_ message: String) { self.message = message }
    /// The reason.
    var description: String { message }
}
