import GtkKit
import MontageCatalog

/// A PNG read with bounds (a golden, or a capture under review): the file at most
/// `maxBytes`, its size taken from the PNG header, and its pixels decoded only up to a count
/// the caller gives, so a hostile or broken file costs about what a capture itself does.
@MainActor
package enum PNGFile {
    /// The largest file read (a 4096×4096 capture of noise fits).
    package static let maxBytes = 64 << 20
    /// The most pixels decoded when the caller has no capture to go by (4096×4096, 64 MB).
    static let maxPixels = 1 << 24

    /// What a path holds.
    package enum Lookup {
        /// No file there.
        case none
        /// A file that is not a PNG, and why (not a PNG, too big, cannot be decoded).
        case unreadable(String)
        /// A PNG of more pixels than asked for, not decoded.
        case oversized(width: Int, height: Int)
        /// The image, decoded.
        case image(Texture)
    }

    /// The PNG at `path`, decoded when it has at most `maxPixels` pixels; `kind` names it in a
    /// refusal ("a golden").
    package static func read(_ path: String, maxPixels: Int = maxPixels, kind: String) -> Lookup {
        let bytes: [UInt8]
        switch Files.contents(of: path, limit: maxBytes) {
        case .success(let read): bytes = read
        case .failure(.missing): return .none
        case .failure(let failure): return .unreadable(failure.reason(limit: maxBytes, kind: kind))
        }
        guard let size = pngSize(bytes) else { return .unreadable(tr("not a PNG image")) }
        guard size.width <= Int(Int32.max) / size.height, size.width * size.height <= maxPixels else {
            return .oversized(width: size.width, height: size.height)
        }
        do {
            return .image(try Texture(imageData: bytes))
        } catch {
            return .unreadable(error.message)
        }
    }

    /// The width and height in a PNG's header (its signature, then the IHDR chunk), nil for
    /// anything else.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
