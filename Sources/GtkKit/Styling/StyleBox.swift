import CGtk
/// A widget's box as GTK resolved it: its margin (the widget's margin properties and its CSS
/// margin), its border and its padding, physical. The border box is what
/// `gtk_widget_compute_bounds` measures; the margin lies around it and the padding inside its
/// border. What an inspector draws around a part.
public struct StyleBox: Equatable, Sendable {
    /// Outside the border box: `margin-start/-end/-top/-bottom` (start is the right edge in a
    /// right-to-left widget) plus the CSS `margin`.
    public var margin: Edges
    /// The CSS border widths.
    public var border: Edges
    /// The CSS padding.
    public var padding: Edges

    /// The box of `widget` now.
    @MainActor
    public static func of(_ widget: WidgetPointer) -> StyleBox {
        let context = gtk_widget_get_style_context(widget)
        func read(_ getter: (UnsafeMutablePointer<GtkStyleContext>?, UnsafeMutablePointer<GtkBorder>) -> Void) -> Edges {
            var border = GtkBorder()
            getter(context, &border)
            return Edges(top: Double(border.top), right: Double(border.right), bottom: Double(border.bottom), left: Double(border.left))
        }
        let start = Double(gtk_widget_get_margin_start(widget)), end = Double(gtk_widget_get_margin_end(widget))
        let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let properties = Edges(top: Double(gtk_widget_get_margin_top(widget)), right: rightToLeft ? start : end,
                               bottom: Double(gtk_widget_get_margin_bottom(widget)), left: rightToLeft ? end : start)
        return StyleBox(margin: properties + read { gtk_style_context_get_margin($0, $1) },
                        border: read { gtk_style_context_get_border($0, $1) },
                        padding: read { gtk_style_context_get_padding($0, $1) })
    }
}
