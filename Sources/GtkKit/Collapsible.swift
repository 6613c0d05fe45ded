import CGtk

/// A container that never asks for width: its child shows at its natural width when there is
/// room and is hidden (not child-visible, so it neither draws nor takes focus) when there is
/// less room than its minimum. For optional header controls of narrow windows.
@MainActor
public enum Collapsible {
    /// `child` in a collapsible container (CSS node `box`, class `collapsible`).
    public static func make(_ child: WidgetPointer) -> WidgetPointer {
        let box: WidgetPointer = makeGroup(cssClass: "collapsible")
        gtk_widget_set_parent(child, box)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(nil, measure, allocate))
        return box
    }

    private nonisolated static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        guard let child = widget.flatMap({ gtk_widget_get_first_child($0) }), gtk_widget_should_layout(child) != 0 else {
            minimum?.pointee = 0
            natural?.pointee = 0
            return
        }
        let (childMinimum, childNatural) = measured(child, orientation, for: forSize)
        minimum?.pointee = orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : childMinimum
        natural?.pointee = childNatural
    }

    private nonisolated static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        guard let child = widget.flatMap({ gtk_widget_get_first_child($0) }), gtk_widget_should_layout(child) != 0 else { return }
        let (childMinimum, _) = measured(child, GTK_ORIENTATION_HORIZONTAL, for: -1)
        let fits = width >= childMinimum
        gtk_widget_set_child_visible(child, fits ? 1 : 0)
        guard fits else { return }
        var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
        gtk_widget_size_allocate(child, &allocation, -1)
    }
}
