import FoundationEssentials
import GtkKit

/// Where the project's files are found at run time (Pretendard in `fonts/`, the gallery's
/// sample images in `samples/`; icons need no file: they are built into the library), first
/// match wins:
/// `$MONTAGE_GTK_DATADIR`; `<executable>/../share/montage-gtk` (an installed build, or an app
/// that ships the files there); the `resources/` folder of the source tree this module was built
/// from, only for the package's own programs and tests (`SourceTree`). An app built on the
/// package finds the files the way its users' machines will, or not at all, from its first run.
public enum ResourcePaths {
    /// The resources folder, or nil when none of the candidates exists.
    public static let root: String? = candidates.first { candidate in
        ["fonts", "samples"].contains { FileManager.default.fileExists(atPath: candidate + "/" + $0) }
    }

    /// The folder holding Pretendard's font files and its license (nil when not found).
    public static var fonts: String? {
        root.map { $0 + "/fonts" }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
    }

    /// The `file://` URL of a sample image shipped in `resources/samples` ("" when not found).
    public static func sampleURL(_ name: String) -> String {
        guard let root else { return "" }
        return URL(fileURLWithPath: root + "/samples/" + name).absoluteString
    }

    /// Where an app ships the files, relative to its executable: `<executable>/../share/montage-gtk`.
    public static var installed: String {
        SourceTree.executable.deletingLastPathComponent().appendingPathComponent("../share/montage-gtk").standardized.path
    }

    static var candidates: [String] {
        var result: [String] = []
        if let dir = ProcessInfo.processInfo.environment["MONTAGE_GTK_DATADIR"], !dir.isEmpty {
            result.append(dir)
        }
        result.append(installed)
        if let resources = SourceTree.folder("resources") { result.append(resources) }
        return result
    }
}
