import CGtk
/// Widgets recognized by GType (`g_type_is_a`, which also sees subclasses and interfaces),
/// never by type-name strings, and casts that check before they convert.
extension GPointer {
    /// Whether the instance is of `type`, a subclass of it, or implements it (an interface).
    public func isA(_ type: GType) -> Bool { cgtk_type_is_a(gRaw, type) != 0 }

    /// This instance as `Target` when it is of `type` (or a subclass / implementation); nil otherwise.
    public func checkedCast<Target: GPointer>(to type: GType, as _: Target.Type = Target.self) -> Target? {
        isA(type) ? Target(gRaw: gRaw) : nil
    }
}

extension GPointer {
    /// Drops a full reference the caller owns (`g_object_unref`): what a `…_new` of a
    /// non-widget object returned, once it is handed on or no longer needed.
    public func unref() { g_object_unref(gRaw) }
}
