import Glibc
import GtkKit
import MontageCatalog
import MontageCapture

/// The window state's file on disk, read and written so that nothing a user has there is lost
/// and nothing there can hang the gallery:
/// - a symbolic link is read through and written through to its final target (a chain of at
///   most `maximumLinks`, relative targets against the link's folder), so the link stays;
/// - the file is opened without blocking and only when `stat` says it is a regular file (a
///   FIFO, a device or a folder is a problem, never opened), and at most `sizeLimit` bytes
///   are read;
/// - a file that could not be used is left untouched unless the state to save differs from the
///   one in effect at start (`baseline`); then it is moved aside to a free name beside it
///   (`window.ini.bak`, `window.ini.bak.1`, …, keeping its mode) and a new one is written;
/// - a good file keeps its permission bits when it is rewritten.
final class GalleryStateFile {
    /// What was at the file's place when it was read.
    enum Found: Equatable {
        /// Nothing: the defaults, and a new file on saving.
        case missing
        /// A file that was read whole and without problems, with its permission bits.
        case usable(mode: mode_t)
        /// Something that could not be used, and why.
        case unusable(reason: String)
    }

    /// The most bytes read from the file (a window state is a few hundred).
    static let sizeLimit = 64 * 1024
    /// The longest chain of symbolic links followed to the file.
    static let maximumLinks = 8

    /// The path the gallery uses (possibly a symbolic link).
    let path: String
    /// The file the path leads to through its links (nil when it leads nowhere: a loop, too
    /// long a chain, an unreadable link).
    let target: String?
    /// What was found there.
    private(set) var found: Found
    /// The state read: the defaults, field by field, for what could not be read.
    let loaded: GalleryState
    /// Why the file could not be used (one warning at start), or nil.
    var problem: String? {
        if case .unusable(let reason) = initiallyFound { return reason }
        return nil
    }
    /// The state in effect at start (what was read, under what the command line asked): only
    /// what differs from it is saved over what was read (`GalleryState.keepingUnchanged`), and an
    /// unusable file is replaced only to save a state that differs from it.
    var baseline: GalleryState

    private let initiallyFound: Found

    /// Reads the file at `path` (promptly, whatever is there).
    init(path: String) {
        self.path = path
        var state = GalleryState()
        switch Self.resolve(path) {
        case .failure(let reason):
            target = nil
            found = .unusable(reason: reason)
        case .success(let target):
            self.target = target
            switch Self.read(target) {
            case .missing:
                found = .missing
            case .unusable(let reason):
                found = .unusable(reason: reason)
            case .contents(let bytes, let mode):
                let (parsed, problem) = GalleryState.parse(bytes)
                state = parsed
                found = problem.map { .unusable(reason: $0) } ?? .usable(mode: mode)
            }
        }
        loaded = state
        baseline = state
        initiallyFound = found
    }

    /// Saves what `current` changed from `baseline` over what was read; returns the warning
    /// lines to print (none when all went well and nothing was moved).
    func save(_ current: GalleryState) -> [String] {
        let state = current.keepingUnchanged(from: baseline, as: loaded)
        let shown = TerminalText.quote(path, limit: nil)
        var mode: mode_t?
        var notes: [String] = []
        switch found {
        case .usable(let kept):
            mode = kept
        case .missing:
            break
        case .unusable(let reason):
            // Nothing changed: the file stays as the user left it.
            guard current != baseline else { return [] }
            guard let target else { return [tr("warning: cannot save %1$s: %2$s", shown, reason)] }
            var info = stat()
            if lstat(target, &info) == 0 {
                // A device is not the user's data, nor ours to rename (a link to /dev/null).
                if [S_IFCHR, S_IFBLK].contains(info.st_mode & S_IFMT) { return [tr("warning: cannot save %1$s: %2$s", shown, reason)] }
                switch Self.moveAside(target) {
                case .failure(let why):
                    return [tr("warning: cannot save %1$s: %2$s", shown, tr("cannot move the unusable file aside (%s)", why))]
                case .success(let backup):
                    notes.append(tr("warning: %1$s could not be used: moved it to %2$s and saved a new one", shown, TerminalText.quote(backup, limit: nil)))
                }
            }
        }
        guard let target else { return notes }
        let folder = FilePath.parent(target)
        if !folder.isEmpty, let problem = Files.makeFolder(folder) {
            return notes + [tr("warning: cannot save %1$s: %2$s", shown, problem)]
        }
        if let problem = Self.write(state.keyFileText, to: target, mode: mode) {
            return notes + [tr("warning: cannot save %1$s: %2$s", shown, problem)]
        }
        var info = stat()
        found = stat(target, &info) == 0 ? .usable(mode: info.st_mode & 0o7777) : .missing
        return notes
    }

