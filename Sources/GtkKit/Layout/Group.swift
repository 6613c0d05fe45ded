import CGtk

/// A new GtkKitGroup (a plain container, CSS node `box`), with `cssClass` when given, for a
/// layout (an `OwnedLayout`) to place children in (a floating reference, like every new widget).
public func makeGroup(cssClass: String? = nil) -> WidgetPointer {
    let group: WidgetPointer = cast(g_object_new_with_properties(cgtk_group_get_type(), 0, nil, nil)!)
    if let cssClass { gtk_widget_add_css_class(group, cssClass) }
    return group
}
