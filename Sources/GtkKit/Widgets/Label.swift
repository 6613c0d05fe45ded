import CGtk

/// A GtkLabel: its text and how it is set.
extension Gtk.Wrapper where Class == Gtk.LabelClass {
    /// The text (without markup).
    public var text: String { get { String(cString: gtk_label_get_text(pointer())) } nonmutating set { gtk_label_set_text(pointer(), newValue) } }

    /// Whether the text can be selected (and copied).
    public var isSelectable: Bool { get { gtk_label_get_selectable(pointer()) != 0 } nonmutating set { gtk_label_set_selectable(pointer(), newValue ? 1 : 0) } }

    /// Where the text is cut with an ellipsis when it does not fit.
    public var ellipsize: PangoEllipsizeMode { get { gtk_label_get_ellipsize(pointer()) } nonmutating set { gtk_label_set_ellipsize(pointer(), newValue) } }

    /// The horizontal alignment of the text, 0 (start) to 1 (end).
    public var xalign: Float { get { gtk_label_get_xalign(pointer()) } nonmutating set { gtk_label_set_xalign(pointer(), newValue) } }

    /// The natural width in characters at most (-1: unset).
    public var maxWidthChars: Int32 { get { gtk_label_get_max_width_chars(pointer()) } nonmutating set { gtk_label_set_max_width_chars(pointer(), newValue) } }

    /// The Pango attribute list applied to the text.
    public var attributes: OpaquePointer? { get { gtk_label_get_attributes(pointer()) } nonmutating set { gtk_label_set_attributes(pointer(), newValue) } }

    /// Whether the text wraps onto more lines.
    public var wraps: Bool { get { gtk_label_get_wrap(pointer()) != 0 } nonmutating set { gtk_label_set_wrap(pointer(), newValue ? 1 : 0) } }

    /// Where lines may break when wrapping.
    public var wrapMode: PangoWrapMode { get { gtk_label_get_wrap_mode(pointer()) } nonmutating set { gtk_label_set_wrap_mode(pointer(), newValue) } }

    /// Whether the text stays on one line.
    public var isSingleLineMode: Bool { get { gtk_label_get_single_line_mode(pointer()) != 0 } nonmutating set { gtk_label_set_single_line_mode(pointer(), newValue ? 1 : 0) } }

    /// How the lines are aligned to each other.
    public var justify: GtkJustification { get { gtk_label_get_justify(pointer()) } nonmutating set { gtk_label_set_justify(pointer(), newValue) } }

    /// The PangoLayout that sets the text (owned by the label).
    public var layout: OpaquePointer? { gtk_label_get_layout(pointer()) }
}
