import Glibc
import MontageGtk
import GtkKit

/// A folder of story files the gallery shows (`--stories DIR`, Open Folder…): its `*.swift`
/// files (not its subfolders; at most `maxFiles`, by name), each a `StorySource`, watched with a
/// GFileMonitor so a save re-reads its file within a frame or two.
@MainActor
package final class StoryFolder {
    /// The most files a folder shows (a folder of 1,000 is fine; more are listed as a problem).
    static let maxFiles = 1_000

    /// The folder's path, as given.
    package let path: String
    /// Its name, the sidebar section of its stories unless they name one.
    package var name: String { FilePath.lastComponent(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path) }
    /// Its story files, by name.
    package private(set) var sources: [StorySource] = []
    /// Whether the window remembers it for the next session (opened from the window, or
    /// remembered from the last one; `--stories` folders are for one run).
    package var isRemembered = false
    /// What is wrong with the folder itself (unreadable, too many files), nil: nothing.
    package private(set) var problem: String?
    /// Called after a file was re-read (its source) or files came or went (nil).
    package var onChange: (@MainActor (StorySource?) -> Void)?
    private var monitor: FolderMonitor?
    private var pending: Set<String> = []
    private var pendingRescan = false
    private var flush: UInt32 = 0

    /// The story arguments its files start at (`--arg NAME=VALUE`).
    private let arguments: [String: String]

    /// The folder at `path`, read at once (not yet watched), its files' story arguments starting
    /// at `arguments`.
    init(path: String, arguments: [String: String] = [:]) {
        self.path = path
        self.arguments = arguments
        rescan()
    }

    isolated deinit {
        if flush != 0 { MainLoop.remove(flush) }
        monitor?.cancel()
    }

    /// The `*.swift` files now in the folder, by name (regular files or links to them).
    func storyFiles() -> [String] {
        var names: [String]
        do {
            names = try Files.names(in: path).filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
        } catch {
            problem = tr("cannot read the folder: %s", error.description)
            return []
        }
        names.sort()
        problem = names.count > Self.maxFiles ? tr("%1$d story files: only the first %2$d are read", names.count, Self.maxFiles) : nil
        return names.prefix(Self.maxFiles).map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
    }

    /// The most bytes of story files a folder reads (a folder of 1,000 files at the size limit
    /// would stall the start for minutes); the files past it are listed as a problem.
    static let maxFolderBytes = 32 << 20

    /// Reads the list of files again: a new file gets a source, a removed one loses its source.
    private func rescan() {
        var budget = Self.maxFolderBytes
        var files: [String] = []
        for file in storyFiles() {
            var info = stat()
            let size = stat(file, &info) == 0 ? Int(info.st_size) : 0
            guard size <= budget else {
                problem = tr("the story files pass %d MiB: only the first %d are read", Self.maxFolderBytes >> 20, files.count)
                break
            }
            budget -= size
            files.append(file)
        }
        let kept = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        sources = files.map { file in
            if let known = kept[file] { return known }
            let source = StorySource(path: file, arguments: arguments)
            source.onValuesChange = { [weak self, weak source] in self?.onChange?(source) }
            return source
        }
    }

    /// Starts watching the folder.
    package func watch() {
        guard monitor == nil else { return }
        do {
            let watched = try FolderMonitor(path: path, rateLimit: 50)
            monitor = watched
            watched.onChange = { [weak self] event, paths in
                for path in paths { self?.note(path, event) }
            }
        } catch {
            problem = tr("cannot watch the folder: %s", error.message)
        }
    }

    /// Notes a change of `file`; the re-reads happen together, shortly after (an editor's save
    /// is several events).
    private func note(_ file: String, _ event: FolderMonitor.Event) {
        guard file.hasSuffix(".swift") else { return }
        // A written file is complete when it is closed (CHANGES_DONE_HINT) or renamed into place
        // (an atomic save): then it is read at once; a bare CHANGED waits a little for the rest.
        let complete: Bool
        switch event {
        case .created, .deleted, .movedIn, .movedOut, .renamed:
            pendingRescan = true
            complete = true
        case .changesDone: complete = true
        case .changed, .attributeChanged: complete = false
        case .other: return
        }
        pending.insert(file)
        if complete, flush != 0 {
            MainLoop.remove(flush)
            flush = 0
        }
        guard flush == 0 else { return }
        flush = MainLoop.timeout(milliseconds: complete ? 1 : 100) { [weak self] in
            self?.applyPending()
            return false
        }
    }

    private func applyPending() {
        flush = 0
        let files = pending
        pending = []
        if pendingRescan {
            pendingRescan = false
            let before = sources.map(\.path)
            rescan()
            if sources.map(\.path) != before { onChange?(nil) }
        }
        for source in sources where files.contains(source.path) {
            source.reload(inBackground: true) { [weak self, weak source] in
                guard let self, let source else { return }
                self.onChange?(source)
            }
        }
    }
}
