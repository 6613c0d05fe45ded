/// A cell holding one child, whose natural width never exceeds the cell's width request: in a
/// fixed-width column a longer child (an ellipsizing label) gets the column's width and shrinks
/// into it, rather than widen the column back to its own natural width. Without a width request
/// the cell is as wide as its child. The child is measured as it is (height for width) and
/// given the whole cell, placed by its own alignment. Deciding this in the layout, not when the
/// child changes, measures the child with its current style: a style is brought up to date only
/// by the window's next frame. A GtkKitGroup (CSS node `box`) with a GtkCustomLayout.
@MainActor
public enum CappedCell {
    /// A cell holding `child` (a floating reference, like every new widget).
    public static func make(_ child: WidgetPointer) -> WidgetPointer {
        let cell: WidgetPointer = makeGroup()
        gtk_widget_insert_before(child, cell, nil)
        gtk_widget_set_layout_manager(cell, gtk_custom_layout_new(heightForWidth, measure, allocate))
        return cell
    }

    private nonisolated static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        guard let widget, let child = gtk_widget_get_first_child(widget), gtk_widget_should_layout(child) != 0 else {
            minimum?.pointee = 0
            natural?.pointee = 0
            return
        }
        var (childMinimum, childNatural) = measured(child, orientation, for: forSize)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            var request: Int32 = -1
            gtk_widget_get_size_request(widget, &request, nil)
            if request >= 0 { childNatural = max(childMinimum, min(childNatural, request)) }
        }
        minimum?.pointee = childMinimum
        natural?.pointee = childNatural
    }

    private nonisolated static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        guard let widget, let child = gtk_widget_get_first_child(widget), gtk_widget_should_layout(child) != 0 else { return }
        gtk_widget_allocate(child, width, height, -1, nil)
    }
}
