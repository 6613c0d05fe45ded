import GtkKit

/// The icon paintables every `IconView` shows, looked up in the display's icon theme once per
/// name, pixel size and scale and held here, so a paintable's last reference is never GTK's.
///
/// GTK 4.8 keeps looked-up icons alive in a small LRU ring and finalizes an icon that falls off
/// it on whichever thread pushed it off, GTK's icon-loading threads included (a GtkImage given
/// an icon *name* preloads it there). A main-thread lookup of the same icon can meanwhile take
/// a reference to it from the theme's table while it is being finalized
/// (`g_object_ref: '!object_already_finalized'`, then a crash in `icon_cache_lookup`), and
/// cycling the ring is what a view of many icons at several sizes does. Paintables resolved here
/// are never preloaded and never released while the process uses fewer than `limit` of them.
@MainActor
@_spi(Testing) public enum IconPaintables {
    private struct Key: Hashable {
        let theme: UInt
        let name: String
        let size: Int32
        let scale: Int32
    }

    /// The most paintables held; past it the least recently resolved is let go (on the main
    /// thread, where releasing it is safe). Montage's icons at its sizes and two scales are a
    /// few hundred.
    static let limit = 1024

    private static var held: [Key: OpaquePointer] = [:]
    private static var order: [Key] = []

    /// The paintable of the icon `gtkName` at `size` pixels for a widget at `scale` in `theme`
    /// (borrowed: held here, the caller takes its own reference if it keeps it), or nil without
    /// a theme (no display).
    static func paintable(_ gtkName: String, size: Int32, scale: Int32, theme: IconTheme?) -> OpaquePointer? {
        guard let theme else { return nil }
        let key = Key(theme: UInt(bitPattern: theme.gRaw), name: gtkName, size: size, scale: max(1, scale))
        if let paintable = held[key] { return paintable }
        guard let paintable = theme.paintable(gtkName, size: key.size, scale: key.scale) else { return nil }
        held[key] = paintable
        order.append(key)
        if order.count > limit, let oldest = order.first {
            order.removeFirst()
            if let released = held.removeValue(forKey: oldest) { released.unref() }
        }
        return paintable
    }

    /// How many paintables are held.
    @_spi(Testing) public static var count: Int { held.count }
}
