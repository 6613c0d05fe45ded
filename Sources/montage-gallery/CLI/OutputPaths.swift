import Glibc
import GtkKit
import MontageCatalog
import MontageCapture
import MontageGallery

/// The folders and files a capture writes, checked before any work and without making
/// anything: a folder must be one that a file can be created in, or (for `--screenshot`'s,
/// made later by `create`) missing below one; the folder of a single file must exist; a file to
/// be written must be absent or a regular file that may be replaced (a folder there, or a FIFO
/// that would block the write forever, is a usage error before anything renders). Messages
/// name the flag and quote the path escaped.
enum OutputPaths {
    /// Checks that `folder` can be made (when missing) and written, and each of `files` in it.
    static func check(folder: String, flag: String, files: [String] = []) throws(UsageError) {
        let shown = TerminalText.quote(folder)
        guard Files.isFolder(folder) else {
            var info = stat()
            if lstat(folder, &info) == 0 { throw UsageError(tr("%1$s %2$s: not a folder", flag, shown)) }
            // Made once the display is known to work: the nearest folder that exists must take it.
            var ancestor = FilePath.parent(folder)
            while !ancestor.isEmpty, lstat(ancestor, &info) != 0 { ancestor = FilePath.parent(ancestor) }
            let problem = Files.isFolder(ancestor.isEmpty ? "." : ancestor) ? Files.creationProblem(in: ancestor.isEmpty ? "." : ancestor)
                : tr("%s is not a folder", TerminalText.quote(ancestor))
            if let problem { throw UsageError(tr("%1$s %2$s: cannot create the folder (%3$s)", flag, shown, problem)) }
            return
        }
        guard Files.creationProblem(in: folder) == nil else { throw UsageError(tr("%1$s %2$s: folder is not writable", flag, shown)) }
        for name in files { try checkReplaceable(FilePath.join(folder, name), flag: flag) }
    }

    /// Checks that the folder of `file` exists and that `file` can be written there.
    static func check(file: String, flag: String) throws(UsageError) {
        let parent = FilePath.parent(file)
        let folder = parent.isEmpty ? "." : parent
        var info = stat()
        if !Files.isFolder(folder) && lstat(folder, &info) != 0 {
            throw UsageError(tr("%1$s %2$s: the folder %3$s does not exist", flag, TerminalText.quote(file), TerminalText.quote(folder)))
        }
        try check(folder: folder, flag: flag)
        try checkReplaceable(file, flag: flag)
    }

    /// Makes `folder` and its missing parents; nil when it exists or was made, else why not.
    static func create(folder: String) -> String? { Files.makeFolder(folder) }

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