    // MARK: The file system

    enum Resolution {
        case success(String)
        case failure(String)
    }

    /// The file `path` leads to through its symbolic links (`path` itself when it is none).
    static func resolve(_ path: String) -> Resolution {
        var current = path
        for _ in 0...maximumLinks {
            var info = stat()
            // Missing, or not a link: this is the file.
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return .success(current) }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, $0.count) }
            }
            guard count > 0, count < buffer.count else { return .failure(SystemError(count < 0 ? errno : ENAMETOOLONG).description) }
            guard let link = String(validating: buffer[..<count], as: UTF8.self) else {
                return .failure(tr("a symbolic link to a path that is not UTF-8"))
            }
            current = link.hasPrefix("/") ? link : FilePath.join(FilePath.parent(current), link)
        }
        return .failure(SystemError(ELOOP).description)
    }

    enum Contents {
        case missing
        case unusable(String)
        case contents([UInt8], mode: mode_t)
    }

    /// The bytes of the regular file at `path`, opened without blocking.
    static func read(_ path: String) -> Contents {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .unusable(SystemError.current.description) }
        if let problem = problem(kind: info.st_mode) { return .unusable(problem) }
        let tooLarge = tr("larger than %d KiB", sizeLimit / 1024)
        guard info.st_size <= sizeLimit else { return .unusable(tooLarge) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return errno == ENOENT ? .missing : .unusable(SystemError.current.description) }
        defer { close(fd) }
        // What was opened is what was looked at (not something put there since).
        guard fstat(fd, &info) == 0 else { return .unusable(SystemError.current.description) }
        if let problem = problem(kind: info.st_mode) { return .unusable(problem) }
        var bytes = [UInt8](repeating: 0, count: sizeLimit + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                return .unusable(SystemError.current.description)
            }
            count += read
        }
        guard count <= sizeLimit else { return .unusable(tooLarge) }
        return .contents(Array(bytes[..<count]), mode: info.st_mode & 0o7777)
    }

    /// Why a file of this kind (`st_mode`) is not a settings file, or nil for a regular file.
    private static func problem(kind mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: tr("a folder, not a file")
        case S_IFIFO: tr("a named pipe (FIFO), not a file")
        case S_IFCHR, S_IFBLK: tr("a device, not a file")
        case S_IFSOCK: tr("a socket, not a file")
        default: tr("not a regular file")
        }
    }

    /// Renames `path` to the first free name beside it: `<path>.bak`, `<path>.bak.1`, …
    static func moveAside(_ path: String) -> Resolution {
        for index in 0..<1_000 {
            let candidate = index == 0 ? path + ".bak" : path + ".bak.\(index)"
            var info = stat()
            if lstat(candidate, &info) == 0 { continue }
            guard errno == ENOENT else { return .failure(SystemError.current.description) }
            return rename(path, candidate) == 0 ? .success(candidate) : .failure(SystemError.current.description)
        }
        return .failure(tr("no free name for a backup"))
    }

    /// Replaces the file at `path` with `text` atomically, with the permission bits `mode`
    /// (those of the file it replaces; nil for a new file: 0666 less the umask).
    private static func write(_ text: String, to path: String, mode: mode_t?) -> String? {
        if let problem = Files.write(text, to: path, mode: mode ?? 0o666) { return problem }
        // The new file was made through the umask: give a kept mode back exactly.
        var info = stat()
        if let mode, stat(path, &info) == 0, info.st_mode & 0o7777 != mode { chmod(path, mode) }
        return nil
    }
}
