import CGtk

extension MainLoop {
    /// Runs `body` once on the thread running the main loop, soon, from any thread: an idle
    /// source at default priority, always dispatched by the loop (never run on the calling thread).
    public nonisolated static func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        let box = Unmanaged.passRetained(PostedWork(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            let work = Unmanaged<PostedWork>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { work.body() }
            return 0
        }, box, { data in Unmanaged<PostedWork>.fromOpaque(data!).release() })
    }
}

/// A closure posted to the main loop, carried across threads.
private final class PostedWork: Sendable {
    let body: @Sendable @MainActor () -> Void
    init(_ body: @escaping @Sendable @MainActor () -> Void) { self.body = body }
}
