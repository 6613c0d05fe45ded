import GtkKit

/// Decoded textures kept for reuse, keyed by URL and decoded size, bounded by bytes: the least
/// recently used go first. A view recycled by a list, or a second view of one image, shows it
/// at once.
@MainActor
final class TextureCache {
    private struct Entry {
        let texture: ObjectRef<OpaquePointer>
        let bytes: Int
        var lastUse: UInt64
    }

    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    /// Bytes of the textures held.
    private(set) var bytes = 0
    /// The most bytes held.
    var capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The texture under `key`, now the most recently used.
    func texture(_ key: String) -> ObjectRef<OpaquePointer>? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.texture
    }

    /// Keeps `texture` under `key`, then drops the least recently used until within capacity
    /// (a texture larger than the whole cache is not kept).
    func insert(_ texture: ObjectRef<OpaquePointer>, for key: String) {
        let (width, height) = Texture.size(of: texture)
        let size = width * height * 4
        guard size <= capacity else { return }
        if let old = entries.removeValue(forKey: key) { bytes -= old.bytes }
        clock += 1
        entries[key] = Entry(texture: texture, bytes: size, lastUse: clock)
        bytes += size
        while bytes > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
            bytes -= oldest.value.bytes
        }
    }

    /// Forgets every texture.
    func removeAll() {
        entries = [:]
        bytes = 0
    }

    /// How many textures are held.
    var count: Int { entries.count }
}
