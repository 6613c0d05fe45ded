/// A caller-made view for a component slot (the port of SwiftUI's `AnyView` closures). It
/// carries an untyped widget factory; MontageGtk's `slot(_:)` factories take a GTK widget
/// closure and wrap it here. Slot views get no size constraint: the caller sizes them.
public struct SlotView: @unchecked Sendable {
    /// Makes a new widget (a `GtkWidget *`, floating or owned by nobody) each time it is called.
    public let make: @MainActor () -> UnsafeMutableRawPointer

    /// A slot view made by `make`.
    public init(_ make: @escaping @MainActor () -> UnsafeMutableRawPointer) {
        self.make = make
    }
}
