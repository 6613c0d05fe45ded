/// A row of a text that may shrink followed by widgets that never do (a label and its
/// required mark): the followers keep their natural width and sit right after the text's own
/// width; the text, given its natural width, is allocated one pixel more (reaching under the
/// first follower, which draws over it) and ellipsizes only when the row is narrower. (GTK 4.8 measures a label with letter spacing a fraction of a pixel narrower than
/// Pango needs to set it whole, so a label given exactly its natural width ellipsizes.) A
/// GtkKitGroup (CSS node `box`) with a GtkCustomLayout; children are the text, then the rest.
@MainActor
public enum TextRow {
    /// A row holding `text` then `followers`.
    public static func make(_ text: WidgetPointer, followers: [WidgetPointer]) -> WidgetPointer {
        let row: WidgetPointer = makeGroup()
        for child in [text] + followers { gtk_widget_insert_before(child, row, nil) }
        gtk_widget_set_layout_manager(row, gtk_custom_layout_new(nil, measure, allocate))
        return row
    }

    /// The slack the text gets beyond its natural width.
    private nonisolated static let slack: Int32 = 1

    private nonisolated static let measure: GtkCustomMeasureFunc = { widget, orientation, _, minimum, natural, _, _ in
        guard let widget else { return }
        do {
            let parts = laidOutChildren(of: widget)
            if orientation == GTK_ORIENTATION_HORIZONTAL {
                let rest = parts.dropFirst().reduce(0) { $0 + $1.nat }
                minimum?.pointee = (parts.first?.min ?? 0) + rest
                natural?.pointee = (parts.first?.nat ?? 0) + rest
            } else {
                var (minHeight, natHeight): (Int32, Int32) = (0, 0)
                for part in parts {
                    var min: Int32 = 0, nat: Int32 = 0
                    gtk_widget_measure(part.widget, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, nil, nil)
                    minHeight = max(minHeight, min)
                    natHeight = max(natHeight, nat)
                }
                minimum?.pointee = minHeight
                natural?.pointee = natHeight
            }
        }
    }

    private nonisolated static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        guard let widget else { return }
        do {
            let parts = laidOutChildren(of: widget)
            guard let text = parts.first else { return }
            let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            let rest = parts.dropFirst().reduce(0) { $0 + $1.nat }
            // At its natural width or more the text gets the slack, reaching under its followers.
            let textWidth = width - rest >= text.nat ? text.nat + slack : max(text.min, width - rest)
            func place(_ child: WidgetPointer, x: Int32, width childWidth: Int32) {
                var allocation = GtkAllocation(x: rightToLeft ? width - x - childWidth : x, y: 0, width: childWidth, height: height)
                gtk_widget_size_allocate(child, &allocation, -1)
            }
            place(text.widget, x: 0, width: textWidth)
            var x = min(textWidth, text.nat)
            for follower in parts.dropFirst() {
                place(follower.widget, x: x, width: follower.nat)
                x += follower.nat
            }
        }
    }
}
