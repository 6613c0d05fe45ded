import CGtk

/// A GIO `GAsyncReadyCallback` and its user data that run a Swift closure once, on the main
/// thread, with the call's source object and result: pass both to a `*_async` function. The
/// closure, and what it captures, is kept alive until the call completes (cancelled or not:
/// GIO always completes).
@MainActor
public struct AsyncReady {
    /// The C callback to pass (the same for every call).
    public let callback: GAsyncReadyCallback
    /// The user data to pass with it: the retained closure, released when it has run.
    public let userData: gpointer

    /// A callback running `body` with the source object and the result to finish the call with.
    public init(_ body: @escaping @MainActor (_ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?) -> Void) {
        callback = { source, result, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { box.body(source, result) }
        }
        userData = Unmanaged.passRetained(Box(body)).toOpaque()
    }

    @MainActor
    private final class Box {
        let body: @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void
        init(_ body: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) { self.body = body }
    }
}
