import CGtk

// What assistive technology reads of a list's or a table's parts that GTK 4.8 does not say
// itself: a heading's column-header role and sort order, a row's selection.

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Makes the widget read as a table's column heading (role column-header). GTK takes a
    /// role only while its accessible context is not realized: before it is shown.
    @MainActor public func makeColumnHeader() {
        cgtk_widget_set_accessible_role(self, GTK_ACCESSIBLE_ROLE_COLUMN_HEADER)
    }

    /// Sets the order the column of this heading sorts its rows in, as read out.
    @MainActor public func accessibleSort(_ sort: GtkAccessibleSort) {
        cgtk_accessible_set_sort(self, sort)
    }

    /// Sets whether the widget (a row, an option) reads as selected.
    @MainActor public func accessibleSelected(_ selected: Bool) {
        cgtk_accessible_set_selected(self, selected ? 1 : 0)
    }
}

extension GtkAccessibleSort {
    /// Not sorted by this column (`GTK_ACCESSIBLE_SORT_NONE`).
    public static let none = GTK_ACCESSIBLE_SORT_NONE
    /// Smallest first (`GTK_ACCESSIBLE_SORT_ASCENDING`).
    public static let ascending = GTK_ACCESSIBLE_SORT_ASCENDING
    /// Largest first (`GTK_ACCESSIBLE_SORT_DESCENDING`).
    public static let descending = GTK_ACCESSIBLE_SORT_DESCENDING
}
