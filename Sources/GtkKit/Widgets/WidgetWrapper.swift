import CGtk

/// A typed view of a widget of one GTK class: a thin value over the pointer with the calls the
/// project makes (`Label(widget).text = "…"` rather than `gtk_label_set_text(cast(widget), "…")`).
/// It is itself a `GPointer`, so it goes wherever one does (signals, properties). `init(_:)`
/// trusts the caller, as a C cast does; `init?(checking:)` checks the GType first.
public protocol WidgetWrapper: GPointer {
    /// The GType of the wrapped class.
    static var gType: GType { get }
}

extension WidgetWrapper {
    /// Wraps `pointer`, which the caller knows is of this class (unchecked, as a C cast).
    public init(_ pointer: some GPointer) { self.init(gRaw: pointer.gRaw) }

    /// Wraps `pointer` when it is of this class (or a subclass, or implements it); nil otherwise.
    public init?(checking pointer: some GPointer) {
        guard pointer.isA(Self.gType) else { return nil }
        self.init(gRaw: pointer.gRaw)
    }
}

/// The typed widget wrappers (`Gtk.Label`, `Gtk.Box`, …), named after GTK's classes.
public enum Gtk {}
