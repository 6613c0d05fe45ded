import GtkKit

/// Text rules of the label and description: one ellipsized line each with `textEllipsis`,
/// otherwise unlimited wrapping; the highlight's first match set in Montage bold.
@MainActor
enum ListCellText {
    static func configure(_ label: WidgetPointer, ellipsis: Bool) {
        let opaque: OpaquePointer = cast(label)
        gtk_label_set_wrap(opaque, ellipsis ? 0 : 1)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_ellipsize(opaque, ellipsis ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
        if ellipsis { gtk_label_set_lines(opaque, 1) }
    }

    /// Sets the first case-insensitive match of `query` in bold (`boldWeight`), or nothing.
    static func highlight(_ label: WidgetPointer, query: String?, boldWeight: Int) {
        let text = String(cString: gtk_label_get_text(cast(label)))
        guard let range = TextHighlight.firstMatch(of: query, in: text) else {
            gtk_label_set_attributes(cast(label), nil)
            return
        }
        let attributes = pango_attr_list_new()
        let weight = pango_attr_weight_new(PangoWeight(rawValue: UInt32(boldWeight)))!
        weight.pointee.start_index = guint(range.lowerBound)
        weight.pointee.end_index = guint(range.upperBound)
        pango_attr_list_insert(attributes, weight)
        gtk_label_set_attributes(cast(label), attributes)
        pango_attr_list_unref(attributes)
    }
}
