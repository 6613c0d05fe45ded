import Glibc

/// Runs work on a thread of its own whose stack is sized for the deepest recursion the toolchain's
/// parser and syntax tree may do on a bounded story file, and waits for it: untrusted text never
/// recurses on the main thread's 8 MiB. The stack is address space; only what is used is touched.
enum DeepStack {
    /// The stack's size (256 MiB: ~30 times what the bounded input needs, the margin for what
    /// nobody thought of).
    static let size = 256 << 20

    /// `work`'s result, computed on the deep stack (on the calling thread if no thread can be made).
    static func run<T>(_ work: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping({ result = work() }) { body in
            let job = Unmanaged.passRetained(Job(body)).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            var thread = pthread_t()
            let made = pthread_create(&thread, &attributes, { raw in
                Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().work()
                return nil
            }, job)
            if made == 0 { pthread_join(thread, nil) } else { Unmanaged<Job>.fromOpaque(job).takeRetainedValue().work() }
        }
        return result!
    }

    /// The work, handed to the thread (which the caller waits for, so nothing is shared at once).
    private final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }
}
