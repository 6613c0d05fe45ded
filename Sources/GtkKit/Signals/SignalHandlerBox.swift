import CGtk

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
