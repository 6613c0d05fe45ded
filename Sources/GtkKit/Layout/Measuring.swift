import CGtk

/// The children of `widget` that take part in layout, in order, each with its horizontal
/// minimum and natural width: what row layouts place.
public func laidOutChildren(of widget: WidgetPointer) -> [(widget: WidgetPointer, min: Int32, nat: Int32)] {
    var result: [(WidgetPointer, Int32, Int32)] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if gtk_widget_should_layout(current) != 0 {
            var min: Int32 = 0, nat: Int32 = 0
            gtk_widget_measure(current, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, nil, nil)
            result.append((current, min, nat))
        }
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}
