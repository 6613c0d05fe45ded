import CGtk
import Glibc

/// A child process (GIO's `GSubprocess`) whose standard input, output and error are pipes to
/// this one.
@MainActor
public final class Subprocess {
    private let process: ObjectRef<OpaquePointer>

    /// Starts `arguments` (the program, found in `PATH` unless a path, then its arguments);
    /// throws with GIO's message when it cannot be started.
    public init(_ arguments: [String]) throws(GLibError) {
        let launcher = g_subprocess_launcher_new(GSubprocessFlags(rawValue: G_SUBPROCESS_FLAGS_STDIN_PIPE.rawValue | G_SUBPROCESS_FLAGS_STDOUT_PIPE.rawValue
                                                                  | G_SUBPROCESS_FLAGS_STDERR_PIPE.rawValue))!
        defer { g_object_unref(launcher.gRaw) }
        var error: UnsafeMutablePointer<GError>?
        let copies = arguments.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let argv: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        guard let made = argv.withUnsafeBufferPointer({ g_subprocess_launcher_spawnv(launcher, $0.baseAddress, &error) }) else {
            throw GLibError.take(&error)
        }
        process = ObjectRef(made, owned: true)
    }

    /// Kills it (`SIGKILL`).
    public func forceExit() { g_subprocess_force_exit(process.pointer) }

    /// Writes `input` to its standard input and closes it, reads its standard output and error
    /// to their end and waits for it to exit, without blocking the main loop; then calls
    /// `completion` with what it wrote (what could be read, if the pipes failed).
    public func communicate(_ input: String, _ completion: @escaping @MainActor (_ output: String, _ errors: String) -> Void) {
        let ready = AsyncReady { [process] _, result in
            var out: UnsafeMutablePointer<CChar>?, err: UnsafeMutablePointer<CChar>?, problem: UnsafeMutablePointer<GError>?
            _ = g_subprocess_communicate_utf8_finish(process.pointer, result, &out, &err, &problem)
            g_clear_error(&problem)
            completion(String(takingGLib: out) ?? "", String(takingGLib: err) ?? "")
        }
        g_subprocess_communicate_utf8_async(process.pointer, input, nil, ready.callback, ready.userData)
    }

    /// Whether it exited of itself with status 0 (false when a signal stopped it); ask once it
    /// has exited (in `communicate`'s completion).
    public var succeeded: Bool {
        g_subprocess_get_if_exited(process.pointer) != 0 && g_subprocess_get_exit_status(process.pointer) == 0
    }
}
