import GtkKit

/// The parents of `widget`, nearest first.
@MainActor
public func ancestors(of widget: WidgetPointer) -> [WidgetPointer] {
    var result: [WidgetPointer] = []
    var current = gtk_widget_get_parent(widget)
    while let parent = current {
        result.append(parent)
        current = gtk_widget_get_parent(parent)
    }
    return result
}
