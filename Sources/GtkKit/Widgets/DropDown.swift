import CGtk

/// A GtkDropDown: one item chosen among a list's, shown in a button that opens the list.
extension Gtk.Wrapper where Class == Gtk.DropDownClass {
    /// A drop-down offering `strings` (a GtkStringList), the first chosen.
    @MainActor public init(strings: [String]) {
        let copies = strings.map { g_strdup($0) }
        defer { copies.forEach { g_free($0) } }
        let array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
        self.init(array.withUnsafeBufferPointer { gtk_drop_down_new_from_strings($0.baseAddress!)! })
    }

    /// The position of the chosen item; nil when none is (`GTK_INVALID_LIST_POSITION`).
    @MainActor public var selected: Int? {
        get {
            let position = gtk_drop_down_get_selected(pointer())
            return position == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(position)
        }
        nonmutating set { gtk_drop_down_set_selected(pointer(), newValue.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)) }
    }
}
