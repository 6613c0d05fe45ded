/// A cell holding one child, whose natural width never exceeds the cell's width request: in a
/// fixed-width column a longer child (an ellipsizing label) gets the column's width and shrinks
/// into it, rather than widen the column back to its own natural width. Without a width request
/// the cell is as wide as its child, and a cell that holds its natural width (`holdNatural`)
/// never narrower: in a GtkSizeGroup such cells make a column as wide as the widest child's
/// natural width, decided in the layout. The child is measured as it is (height for width) and
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

    /// Whether `cell`'s minimum width is its natural width (a column that never ellipsizes).
    public static func holdNatural(_ cell: WidgetPointer, _ holds: Bool) {
        guard holdsNatural(cell) != holds else { return }
        g_object_set_data(cell.object, holdsNaturalKey, holds ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        gtk_widget_queue_resize(cell)
    }

    private nonisolated static let holdsNaturalKey = "capped-cell-holds-natural"

    private nonisolated static func holdsNatural(_ cell: WidgetPointer) -> Bool {
        g_object_get_data(cell.object, holdsNaturalKey) != nil
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
            if request >= 0 {
                childNatural = max(childMinimum, min(childNatural, request))
            } else if holdsNatural(widget) {
                childMinimum = childNatural
            }
        }
        minimum?.pointee = childMinimum
        natural?.pointee = childNatural
    }

    private nonisolated static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        guard let widget, let child = gtk_widget_get_first_child(widget), gtk_widget_should_layout(child) != 0 else { return }
        gtk_widget_allocate(child, width, height, -1, nil)
    }
}
