import CGtkKit
import CGtk

/// A new GtkKitGroup (a plain container, CSS node `box`), with `cssClass` when given and
/// `children` in order, for a layout (an `OwnedLayout`) to place them in (a floating reference,
/// like every new widget).
public func makeGroup(cssClass: String? = nil, children: [WidgetPointer] = []) -> WidgetPointer {
    let group: WidgetPointer = gtkkit_group_new()
    if let cssClass { gtk_widget_add_css_class(group, cssClass) }
    for child in children { gtk_widget_set_parent(child, group) }
    return group
}
