import GtkKit

/// Path arithmetic on "/"-separated strings, for the command line's files and folders.
package enum FilePath {
    /// `folder/name` (one separator between them; `name` alone when `folder` is empty).
    package static func join(_ folder: String, _ name: String) -> String {
        guard !folder.isEmpty else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path` ("" for a bare name, "/" for a file at the root).
    package static func parent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last component of `path` (`photo.jpg` of `https://host/a/photo.jpg`).
    package static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` made absolute against the working folder, `.` and `..` resolved (links are not).
    @MainActor
    package static func absolute(_ path: String) -> String {
        Files.absolute(path)
    }
}
