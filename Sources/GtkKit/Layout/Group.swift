import CGtk

/// A new GtkKitGroup (a plain container, CSS node `box`), with `cssClass` when given, for a
/// layout (an `OwnedLayout`) to place children in (a floating reference, like every new widget).
public func makeGroup(cssClass: String? = nil) -> WidgetPointer {
    let group: WidgetPointer = gtkkit_group_new()
    if let cssClass { gtk_widget_add_css_class(group, cssClass) }
    return group
}
