import Glibc

/// Folders and text files through GLib, each failure as a sentence (GLib's own message).
public enum Files {
    /// Whether `path` is an existing folder.
    public static func isFolder(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }

    /// Creates `path` and its missing parents; nil when it exists or was made, else why not.
    public static func makeFolder(_ path: String) -> String? {
        g_mkdir_with_parents(path, 0o755) == 0 ? nil : String(cString: g_strerror(errno))
    }

    /// Why no file can be created in the folder `path`, or nil when one can: tried for real with
    /// a temporary file, removed at once (a permission check alone passes for root on a
    /// folder that refuses new files, such as /proc).
    public static func creationProblem(in path: String) -> String? {
        var template = Array((path.hasSuffix("/") ? path : path + "/").utf8CString.dropLast()) + Array(".probe-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return String(cString: g_strerror(errno)) }
        close(fd)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return nil
    }

    /// Replaces the file at `path` with `text` (atomically); nil on success, else why not.
    public static func write(_ text: String, to path: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let utf8 = Array(text.utf8)
        let ok = utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { g_file_set_contents(path, $0, gssize(bytes.count), &error) }
        }
        guard ok == 0 else { return nil }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? tr("cannot write %s", path)
    }
}
