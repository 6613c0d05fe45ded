import MontageGtk
import GtkKit
import MontageCatalog
import MontageCapture

/// What the gallery window remembers between launches: its size, color scheme, text direction,
/// text scale, last story and the story folders opened, in a key file under the XDG config folder
/// (`$XDG_CONFIG_HOME/montage-gallery/window.ini`, read and written by `GalleryStateFile`). A
/// missing file gives the defaults; an unreadable or malformed one gives the defaults (field by
/// field) and one warning, never a failure.
struct GalleryState: Equatable {
    var width: Int32 = 1200
    var height: Int32 = 800
    var scheme: ThemeChoice = .system
    var rightToLeft = false
    /// Percent of the typography tokens' sizes: 100, 125 or 150.
    var textScale = 100
    var story: String?
    /// The story folders opened (Open Story Folder…, `--stories`), in order.
    var storyFolders: [String] = []

    /// The text scales offered (the first is the default).
    static let textScales = CaptureSettings.textSizes

    /// What to save of this state, the window's at the end of a run that began in `start` (the
    /// file's state, `saved`, under the command line's options): what the user changed in the
    /// window, and for the rest what the file had, so options given for one run are not
    /// remembered as the user's choices.
    func keepingUnchanged(from start: GalleryState, as saved: GalleryState) -> GalleryState {
        func pick<Value: Equatable>(_ field: KeyPath<GalleryState, Value>) -> Value {
            self[keyPath: field] != start[keyPath: field] ? self[keyPath: field] : saved[keyPath: field]
        }
        var result = self
        (result.width, result.height) = (width, height) != (start.width, start.height) ? (width, height) : (saved.width, saved.height)
        result.scheme = pick(\.scheme)
        result.rightToLeft = pick(\.rightToLeft)
        result.textScale = pick(\.textScale)
        result.story = pick(\.story)
        result.storyFolders = pick(\.storyFolders)
        return result
    }

    /// The file: `<user config dir>/montage-gallery/window.ini`.
    static var defaultPath: String {
        FilePath.join(Files.userConfigFolder, "montage-gallery/window.ini")
    }

    /// Reads `path` (`GalleryStateFile`); returns the defaults and a reason when the file
    /// exists but cannot be used.
    static func load(from path: String = defaultPath) -> (state: GalleryState, problem: String?) {
        let file = GalleryStateFile(path: path)
        return (file.loaded, file.problem)
    }

    private static let group = "window"

    /// The state in `bytes` (a key file), with the reasons, joined, for what could not be used.
    static func parse(_ bytes: [UInt8]) -> (state: GalleryState, problem: String?) {
        var state = GalleryState()
        let file: KeyFile
        do {
            file = try KeyFile(bytes: bytes)
        } catch {
            // GLib's message quotes the offending line: escaped, and cut.
            return (GalleryState(), TerminalText.quote(error.message, limit: 200))
        }
        func string(_ key: String) -> String? { file.string(key, in: group) }
        func integer(_ key: String) -> Int? {
            guard let words = string(key)?.split(whereSeparator: \.isWhitespace), words.count == 1 else { return nil }
            return Int(words[0])
        }
        var problems: [String] = []
        if let width = integer("width"), let height = integer("height") {
            let minimum = WindowLimits.minimumSize
            let maximum = Int(WindowLimits.maximumDevicePixels)
            if (Int(minimum.width)...maximum).contains(width), (Int(minimum.height)...maximum).contains(height) {
                (state.width, state.height) = (Int32(width), Int32(height))
            } else {
                problems.append(tr("size %dx%d out of range", width, height))
            }
        } else if string("width") != nil || string("height") != nil {
            problems.append(tr("width and height must be numbers"))
        }
        if let raw = string("scheme") {
            if let choice = ThemeChoice(rawValue: raw), choice != .both { state.scheme = choice } else { problems.append(tr("unknown scheme '%s'", TerminalText.quote(raw))) }
        }
        if let raw = string("direction") {
            if raw == "ltr" || raw == "rtl" { state.rightToLeft = raw == "rtl" } else { problems.append(tr("unknown direction '%s'", TerminalText.quote(raw))) }
        }
        if let raw = string("text-scale") {
            if let scale = Int(raw), textScales.contains(scale) { state.textScale = scale } else { problems.append(tr("unknown text scale '%s'", TerminalText.quote(raw))) }
        }
        state.story = string("story")
        if let list = file.strings("story-folders", in: group) { state.storyFolders = list.filter { !$0.isEmpty } }
        return (state, problems.isEmpty ? nil : problems.joined(separator: "; "))
    }

    /// The state as a key file.
    var keyFileText: String {
        let file = KeyFile()
        let group = Self.group
        file.set("width", in: group, to: width)
        file.set("height", in: group, to: height)
        file.set("scheme", in: group, to: scheme.rawValue)
        file.set("direction", in: group, to: rightToLeft ? "rtl" : "ltr")
        file.set("text-scale", in: group, to: Int32(textScale))
        if let story { file.set("story", in: group, to: story) }
        if !storyFolders.isEmpty { file.set("story-folders", in: group, to: storyFolders) }
        return file.text
    }
}
