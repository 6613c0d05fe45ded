import CGtk

/// A GCancellable: cancelling it stops the asynchronous GIO calls given it, each of which then
/// completes with GLib's "Operation was cancelled" error. Owned: released with this.
public final class Cancellable {
    /// The GCancellable, for the C calls of other GIO-based libraries that take one.
    public let pointer: UnsafeMutablePointer<GCancellable>

    /// A cancellable not cancelled yet.
    public init() { pointer = g_cancellable_new() }

    /// Cancels every call given it (again: nothing).
    public func cancel() { g_cancellable_cancel(pointer) }

    deinit { g_object_unref(pointer) }
}
