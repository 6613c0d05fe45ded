import CGtk
/// A weak reference to a GObject (GLib's `GWeakRef`): `pointer` reads nil from the moment the
/// object starts being finalized, so a holder never touches freed memory. Thread-safe, as
/// `GWeakRef` is.
public final class WeakObject<Pointer: GPointer>: @unchecked Sendable {
    private let storage = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    /// A weak reference to `pointer`.
    public init(_ pointer: Pointer) {
        storage.initialize(to: GWeakRef())
        g_weak_ref_init(storage, pointer.gRaw)
    }

    deinit {
        g_weak_ref_clear(storage)
        storage.deallocate()
    }

    /// The object while it lives (borrowed: valid for the current main-thread call), else nil.
    public var pointer: Pointer? {
        guard let strong = g_weak_ref_get(storage) else { return nil }
        // The object is owned elsewhere (its parent, its window); the reference taken to read it
        // safely is given back at once.
        g_object_unref(strong)
        return Pointer(gRaw: strong)
    }

    /// Whether the object still lives.
    public var isAlive: Bool { pointer != nil }
}
