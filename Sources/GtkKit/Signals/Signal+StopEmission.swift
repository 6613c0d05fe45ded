import CGtk

extension Signal {
    /// Stops the emission of `signal` on `instance` under way: the handlers after this one and the
    /// default handler do not run (a refused `insert-text` inserts nothing).
    public static func stopEmission(_ instance: some GPointer, _ signal: String) {
        g_signal_stop_emission_by_name(instance.gRaw, signal)
    }
}
