import Glibc
import GtkKit

/// The folders and files a capture writes, checked before any work: a folder is made when
/// missing and must be writable; a file to be written must be absent or a regular file that
/// may be replaced (a folder there, or a FIFO that would block the write forever, is a usage
/// error before anything renders). Messages name the flag and quote the path escaped.
enum OutputPaths {
    /// Makes `folder` if needed and checks that it, and each of `files` in it, can be written.
    static func prepare(folder: String, flag: String, files: [String] = []) throws(UsageError) {
        let shown = TerminalText.quote(folder)
        if !Files.isFolder(folder) {
            var info = stat()
            if lstat(folder, &info) == 0 { throw UsageError(tr("%1$s %2$s: not a folder", flag, shown)) }
            if let problem = Files.makeFolder(folder) {
                throw UsageError(tr("%1$s %2$s: cannot create the folder (%3$s)", flag, shown, problem))
            }
        }
        guard access(folder, W_OK | X_OK) == 0 else { throw UsageError(tr("%1$s %2$s: folder is not writable", flag, shown)) }
        for name in files { try checkReplaceable(FilePath.join(folder, name), flag: flag) }
    }

    /// Makes the folder of `file` if needed and checks that `file` can be written there.
    static func prepare(file: String, flag: String) throws(UsageError) {
        let folder = FilePath.parent(file)
        try prepare(folder: folder.isEmpty ? "." : folder, flag: flag)
        try checkReplaceable(file, flag: flag)
    }

    /// `path` is absent, or a regular file this process may replace.
    private static func checkReplaceable(_ path: String, flag: String) throws(UsageError) {
        var info = stat()
        // Absent (or a link to nothing, which the write creates): nothing in the way.
        guard stat(path, &info) == 0 else { return }
        let shown = TerminalText.quote(path)
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard access(path, W_OK) == 0 else { throw UsageError(tr("%1$s %2$s: file is not writable", flag, shown)) }
        case S_IFDIR:
            throw UsageError(tr("%1$s %2$s: is a folder, not a file", flag, shown))
        default:
            throw UsageError(tr("%1$s %2$s: not a regular file", flag, shown))
        }
    }
}
