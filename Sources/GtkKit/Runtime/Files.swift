import CGtk
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
        write(bytes: Array(text.utf8), to: path)
    }

    /// Replaces the file at `path` with `bytes` atomically (a temporary file beside it, renamed
    /// over it); nil on success, else why not.
    public static func write(bytes utf8: [UInt8], to path: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let ok = utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { g_file_set_contents(path, $0, gssize(bytes.count), &error) }
        }
        guard ok == 0 else { return nil }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? tr("cannot write %s", path)
    }

    /// The bytes of the regular file at `path`, read up to `limit` bytes, or why not: it is
    /// missing, a folder, a FIFO or a device (never opened for reading, so nothing blocks), its
    /// symbolic links loop, or it holds (or grows while read to) more than `limit` bytes.
    public static func contents(of path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(errno == ENOENT ? .missing : .system(errno == ELOOP ? tr("its symbolic links loop") : String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return .failure(.system(String(cString: strerror(errno)))) }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        guard bytes.count <= limit else { return .failure(.grew) }
        return .success(bytes)
    }

    /// Why `contents(of:limit:)` read nothing.
    public enum ReadFailure: Error, Equatable {
        /// Nothing at that path.
        case missing
        /// The system's reason (no such file, permission denied, its links loop).
        case system(String)
        /// A folder, a FIFO, a socket or a device.
        case notARegularFile
        /// The file's size, over the limit.
        case tooLarge(bytes: Int)
        /// It grew past the limit while it was read.
        case grew

        /// The reason as a sentence fragment; `limit` and `kind` ("a story file") name the bound.
        public func reason(limit: Int, kind: String) -> String {
            switch self {
            case .missing: String(cString: strerror(ENOENT))
            case .system(let reason): reason
            case .notARegularFile: tr("not a regular file")
            case .tooLarge(let bytes): tr("%1$d bytes, over the limit of %2$d for %3$s", bytes, limit, kind)
            case .grew: tr("it grew past the limit of %d bytes while it was read", limit)
            }
        }
    }
}
