internal import CSoup
import GtkKit

/// The one libsoup session every http(s) image goes through: connections are shared and kept,
/// responses cached on disk (`$XDG_CACHE_HOME/montage-gtk/http`, bounded by
/// `ImageLimits.diskCacheBytes`; HTTP's own freshness rules decide what is reused).
@MainActor
enum HTTPSession {
    /// The folder of the disk cache.
    static var cacheFolder: String {
        Files.userCacheFolder + "/montage-gtk/http"
    }

    private static var session: UnsafeMutablePointer<SoupSession>?
    private static var cache: UnsafeMutablePointer<SoupCache>?
    private static var dumpScheduled = false

    /// The session, made at the first http(s) load, with the current limits' timeout.
    static var shared: UnsafeMutablePointer<SoupSession> {
        let limits = ImageLimits.current
        if let session {
            soup_session_set_timeout(session, limits.ioTimeout)
            return session
        }
        // Six connections to a host, as browsers allow (libsoup's default is two): one slow
        // image does not hold up a list's others for long.
        let made = csoup_session_new(24, 6)!
        soup_session_set_timeout(made, limits.ioTimeout)
        soup_session_set_idle_timeout(made, 60)
        soup_session_set_user_agent(made, "montage-gtk ")
        _ = Files.makeFolder(cacheFolder, mode: 0o700)
        let diskCache = soup_cache_new(cacheFolder, SOUP_CACHE_SINGLE_USER)!
        soup_cache_set_max_size(diskCache, limits.diskCacheBytes)
        soup_cache_load(diskCache)
        soup_session_add_feature(made, cast(diskCache))
        session = made
        cache = diskCache
        return made
    }

    /// Writes the cache's index soon (once for a burst of loads), so the next launch reuses
    /// what this one fetched.
    static func scheduleCacheDump() {
        guard !dumpScheduled, cache != nil else { return }
        dumpScheduled = true
        MainLoop.timeout(milliseconds: 2_000) {
            dumpScheduled = false
            if let cache { soup_cache_dump(cache) }
            return false
        }
    }

    /// Empties the disk cache (its files and index).
    static func clearCache() {
        if let cache { soup_cache_clear(cache) }
    }
}
