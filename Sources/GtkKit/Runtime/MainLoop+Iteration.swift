import CGtk

extension MainLoop {
    /// Runs one iteration of the default main context, first waiting until something is ready
    /// (an event, a timeout, a child process's output), for loops that check their own condition.
    public static func iterate() {
        g_main_context_iteration(nil, 1)
    }
}
