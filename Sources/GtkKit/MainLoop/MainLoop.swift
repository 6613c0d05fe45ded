import CGtk
import Glibc

/// GLib main-loop helpers: idle and timeout sources that run Swift closures, a bridge that
/// lets `DispatchQueue.main` (and so `Task { @MainActor in }`) run inside the GLib loop, and
/// a bounded loop pump for tests and screenshots.
@MainActor
public enum MainLoop {
    @MainActor
    final class SourceBox {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    private static let sourceCallback: GSourceFunc = { data in
        let box = Unmanaged<SourceBox>.fromOpaque(data!).takeUnretainedValue()
        return MainActor.assumeIsolated { box.body() } ? 1 : 0
    }

    private static let releaseBox: GDestroyNotify = { data in
        Unmanaged<SourceBox>.fromOpaque(data!).release()
    }

    /// Runs `body` when the loop is idle, again while it returns `true`. Returns the source id.
    @discardableResult
    public static func idle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(SourceBox(body)).toOpaque()
        return g_idle_add_full(priority, sourceCallback, box, releaseBox)
    }

    /// Runs `body` every `milliseconds`, again while it returns `true`. Returns the source id.
    @discardableResult
    public static func timeout(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(SourceBox(body)).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, sourceCallback, box, releaseBox)
    }

    /// Removes a source made by `idle` or `timeout` (its closure is released).
    public static func remove(_ source: UInt32) {
        g_source_remove(source)
    }

    private static var dispatchBridge: UInt32 = 0

    /// Makes the GLib main loop drain libdispatch's main queue, so main-actor tasks run under
    /// `g_application_run`. Idempotent.
    public static func installDispatchBridge() {
        guard dispatchBridge == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        dispatchBridge = g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1
        }, nil)
    }

    /// Iterates the default main context until `done()` holds or `timeout` seconds pass.
    /// Returns whether `done()` held. For tests and headless capture; never a fixed sleep.
    @discardableResult
    public static func run(until done: () -> Bool, timeout seconds: Double = 10) -> Bool {
        installDispatchBridge()
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        // A 10ms tick wakes the loop so conditions that change outside GLib (a child process
        // exiting, a clock) are seen without waiting for the next event.
        let tick = timeout(milliseconds: 10) { true }
        defer { remove(tick) }
        while !done() {
            if g_get_monotonic_time() > deadline { return done() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Processes every pending event without blocking.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
