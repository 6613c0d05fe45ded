/// The children of `widget` that take part in layout, in order, each with its horizontal
/// minimum and natural width: what the custom layouts (`FixedHeightRow`, `TextRow`) place.
func laidOutChildren(of widget: WidgetPointer) -> [(widget: WidgetPointer, min: Int32, nat: Int32)] {
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

/// The request mode of a custom layout whose height depends on its width.
let heightForWidth: GtkCustomRequestModeFunc = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }

/// A new GtkKitGroup (a plain container, CSS node `box`), with `cssClass` when given, for a
/// layout (an `OwnedLayout`) to place children in (a floating reference, like every new widget).
public func makeGroup(cssClass: String? = nil) -> WidgetPointer {
    let group: WidgetPointer = cast(g_object_new_with_properties(cgtk_group_get_type(), 0, nil, nil)!)
    if let cssClass { gtk_widget_add_css_class(group, cssClass) }
    return group
}
