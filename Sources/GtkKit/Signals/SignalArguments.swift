import CGtk

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
