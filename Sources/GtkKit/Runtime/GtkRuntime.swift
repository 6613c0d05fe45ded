import CGtk
import FoundationEssentials

/// GTK initialization, done once per process: `gtk_init_check` must not be called again
/// after it failed, so its result is cached.
@MainActor
public enum GtkRuntime {
    private static var result: Bool?

    /// Initializes GTK on the first call and returns whether a display could be opened.
    public static func initialize() -> Bool {
        if let result { return result }
        // The locale and the translations first: GTK then leaves the locale as set.
        Localization.setUp()
        let ok = withoutUnusedGL { gtk_init_check() != 0 }
        result = ok
        return ok
    }

    /// Runs `body` (GTK's initialization) with OpenGL left out when the cairo renderer is asked
    /// for (`GSK_RENDERER=cairo`, as every capture and headless run does). GTK 4.8's X11 backend
    /// sets GL up while opening the display, to choose a visual, even when no frame will ever be
    /// drawn with it: on a machine with Mesa's software rasterizer that loads LLVM, about 35 ms and
    /// 60 MB. GDK_DEBUG=gl-disable leaves it out; the variable is put back afterwards, so nothing
    /// this process starts inherits it.
    private static func withoutUnusedGL<T>(_ body: () -> T) -> T {
        guard let renderer = getenv("GSK_RENDERER"), String(cString: renderer) == "cairo" else { return body() }
        let previous = getenv("GDK_DEBUG").map { String(cString: $0) }
        let flags = (previous?.split(separator: ",").map(String.init) ?? []) + ["gl-disable"]
        setenv("GDK_DEBUG", flags.joined(separator: ","), 1)
        defer {
            if let previous { setenv("GDK_DEBUG", previous, 1) } else { unsetenv("GDK_DEBUG") }
        }
        return body()
    }

    /// Stops the program with `message`, one line naming the fix, when GTK is not initialized yet
    /// (no `gtk_init()`, or a `gtk_init_check()` that failed): for calls that would otherwise go
    /// on without a display, each GTK call logging a critical and the result silently wrong.
    /// `file` and `line` are the caller's caller's, where the fix goes.
    public nonisolated static func requireInitialized(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        guard gtk_is_initialized() == 0 else { return }
        fatalError(message(), file: file, line: line)
    }

    /// The reason initialization fails on this machine, for a clear error message; with no
    /// display at all, `advice` (the application's: how to run it without one) follows it.
    public static func displayHint(advice: String) -> String {
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"] == nil && env["WAYLAND_DISPLAY"] == nil && env["BROADWAY_DISPLAY"] == nil {
            return tr("no display: neither DISPLAY nor WAYLAND_DISPLAY is set (%s)", advice)
        }
        let names = ["DISPLAY", "WAYLAND_DISPLAY", "BROADWAY_DISPLAY"].compactMap { key in env[key].map { "\(key)=\($0)" } }
        return tr("cannot open the display (%s)", names.joined(separator: ", "))
    }
}

