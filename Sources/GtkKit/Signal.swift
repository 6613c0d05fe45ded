/// The parameters of one signal emission, as GLib hands them to a closure marshaller:
/// index 0 is the emitting instance, 1... the signal's arguments. They live only while the
/// handler runs: read them there. A copy kept past the handler reads nothing (it stops the
/// program with a clear message rather than reading GLib's released values).
public struct SignalArguments: @unchecked Sendable {
    private let values: UnsafePointer<GValue>?
    private let emission: UInt
    /// Number of values, the instance included.
    public let count: Int

    /// The handlers running now, innermost last, by a number each (handlers nest when one
    /// emits another signal); the main thread's alone, as every handler runs there.
    nonisolated(unsafe) static var running: [UInt] = []
    nonisolated(unsafe) private static var lastEmission: UInt = 0

    /// Runs `body` with the arguments of one handler call, valid only inside it.
    static func during<Result>(values: UnsafePointer<GValue>?, count: Int, _ body: (SignalArguments) -> Result) -> Result {
        lastEmission &+= 1
        let emission = lastEmission
        running.append(emission)
        defer { running.removeLast() }
        return body(SignalArguments(values: values, count: count, emission: emission))
    }

    private init(values: UnsafePointer<GValue>?, count: Int, emission: UInt) {
        self.values = values
        self.count = count
        self.emission = emission
    }

    private func value(_ index: Int) -> UnsafeMutablePointer<GValue> {
        precondition(Self.running.contains(emission), "signal arguments read after their handler returned")
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
    /// The Shift, Control and Alt keys held, from a key signal's modifier-state argument
    /// (other modifiers, Num Lock say, left out), for comparing with `GDK_ALT_MASK.rawValue`…
    public func keyModifiers(_ index: Int) -> UInt32 {
        UInt32(flags(index)) & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
    }
    /// An enum argument.
    public func enumValue(_ index: Int) -> Int { Int(g_value_get_enum(value(index))) }
    /// A string argument.
    public func string(_ index: Int) -> String? { g_value_get_string(value(index)).map { String(cString: $0) } }
}

/// The Swift side of a connected signal handler: the closure GLib keeps alive until the
/// handler is disconnected or its instance finalized, then releases. GLib invalidates the
/// closure at that moment; the box then drops the handler and reads as disconnected.
@MainActor
final class SignalHandlerBox {
    private(set) var body: (@MainActor (SignalArguments) -> Bool?)?
    /// False once the handler was disconnected or its instance finalized.
    private(set) var connected = true
    init(_ body: @escaping @MainActor (SignalArguments) -> Bool?) { self.body = body }

    /// GLib invalidated the closure, or the handler is being disconnected.
    func invalidate() {
        connected = false
        body = nil
    }
}

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

/// A connected signal handler; `disconnect()` removes it and frees its closure. It knows from
/// GLib's closure invalidation whether its instance still lives, so it never reads an object
/// that was freed (and costs no weak reference per handler).
public struct SignalConnection: Sendable {
    private let handler: SignalHandlerBox
    private let instance: UInt
    /// GLib's handler id.
    public let id: UInt

    init(handler: SignalHandlerBox, instance: UnsafeMutableRawPointer, id: UInt) {
        self.handler = handler
        self.instance = UInt(bitPattern: instance)
        self.id = id
    }

    /// Whether the instance lives and the handler is still connected to it.
    @MainActor
    public var isConnected: Bool { handler.connected }

    /// Disconnects the handler if it is still connected (its closure is released); does nothing
    /// once the instance is gone (GLib released the closure with it).
    @MainActor
    public func disconnect() {
        guard handler.connected, let pointer = UnsafeMutableRawPointer(bitPattern: instance) else { return }
        handler.invalidate()
        g_signal_handler_disconnect(pointer, gulong(id))
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
