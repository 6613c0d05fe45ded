import CGtk

/// A GTK class a `Gtk.Wrapper` stands for.
public protocol WidgetClass {
    /// The class's GType.
    static var gType: GType { get }
}

extension Gtk {
    /// A typed view of a widget of one GTK class: a thin value over the pointer. It is itself a
    /// `GPointer`, so it goes wherever one does (signals, properties). `init(_:)` trusts the
    /// caller, as a C cast does; `init?(checking:)` checks the GType first.
    public struct Wrapper<Class: WidgetClass>: GPointer {
        /// The raw address.
        public let gRaw: UnsafeMutableRawPointer

        /// The GType of the class.
        public static var gType: GType { Class.gType }

        /// Wraps a raw address (unchecked).
        public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

        /// Wraps `pointer`, which the caller knows is of this class (unchecked, as a C cast).
        public init(_ pointer: some GPointer) { gRaw = pointer.gRaw }

        /// Wraps `pointer` when it is of this class (or a subclass, or implements it); nil otherwise.
        public init?(checking pointer: some GPointer) {
            guard pointer.isA(Class.gType) else { return nil }
            gRaw = pointer.gRaw
        }

        /// The instance as the C type a call takes (`OpaquePointer` or a typed pointer).
        func pointer<Target: GPointer>() -> Target { Target(gRaw: gRaw) }
    }
}
