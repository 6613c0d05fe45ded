import CGtk
/// A C pointer to a GObject instance, however Swift imported its type: public-struct types
/// (GtkWidget, GtkEntry, ...) come as `UnsafeMutablePointer<T>`, private-struct ones
/// (GtkLabel, GtkListBox, ...) as `OpaquePointer`. One `cast` converts between them.
public protocol GPointer {
    /// Wraps a raw address as this pointer type.
    init(gRaw: UnsafeMutableRawPointer)
    /// The raw address.
    var gRaw: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GPointer {
    /// Wraps a raw address as a typed pointer.
    public init(gRaw: UnsafeMutableRawPointer) { self = gRaw.assumingMemoryBound(to: Pointee.self) }
    /// The raw address.
    public var gRaw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GPointer {
    /// Wraps a raw address as an opaque pointer.
    public init(gRaw: UnsafeMutableRawPointer) { self.init(gRaw) }
    /// The raw address.
    public var gRaw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointer {
    /// The raw address itself.
    public init(gRaw: UnsafeMutableRawPointer) { self = gRaw }
    /// The raw address.
    public var gRaw: UnsafeMutableRawPointer { self }
}

/// Reinterprets a GObject pointer as another GObject pointer type (the C cast macros
/// `GTK_WIDGET(p)`, `G_OBJECT(p)`, ... are not imported). No runtime check is made.
@inlinable
public func cast<Target: GPointer>(_ pointer: some GPointer) -> Target {
    Target(gRaw: pointer.gRaw)
}

/// A GtkWidget pointer, the currency of the widget layer.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

extension GPointer {
    /// This instance as a `GtkWidget *`.
    @inlinable public var widget: WidgetPointer { cast(self) }
    /// This instance as a `GObject *`.
    @inlinable public var object: UnsafeMutablePointer<GObject> { cast(self) }
    /// The GType name of the instance's class, e.g. `GtkLabel`.
    public var typeName: String { String(cString: cgtk_object_type_name(gRaw)) }
}
