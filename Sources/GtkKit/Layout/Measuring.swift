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

/// GTK's own share-out of `extra` pixels among sizes growing from their minimum toward their
/// natural (`gtk_distribute_natural_allocation`, as its boxes and grids do: the smallest gaps
/// filled first): returns each size and the pixels left over.
public func distributeNatural(_ extra: Int32, _ sizes: [(minimum: Int32, natural: Int32)]) -> (sizes: [Int32], left: Int32) {
    var requested = sizes.map { GtkRequestedSize(data: nil, minimum_size: $0.minimum, natural_size: $0.natural) }
    let left = requested.withUnsafeMutableBufferPointer { gtk_distribute_natural_allocation(max(0, extra), guint($0.count), $0.baseAddress) }
    return (requested.map(\.minimum_size), left)
}
