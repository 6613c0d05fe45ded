import Glibc
import MontageGtk
import GtkKit

/// Reads a story file's text, refusing what is not one with a sentence instead of a crash or a
/// stall: a missing file, a folder, a FIFO or a device (only regular files, through symlinks,
/// whose loops are an error), a file over `maxBytes`, a binary file (a NUL byte) or text that is
/// not UTF-8 (with the offset of the first bad byte).
package enum StoryFileText {
    /// The largest story file read: 256 KiB, some 5,000 lines (a story needs a few kilobytes).
    /// Swift's parser reads about 400 KB a second on the slowest forms, and a file must be read
    /// twice (the worker, then the gallery) within the story reader's 2 s; 10 MB is refused at once.
    package static let maxBytes = 256 << 10

    /// The file's text, or why it cannot be read.
    package static func read(_ path: String) -> Result<String, StoryFileProblem> {
        let bytes: [UInt8]
        switch Files.contents(of: path, limit: maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(StoryFileProblem(failure.reason(limit: maxBytes, kind: tr("a story file"))))
        }
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
package struct StoryFileProblem: Error, Equatable {
    package let reason: String
    init(_ reason: String) { self.reason = reason }
}
