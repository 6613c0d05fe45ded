import CGtk
import Glibc

extension Files {
    /// The names in the folder `path` (not `.` and `..`), in no order; throws when it cannot be
    /// read (missing, not a folder, permission denied).
    public static func names(in path: String) throws(SystemError) -> [String] {
        guard let folder = opendir(path) else { throw .current }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The text of the file at `path`, up to its first NUL byte (invalid UTF-8 repaired);
    /// throws with GLib's message, which names the file.
    public static func text(of path: String) throws(GLibError) -> String {
        var contents: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, nil, &error) != 0, let text = String(takingGLib: contents) else {
            throw GLibError.take(&error)
        }
        return text
    }

    /// Replaces the file at `path` with `text` atomically and durably (written to a temporary
    /// file beside it, synced, renamed over it), the new file made with the permission bits
    /// `mode` less the umask; nil on success, else GLib's reason.
    public static func write(_ text: String, to path: String, mode: mode_t) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let utf8 = Array(text.utf8)
        let written = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                g_file_set_contents_full(path, $0.baseAddress, gssize($0.count), G_FILE_SET_CONTENTS_CONSISTENT, Int32(mode), &error)
            }
        }
        return written != 0 ? nil : GLibError.take(&error).message
    }

    /// Copies the file at `source` to `destination`, replacing a file there; nil on success,
    /// else GLib's reason (which names the file).
    public static func copy(_ source: String, to destination: String) -> String? {
        let from = g_file_new_for_path(source), to = g_file_new_for_path(destination)
        defer { g_object_unref(UnsafeMutableRawPointer(from)); g_object_unref(UnsafeMutableRawPointer(to)) }
        var error: UnsafeMutablePointer<GError>?
        return g_file_copy(from, to, G_FILE_COPY_OVERWRITE, nil, nil, nil, &error) != 0 ? nil : GLibError.take(&error).message
    }

    /// `path` made absolute against the working folder, `.` and `..` resolved (links are not).
    public static func absolute(_ path: String) -> String {
        String(takingGLib: g_canonicalize_filename(path, nil)) ?? path
    }

    /// The user's folder for settings: `$XDG_CONFIG_HOME`, else `~/.config`.
    public static var userConfigFolder: String { String(cString: g_get_user_config_dir()) }
}
