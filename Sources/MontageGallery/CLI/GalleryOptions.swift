import Montage
import GtkKit

/// The gallery's command line, parsed before GTK sees anything (`g_application_run` gets no
/// arguments of ours).
public struct GalleryOptions: Equatable, Sendable {
    /// Which appearance to use.
    public enum ThemeChoice: String, Sendable, CaseIterable {
        /// Follow the desktop's light or dark preference (the window's default).
        case system
        /// The light scheme.
        case light
        /// The dark scheme.
        case dark
        /// Light and dark, one capture each (screenshots' default).
        case both
    }

    /// What the invocation asks for.
    public enum Mode: Equatable, Sendable {
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
    }

    /// What to do.
    public var mode: Mode = .window
    /// Stories named with `--story`, in order (the window opens on the first).
    public var stories: [String] = []
    /// `--theme`; nil when not given (window: system; screenshots: both).
    public var theme: ThemeChoice?
    /// `--scale`: the device scale of screenshots and the window (1 or 2); nil leaves the window
    /// at the desktop's scale (captures are at 1).
    public var scale: Int?
    /// `--rtl`: lay out right-to-left.
    public var rightToLeft = false
    /// `--index`: with `--screenshot`, also write DIR/index.html showing every capture by section.
    public var contactSheet = false
    /// `--size WxH`: the window's size (window and `--window-screenshot`); nil: its default.
    public var windowSize: (width: Int32, height: Int32)?

    /// The smallest window `--size` accepts (the gallery's narrowest layout).
    public static let minimumWindowSize: (width: Int32, height: Int32) = (360, 400)
    /// The most device pixels a window or capture may have on each side (`--size` times
    /// `--scale`): 4096, so a capture's texture stays under 64 MB.
    public static let maximumDevicePixels: Int32 = 4_096

    public static func == (lhs: GalleryOptions, rhs: GalleryOptions) -> Bool {
        lhs.mode == rhs.mode && lhs.stories == rhs.stories && lhs.theme == rhs.theme && lhs.scale == rhs.scale
            && lhs.rightToLeft == rhs.rightToLeft && lhs.contactSheet == rhs.contactSheet
            && lhs.windowSize?.width == rhs.windowSize?.width && lhs.windowSize?.height == rhs.windowSize?.height
    }

    /// Options with every default.
    public init() {}

    /// The schemes screenshots are taken in.
    public var screenshotSchemes: [ColorScheme] {
        switch theme {
        case .light: [.light]
        case .dark: [.dark]
        case .both, .system, nil: [.light, .dark]
        }
    }

