import Foundation

/// GTK initialization, done once per process: `gtk_init_check` must not be called again
/// after it failed, so its result is cached.
@MainActor
public enum GtkRuntime {
    private static var result: Bool?

    /// Initializes GTK on the first call and returns whether a display could be opened.
    public static func initialize() -> Bool {
        if let result { return result }
        let ok = gtk_init_check() != 0
        result = ok
        return ok
    }

    /// The reason initialization fails on this machine, for a clear error message.
    public static var displayHint: String {
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"] == nil && env["WAYLAND_DISPLAY"] == nil && env["BROADWAY_DISPLAY"] == nil {
            return "no display: neither DISPLAY nor WAYLAND_DISPLAY is set (run under xvfb-run, or use `make run`)"
        }
        let names = ["DISPLAY", "WAYLAND_DISPLAY", "BROADWAY_DISPLAY"].compactMap { key in env[key].map { "\(key)=\($0)" } }
        return "cannot open the display (\(names.joined(separator: ", ")))"
    }
}

