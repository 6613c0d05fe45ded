/// The parameters of one signal emission, as GLib hands them to a closure marshaller:
/// index 0 is the emitting instance, 1... the signal's arguments. They live only while the
/// handler runs: read them there. A copy kept past the handler reads nothing (it stops the
/// program with a clear message rather than reading GLib's released values).
public struct SignalArguments: @unchecked Sendable {
    private let values: UnsafePointer<GValue>?
    private let emission: Emission
    /// Number of values, the instance included.
    public let count: Int

    /// Whether the emission these arguments belong to is still running.
    final class Emission: @unchecked Sendable { var running = true }

    init(values: UnsafePointer<GValue>?, count: Int, emission: Emission) {
        self.values = values
        self.count = count
        self.emission = emission
    }

    private func value(_ index: Int) -> UnsafeMutablePointer<GValue> {
        precondition(emission.running, "signal arguments read after their handler returned")
        precondition(index < count, "signal has \(count) values, asked for \(index)")
        return UnsafeMutablePointer(mutating: values! + index)
    }

    /// The emitting instance.
    public var instance: UnsafeMutableRawPointer? { pointer(0) }
    /// A pointer-like argument (object, boxed, pointer, param or string).
    public func pointer(_ index: Int) -> UnsafeMutableRawPointer? { g_value_peek_pointer(value(index)) }
    /// An `int` argument.
    public func int(_ index: Int) -> Int { Int(g_value_get_int(value(index))) }
    /// A `uint` argument (keyvals, keycodes).
    public func uint(_ index: Int) -> UInt { UInt(g_value_get_uint(value(index))) }
    /// A `double` argument (pointer coordinates).
    public func double(_ index: Int) -> Double { g_value_get_double(value(index)) }
    /// A `gboolean` argument.
    public func bool(_ index: Int) -> Bool { g_value_get_boolean(value(index)) != 0 }
    /// A flags argument (modifier state).
    public func flags(_ index: Int) -> UInt { UInt(g_value_get_flags(value(index))) }
    /// An enum argument.
    public func enumValue(_ index: Int) -> Int { Int(g_value_get_enum(value(index))) }
    /// A string argument.
    public func string(_ index: Int) -> String? { g_value_get_string(value(index)).map { String(cString: $0) } }
}

/// The Swift side of a connected signal handler: the closure GLib keeps alive until the
/// handler is disconnected or its instance finalized, then releases.
@MainActor
final class SignalHandlerBox {
    let body: @MainActor (SignalArguments) -> Bool?
    init(_ body: @escaping @MainActor (SignalArguments) -> Bool?) { self.body = body }
}

/// One signal marshaller for every signature: GLib passes the arguments as GValues.
private let marshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let closure, let data = closure.pointee.data else { return }
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    let emission = SignalArguments.Emission()
    defer { emission.running = false }
    let arguments = SignalArguments(values: values, count: Int(count), emission: emission)
    let result = MainActor.assumeIsolated { box.body(arguments) }
    if let returnValue, let result, G_VALUE_HOLDS_BOOLEAN(returnValue) {
        g_value_set_boolean(returnValue, result ? 1 : 0)
    }
}

private func G_VALUE_HOLDS_BOOLEAN(_ value: UnsafeMutablePointer<GValue>) -> Bool {
    g_type_check_value_holds(value, cgtk_type_boolean()) != 0
}

/// A connected signal handler; `disconnect()` removes it and frees its closure. It sees its
/// instance through a weak reference, so it never reads an object that was freed.
public struct SignalConnection: Sendable {
    private let instance: WeakObject<UnsafeMutableRawPointer>
    /// GLib's handler id.
    public let id: UInt

    init(instance: UnsafeMutableRawPointer, id: UInt) {
        self.instance = WeakObject(instance)
        self.id = id
    }

    /// Whether the instance lives and the handler is still connected to it.
    @MainActor
    public var isConnected: Bool {
        guard let pointer = instance.pointer else { return false }
        return g_signal_handler_is_connected(pointer, gulong(id)) != 0
    }

    /// Disconnects the handler if it is still connected (its closure is released); does nothing
    /// once the instance is gone (GLib released the closure with it).
    @MainActor
    public func disconnect() {
        if isConnected, let pointer = instance.pointer { g_signal_handler_disconnect(pointer, gulong(id)) }
    }
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
        let box = Unmanaged.passRetained(SignalHandlerBox(handler)).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
        g_closure_set_marshal(closure, marshal)
        g_closure_add_finalize_notifier(closure, box) { data, _ in
            guard let data else { return }
            Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
        }
        let id = g_signal_connect_closure(instance.gRaw, signal, closure, after ? 1 : 0)
        if id == 0 {
            // Unknown signal: GLib has sunk and dropped the closure, releasing the box.
            preconditionFailure("no signal \(signal) on \(instance.typeName)")
        }
        return SignalConnection(instance: instance.gRaw, id: UInt(id))
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
