import CGtk
/// The one ownership rule of every Swift view over a widget tree (docs/ARCHITECTURE.md): the widget owns
/// its view (held in the widget's data, released when the widget is finalized), so a view the
/// caller drops keeps working; the view sees its widget only through a weak reference, so a
/// view the caller keeps after its widget is gone does nothing, and says so once in a debug
/// message (`G_MESSAGES_DEBUG=GtkKit`).
@MainActor
public final class ViewLink {
    private let weak: WeakObject<WidgetPointer>
    private let name: String
    private var reported = false

    /// Makes `widget` the owner of `view` (one view of each type per widget).
    public init(_ view: AnyObject, to widget: WidgetPointer) {
        weak = WeakObject(widget)
        name = Self.name(of: type(of: view))
        Retention.attach(view, to: widget, key: Self.key(name))
    }

    /// Type names and data keys, made once per view type (reflection is not free per row).
    private static var names: [ObjectIdentifier: String] = [:]
    private static func name(of type: AnyObject.Type) -> String {
        if let known = names[ObjectIdentifier(type)] { return known }
        let name = String(describing: type)
        names[ObjectIdentifier(type)] = name
        return name
    }
    private static func key(_ name: String) -> String { "gtkkit-view-" + name }

    /// The widget while it lives; nil once it is gone (reported once, naming `action`).
    public func widget(for action: String) -> WidgetPointer? {
        if let widget = weak.pointer { return widget }
        if !reported {
            reported = true
            GLog.debug("\(name).\(action) ignored: its widget was finalized")
        }
        return nil
    }

    /// Whether the widget still lives.
    public var isAlive: Bool { weak.isAlive }

    /// The view attached to `widget` by a link, if any.
    public static func view<View: AnyObject>(_ type: View.Type, of widget: WidgetPointer) -> View? {
        Retention.owner(of: widget, key: key(name(of: type))) as? View
    }
}
