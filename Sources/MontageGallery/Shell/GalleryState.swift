import FoundationEssentials
import MontageGtk
import GtkKit

/// What the gallery window remembers between launches: its size, color scheme, text direction,
/// text scale and last story, in a key file under the XDG config folder
/// (`$XDG_CONFIG_HOME/montage-gallery/window.ini`). A missing file gives the defaults; an
/// unreadable or malformed one gives the defaults and one warning, never a failure.
struct GalleryState: Equatable {
    var width: Int32 = 1200
    var height: Int32 = 800
    var scheme: GalleryOptions.ThemeChoice = .system
    var rightToLeft = false
    /// Percent of the typography tokens' sizes: 100, 125 or 150.
    var textScale = 100
    var story: String?

    /// The text scales offered.
    static let textScales = [100, 125, 150]

    /// The file: `<user config dir>/montage-gallery/window.ini`.
    static var defaultPath: String {
        FilePath.join(String(cString: g_get_user_config_dir()), "montage-gallery/window.ini")
    }

    private static let group = "window"

    /// Reads `path`; returns the defaults and a reason when the file exists but cannot be used.
    static func load(from path: String = defaultPath) -> (state: GalleryState, problem: String?) {
        var state = GalleryState()
        guard FileManager.default.fileExists(atPath: path) else { return (state, nil) }
        let file = g_key_file_new()!
        defer { g_key_file_free(file) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? tr("unreadable")
            g_clear_error(&error)
            return (GalleryState(), reason)
        }
        func string(_ key: String) -> String? {
            guard let value = g_key_file_get_string(file, group, key, nil) else { return nil }
            defer { g_free(value) }
            return String(cString: value)
        }
        func integer(_ key: String) -> Int? {
            guard let words = string(key)?.split(whereSeparator: \.isWhitespace), words.count == 1 else { return nil }
            return Int(words[0])
        }
        var problems: [String] = []
        if let width = integer("width"), let height = integer("height") {
            let minimum = GalleryOptions.minimumWindowSize
            if (Int(minimum.width)...8_192).contains(width), (Int(minimum.height)...8_192).contains(height) {
                (state.width, state.height) = (Int32(width), Int32(height))
            } else {
                problems.append(tr("size %dx%d out of range", width, height))
            }
        } else if string("width") != nil || string("height") != nil {
            problems.append(tr("width and height must be numbers"))
        }
        if let raw = string("scheme") {
            if let choice = GalleryOptions.ThemeChoice(rawValue: raw), choice != .both { state.scheme = choice } else { problems.append(tr("unknown scheme '%s'", raw)) }
        }
        if let raw = string("direction") {
            if raw == "ltr" || raw == "rtl" { state.rightToLeft = raw == "rtl" } else { problems.append(tr("unknown direction '%s'", raw)) }
        }
        if let raw = string("text-scale") {
            if let scale = Int(raw), textScales.contains(scale) { state.textScale = scale } else { problems.append(tr("unknown text scale '%s'", raw)) }
        }
        state.story = string("story")
        return (state, problems.isEmpty ? nil : problems.joined(separator: "; "))
    }

    /// Writes the state to `path`, creating its folder; returns the reason it could not.
    @discardableResult
    func save(to path: String = defaultPath) -> String? {
        if let problem = Files.makeFolder(FilePath.parent(path)) { return problem }
        let file = g_key_file_new()!
        defer { g_key_file_free(file) }
        let group = Self.group
        g_key_file_set_integer(file, group, "width", width)
        g_key_file_set_integer(file, group, "height", height)
        g_key_file_set_string(file, group, "scheme", scheme.rawValue)
        g_key_file_set_string(file, group, "direction", rightToLeft ? "rtl" : "ltr")
        g_key_file_set_integer(file, group, "text-scale", Int32(textScale))
        if let story { g_key_file_set_string(file, group, "story", story) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(file, path, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? tr("cannot write")
            g_clear_error(&error)
            return reason
        }
        return nil
    }
}
