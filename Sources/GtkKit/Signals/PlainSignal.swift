import CGtk

/// Signal handlers without a Swift closure: a C function of the instance, the signal's one
/// argument and no data, for handlers on every widget of a kind (a `notify` on each label or
/// icon), where a closure's box, GClosure and marshalling cost more than the handler's work.
@MainActor
public enum PlainSignal {
    /// A handler of a one-argument signal such as `notify`: the instance, the argument (for
    /// `notify`, the property's GParamSpec) and no data. GTK calls it on the main thread.
    public typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    /// Connects `handler` to `signal` (e.g. `"notify::label"`) of `instance` for its lifetime.
    public static func connect(_ instance: some GPointer, _ signal: String, _ handler: Handler) {
        let id = g_signal_connect_data(instance.gRaw, signal, unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(0))
        precondition(id != 0, "no signal \(signal) on \(instance.typeName)")
    }

    /// Runs `body` on the main actor with the widget a handler got as its instance.
    public nonisolated static func widget(_ instance: UnsafeMutableRawPointer?, _ body: @MainActor (WidgetPointer) -> Void) {
        guard let address = instance.map(UInt.init(bitPattern:)) else { return }
        MainActor.assumeIsolated { body(UnsafeMutableRawPointer(bitPattern: address)!.assumingMemoryBound(to: GtkWidget.self)) }
    }
}
