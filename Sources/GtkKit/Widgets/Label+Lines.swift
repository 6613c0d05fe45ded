import CGtk

extension Gtk.Wrapper where Class == Gtk.LabelClass {
    /// The most lines an ellipsized, wrapping text takes (-1: no limit).
    public var lines: Int32 { get { gtk_label_get_lines(pointer()) } nonmutating set { gtk_label_set_lines(pointer(), newValue) } }

    /// The narrowest the label gets, in average characters (-1: GTK's own).
    public var widthChars: Int32 { get { gtk_label_get_width_chars(pointer()) } nonmutating set { gtk_label_set_width_chars(pointer(), newValue) } }
}
