import FoundationEssentials

/// The source tree this module was built from (its path is compiled in), as the last place for
/// the project's files (Pretendard, the translations made by `make locale`), for the package's own
/// programs only: the gallery, the benchmark and the tests, built inside the checkout (`.build`,
/// meson's build folder). An app that depends on the package has a Package.swift of its own
/// between its executable and the checkout (or is built elsewhere altogether), so it never finds
/// the files here: on its developer's machine it misses them exactly as on a user's, and says so,
/// until it ships them.
enum SourceTree {
    /// The repository root: Sources/MontageGtk/Theme/SourceTree.swift, four folders up.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().resolvingSymlinksInPath()

    /// This process's executable, its links resolved.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    }

    /// `relative` (e.g. `resources`) in the tree when this process is one of the package's own
    /// programs; nil otherwise.
    static func folder(_ relative: String) -> String? {
        isOwnProgram(executable) ? root.appendingPathComponent(relative).path : nil
    }

    /// Whether `executable` is inside the tree with no other package's manifest on the way up.
    static func isOwnProgram(_ executable: URL) -> Bool {
        let rootPath = root.path
        var folder = executable.standardized.deletingLastPathComponent()
        while folder.path != rootPath {
            guard folder.path.hasPrefix(rootPath + "/") else { return false }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return false }
            folder = folder.deletingLastPathComponent()
        }
        return true
    }
}