    /// Parses `arguments` (without the program name). Throws a `UsageError` for anything it
    /// does not understand; story ids are checked by the caller against the registry
    /// (`GalleryCommand.validate`). Every value a message quotes is escaped and cut
    /// (`TerminalText`).
    public static func parse(_ arguments: [String]) throws(UsageError) -> GalleryOptions {
        var options = GalleryOptions()
        var remaining = arguments[...]
        func value(for flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = remaining.popFirst(), !next.hasPrefix("--") || next == "-" else {
                throw UsageError(tr("%s needs a value", flag))
            }
            return next
        }
        func noValue(for flag: String, inline: String?) throws(UsageError) {
            guard inline == nil else { throw UsageError(tr("%s takes no value", flag)) }
        }
        var modes: [Mode] = []
        while let argument = remaining.popFirst() {
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                flag = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            switch flag {
            case "--help", "-h":
                try noValue(for: flag, inline: inline)
                modes.append(.help)
            case "--list":
                try noValue(for: flag, inline: inline)
                modes.append(.list)
            case "--screenshot":
                let directory = try value(for: flag, inline: inline)
                guard !directory.isEmpty else { throw UsageError(tr("--screenshot needs a folder")) }
                modes.append(.screenshot(directory: directory))
            case "--window-screenshot":
                let file = try value(for: flag, inline: inline)
                guard file.hasSuffix(".png") else { throw UsageError(tr("--window-screenshot needs a .png file name, not '%s'", quote(file))) }
                modes.append(.windowScreenshot(file: file))
            case "--story":
                let id = try value(for: flag, inline: inline)
                guard !id.isEmpty else { throw UsageError(tr("--story needs a story id")) }
                options.stories.append(id)
            case "--theme":
                let raw = try value(for: flag, inline: inline)
                guard let choice = ThemeChoice(rawValue: raw) else {
                    throw UsageError(tr("--theme must be light, dark, both or system, not '%s'", quote(raw)))
                }
                options.theme = choice
            case "--scale":
                let raw = try value(for: flag, inline: inline)
                guard let scale = Int(raw), scale == 1 || scale == 2 else {
                    throw UsageError(tr("--scale must be 1 or 2, not '%s'", quote(raw)))
                }
                options.scale = scale
            case "--size":
                options.windowSize = try size(try value(for: flag, inline: inline))
            case "--rtl":
                try noValue(for: flag, inline: inline)
                options.rightToLeft = true
            case "--index":
                try noValue(for: flag, inline: inline)
                options.contactSheet = true
            default:
                throw UsageError(argument.hasPrefix("-") ? tr("unknown option '%s'", quote(argument)) : tr("unexpected argument '%s'", quote(argument)))
            }
        }
        if modes.contains(.help) {
            options.mode = .help
            return options
        }
        guard modes.count <= 1 else { throw UsageError(tr("--list, --screenshot and --window-screenshot cannot be combined, nor given twice")) }
        options.mode = modes.first ?? .window
        var named: Set<String> = []
        for id in options.stories where !named.insert(id).inserted {
            throw UsageError(tr("--story '%s' is given twice", quote(id)))
        }
        if options.contactSheet, case .screenshot = options.mode {} else if options.contactSheet {
            throw UsageError(tr("--index applies to --screenshot only"))
        }
        if options.windowSize != nil, case .screenshot = options.mode {
            throw UsageError(tr("--size applies to the window and --window-screenshot, not --screenshot"))
        }
        if let size = options.windowSize, let scale = options.scale, max(size.width, size.height) * Int32(scale) > maximumDevicePixels {
            throw UsageError(tr("--size %1$dx%2$d at --scale %3$d is more than %4$d device pixels a side", size.width, size.height, scale, maximumDevicePixels))
        }
        switch (options.mode, options.theme) {
        case (.screenshot, .system?):
            throw UsageError(tr("--theme system has no meaning for screenshots: use light, dark or both"))
        case (.windowScreenshot, .system?), (.windowScreenshot, .both?):
            throw UsageError(tr("--window-screenshot takes --theme light or dark"))
        case (.window, .both?):
            throw UsageError(tr("--theme both applies to --screenshot only: the window shows one scheme"))
        default:
            break
        }
        return options
    }

    /// The window size `WIDTHxHEIGHT` of `--size`, each side from the minimum window to
    /// `maximumDevicePixels`.
    private static func size(_ raw: String) throws(UsageError) -> (width: Int32, height: Int32) {
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
    public static var usage: String {
        let options: [(String, String)] = [
            ("--list", tr("print every story id and exit")),
            ("--story ID", tr("open on story ID (repeatable with --screenshot)")),
            ("--screenshot DIR", tr("write DIR/<story>-<scheme>.png for every story (or each --story) and exit")),
            ("--index", tr("with --screenshot, also write DIR/index.html: every capture by section")),
            ("--window-screenshot F", tr("write the whole gallery window (on --story, in --theme) to F.png and exit")),
            ("--theme THEME", tr("light, dark or system for the window (default system);")),
            ("", tr("light, dark or both for --screenshot (default both)")),
            ("--size WxH", tr("window size, e.g. 360x640 (window and --window-screenshot);")),
            ("", tr("at most %1$d device pixels a side (%2$dx%2$d at --scale 2)", maximumDevicePixels, maximumDevicePixels / 2)),
            ("--scale N", tr("device scale, 1 or 2 (HiDPI)")),
            ("--rtl", tr("right-to-left layout")),
            ("-h, --help", tr("show this help and exit")),
        ]
        let rows = options.map { option, text in "  " + option + String(repeating: " ", count: max(1, 23 - option.count)) + text }
        return ([tr("Usage: montage-gallery [OPTION...]"), "",
                 tr("A gallery of Montage's ListCell and TextField components for GTK 4."), "",
                 tr("Options:")] + rows
                + ["", tr("Exit status: 0 on success, 1 on a failure while running, 2 on a usage error.")]).joined(separator: "\n")
    }
}

/// A command-line mistake: printed with the usage, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The one-line reason (values it quotes are escaped and cut: `TerminalText`).
    public let message: String
    /// A usage error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The reason.
    public var description: String { message }
}
