import CGtk
import Glibc

extension Files {
    /// The user's folder for caches: `$XDG_CACHE_HOME`, else `~/.cache`.
    public static var userCacheFolder: String { String(cString: g_get_user_cache_dir()) }

    /// Creates `path` and its missing parents with the permission bits `mode` (less the umask);
    /// nil when it exists or was made, else why not.
    public static func makeFolder(_ path: String, mode: mode_t) -> String? {
        g_mkdir_with_parents(path, Int32(mode)) == 0 ? nil : String(cString: g_strerror(errno))
    }
}
