import CGtk

/// The tooltip GTK is about to show over a widget (a `GtkTooltip`, valid while it is being
/// asked for): what it says.
public struct Tooltip: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer

    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// Sets the text it shows.
    @MainActor public func setText(_ text: String?) { gtk_tooltip_set_text(OpaquePointer(gRaw), text) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Gives the widget a tooltip decided when it would show: `query` gets the widget and the
    /// tooltip, sets its text, and returns whether it shows at all.
    @MainActor public func queryTooltip(_ query: @escaping @MainActor (WidgetPointer, Tooltip) -> Bool) {
        gtk_widget_set_has_tooltip(self, 1)
        Signal.connect(self, "query-tooltip") { args in
            guard let widget = args.pointer(0), let tooltip = args.pointer(4) else { return false }
            return query(widget.assumingMemoryBound(to: GtkWidget.self), Tooltip(gRaw: tooltip))
        }
    }
}
