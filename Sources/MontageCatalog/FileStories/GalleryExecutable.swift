import Glibc

/// The gallery's executable, which worker processes run (the story reader, capture workers):
/// this process's own, or (in the tests' process) the montage-gallery beside it.
package enum GalleryExecutable {
    /// Its path.
    package static var path: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let own = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        return FilePath.lastComponent(own) == "montage-gallery" ? own : FilePath.join(FilePath.parent(own), "montage-gallery")
    }
}
