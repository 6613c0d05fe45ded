import CGtk

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
