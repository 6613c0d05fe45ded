import FoundationEssentials
import GtkKit

/// Where the project's files are found at run time (Pretendard in `fonts/`, the gallery's
/// sample images in `samples/`; icons need no file: they are built into the library), first
/// match wins:
/// `$MONTAGE_GTK_DATADIR`; `<executable>/../share/montage-gtk` (an installed build); the
/// `resources/` folder of the source tree this module was built from (development and tests).
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

    static var candidates: [String] {
        var result: [String] = []
        if let dir = ProcessInfo.processInfo.environment["MONTAGE_GTK_DATADIR"], !dir.isEmpty {
            result.append(dir)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        result.append(executable.deletingLastPathComponent().appendingPathComponent("../share/montage-gtk").standardized.path)
        // Sources/MontageGtk/Theme/ResourcePaths.swift -> repository root
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        result.append(sourceRoot.appendingPathComponent("resources").path)
        return result
    }
}
