/// The lowercase bytes a search compares, as `String.lowercased()` gives them, without its
/// Unicode case tables for the text names are made of: ASCII is lowered byte by byte, and
/// scripts without case (Hangul, CJK, punctuation) are copied; any other text goes through
/// `lowercased()`. Through `lowercased()` alone, the sample corpus's 100,000 names took some
/// 60 ms of the search page's first capture (perf).
enum SearchLowercase {
    /// Appends the lowercase UTF-8 of `text` to `buffer`.
    static func append(_ text: String, to buffer: inout [UInt8]) {
        guard text.unicodeScalars.allSatisfy(isCaseless) else {
            buffer.append(contentsOf: text.lowercased().utf8)
            return
        }
        for byte in text.utf8 { buffer.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
    }

    /// Whether `scalar` is ASCII (lowered here) or has no case: the scripts and marks of the
    /// names and queries this search sees most.
    private static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x80,  // ASCII
             0xA0...0xBF,  // Latin-1 punctuation, the middle dot among them
             0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF,  // Hangul
             0x2000...0x206F, 0x3000...0x303F, 0xFF01...0xFF20,  // punctuation, CJK symbols
             0x3040...0x30FF, 0x4E00...0x9FFF:  // kana, CJK ideographs
            return true
        default:
            return false
        }
    }
}
