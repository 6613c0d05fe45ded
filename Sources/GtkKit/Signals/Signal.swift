import CGtk
/// One signal marshaller for every signature: GLib passes the arguments as GValues.
private let marshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let closure, let data = closure.pointee.data else { return }
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    guard let body = MainActor.assumeIsolated({ box.body }) else { return }
    let result = SignalArguments.during(values: values, count: Int(count)) { arguments in
        MainActor.assumeIsolated { body(arguments) }
    }
    if let returnValue, let result, G_VALUE_HOLDS_BOOLEAN(returnValue) {
        g_value_set_boolean(returnValue, result ? 1 : 0)
    }
}

private func G_VALUE_HOLDS_BOOLEAN(_ value: UnsafeMutablePointer<GValue>) -> Bool {
    g_type_check_value_holds(value, cgtk_type_boolean()) != 0
}

/// Signal connection for any GObject. The handler runs on the main actor; a `Bool` result is
/// the signal's return value where it has one (`true` stops other handlers).
@MainActor
public enum Signal {
    /// Connects `handler` to `signal` (e.g. `"clicked"`, `"notify::text"`) of `instance`.
    @discardableResult
    public static func connect(
        _ instance: some GPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (SignalArguments) -> Bool?
    ) -> SignalConnection {
        let handlerBox = SignalHandlerBox(handler)
        let box = Unmanaged.passRetained(handlerBox).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
        g_closure_set_marshal(closure, marshal)
        g_closure_add_invalidate_notifier(closure, box) { data, _ in
            guard let data else { return }
            let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.invalidate() }
        }
        g_closure_add_finalize_notifier(closure, box) { data, _ in
            guard let data else { return }
            Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
        }
        let id = g_signal_connect_closure(instance.gRaw, signal, closure, after ? 1 : 0)
        if id == 0 {
            // Unknown signal: GLib has sunk and dropped the closure, releasing the box.
            preconditionFailure("no signal \(signal) on \(instance.typeName)")
        }
        return SignalConnection(handler: handlerBox, instance: instance.gRaw, id: UInt(id))
    }

    /// Emits `signal`, one that takes no arguments and returns nothing (`"clicked"`), on `instance`
    /// at once, as GTK would.
    public static func emit(_ instance: some GPointer, _ signal: String) {
        cgtk_signal_emit_plain(instance.gRaw, signal)
    }

    /// Connects a handler that takes no arguments and returns nothing.
    @discardableResult
    public static func connect(
        _ instance: some GPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connect(instance, signal, after: after) { (_: SignalArguments) -> Bool? in
            handler()
            return nil
        }
    }
}
