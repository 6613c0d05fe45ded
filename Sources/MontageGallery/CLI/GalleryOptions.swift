import Montage
import GtkKit

/// The gallery's command line, parsed before GTK sees anything (`g_application_run` gets no
/// arguments of ours).
public struct GalleryOptions: Equatable, Sendable {
    /// Which appearance to use.
    public enum ThemeChoice: String, Sendable, CaseIterable {
        case system, light, dark, both
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
    /// does not understand; story ids are checked by the caller against the registry.
    public static func parse(_ arguments: [String]) throws(UsageError) -> GalleryOptions {
        var options = GalleryOptions()
        var remaining = arguments[...]
        func value(for flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = remaining.popFirst(), !next.hasPrefix("--") || next == "-" else {
                throw UsageError("\(flag) needs a value")
            }
            return next
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
                modes.append(.help)
            case "--list":
                modes.append(.list)
            case "--screenshot":
                let directory = try value(for: flag, inline: inline)
                guard !directory.isEmpty else { throw UsageError("--screenshot needs a folder") }
                modes.append(.screenshot(directory: directory))
            case "--window-screenshot":
                let file = try value(for: flag, inline: inline)
                guard file.hasSuffix(".png") else { throw UsageError("--window-screenshot needs a .png file name, not '\(file)'") }
                modes.append(.windowScreenshot(file: file))
            case "--story":
                let id = try value(for: flag, inline: inline)
                guard !id.isEmpty else { throw UsageError("--story needs a story id") }
                options.stories.append(id)
            case "--theme":
                let raw = try value(for: flag, inline: inline)
                guard let choice = ThemeChoice(rawValue: raw) else {
                    throw UsageError("--theme must be light, dark, both or system, not '\(raw)'")
                }
                options.theme = choice
            case "--scale":
                let raw = try value(for: flag, inline: inline)
                guard let scale = Int(raw), scale == 1 || scale == 2 else {
                    throw UsageError("--scale must be 1 or 2, not '\(raw)'")
                }
                options.scale = scale
            case "--size":
                let raw = try value(for: flag, inline: inline)
                let parts = raw.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let width = Int32(parts[0]), let height = Int32(parts[1]),
                      (minimumWindowSize.width...8_192).contains(width), (minimumWindowSize.height...8_192).contains(height) else {
                    throw UsageError("--size must be WIDTHxHEIGHT from \(minimumWindowSize.width)x\(minimumWindowSize.height) to 8192x8192, not '\(raw)'")
                }
                options.windowSize = (width, height)
            case "--rtl":
                guard inline == nil else { throw UsageError("--rtl takes no value") }
                options.rightToLeft = true
            case "--index":
                guard inline == nil else { throw UsageError("--index takes no value") }
                options.contactSheet = true
            default:
                throw UsageError(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
        if modes.contains(.help) {
            options.mode = .help
            return options
        }
        guard modes.count <= 1 else { throw UsageError("--list, --screenshot and --window-screenshot cannot be combined, nor given twice") }
        options.mode = modes.first ?? .window
        if options.contactSheet, case .screenshot = options.mode {} else if options.contactSheet {
            throw UsageError("--index applies to --screenshot only")
        }
        if options.windowSize != nil, case .screenshot = options.mode {
            throw UsageError("--size applies to the window and --window-screenshot, not --screenshot")
        }
        switch (options.mode, options.theme) {
        case (.screenshot, .system?):
            throw UsageError("--theme system has no meaning for screenshots: use light, dark or both")
        case (.windowScreenshot, .system?), (.windowScreenshot, .both?):
            throw UsageError("--window-screenshot takes --theme light or dark")
        case (.window, .both?):
            throw UsageError("--theme both applies to --screenshot only: the window shows one scheme")
        default:
            break
        }
        return options
    }

    /// The usage text printed by `--help` and after a usage error.
    public static let usage = """
        Usage: montage-gallery [OPTION...]

        A gallery of Montage's ListCell and TextField components for GTK 4.

        Options:
          --list                 print every story id and exit
          --story ID             open on story ID (repeatable with --screenshot)
          --screenshot DIR       write DIR/<story>-<scheme>.png for every story (or each --story) and exit
          --index                with --screenshot, also write DIR/index.html: every capture by section
          --window-screenshot F  write the whole gallery window (on --story, in --theme) to F.png and exit
          --theme THEME          light, dark or system for the window (default system);
                                 light, dark or both for --screenshot (default both)
          --size WxH             window size, e.g. 360x640 (window and --window-screenshot)
          --scale N              device scale, 1 or 2 (HiDPI)
          --rtl                  right-to-left layout
          -h, --help             show this help and exit

        Exit status: 0 on success, 1 on a failure while running, 2 on a usage error.
        """
}

/// A command-line mistake: printed with the usage, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The help or error message (nil or empty: none).
    /// The one-line reason.
    public let message: String
    /// A usage error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The description under the label (nil: none).
    public var description: String { message }
}
