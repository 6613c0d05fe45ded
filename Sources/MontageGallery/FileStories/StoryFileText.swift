import Glibc
import MontageGtk
import GtkKit

/// Reads a story file's text, refusing what is not one with a sentence instead of a crash or a
/// stall: a missing file, a folder, a FIFO or a device (only regular files, through symlinks,
/// whose loops are an error), a file over `maxBytes`, a binary file (a NUL byte) or text that is
/// not UTF-8 (with the offset of the first bad byte).
enum StoryFileText {
    /// The largest story file read (a story needs a few kilobytes; 10 MB is refused at once).
    static let maxBytes = 1 << 20

    /// The file's text, or why it cannot be read.
    static func read(_ path: String) -> Result<String, StoryFileProblem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(StoryFileProblem(errno == ELOOP ? tr("its symbolic links loop") : String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(StoryFileProblem(tr("not a regular file"))) }
        guard Int(info.st_size) <= maxBytes else {
            return .failure(StoryFileProblem(tr("%1$d bytes, over the limit of %2$d for a story file", Int(info.st_size), maxBytes)))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(StoryFileProblem(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maxBytes {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return .failure(StoryFileProblem(String(cString: strerror(errno)))) }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        // A file that grew while it was read: the limit holds for what was read.
        guard bytes.count <= maxBytes else { return .failure(StoryFileProblem(tr("it grew past the limit of %d bytes while it was read", maxBytes))) }
        if let zero = bytes.firstIndex(of: 0) { return .failure(StoryFileProblem(tr("a binary file (a NUL byte at offset %d)", zero))) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(StoryFileProblem(tr("not valid UTF-8 (from byte %d)", firstInvalidByte(bytes))))
        }
        return .success(text)
    }

    /// The offset of the first byte that does not decode as UTF-8 (scalar by scalar).
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= bytes.count, String(validating: bytes[index..<index + length], as: UTF8.self) != nil else { return index }
            index += length
        }
        return index
    }
}

/// Why a story file could not be read, as one sentence.
struct StoryFileProblem: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
