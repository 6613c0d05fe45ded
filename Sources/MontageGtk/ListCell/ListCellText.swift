import CGtk
import GtkKit

/// Text rules of the label and description: one ellipsized line each with `textEllipsis`,
/// otherwise unlimited wrapping, of a text bounded by `DisplayText`; the highlight's first
/// match set in Montage bold.
@MainActor
enum ListCellText {
    /// What GTK is given for an empty text: a zero-width space, which shows and measures as the
    /// empty line does. GTK 4.8's wrapping GtkLabel, emptied in the same frame as its font
    /// shrinks (a label variant change), reports a baseline below its height and warns
    /// ("Baselines must be inside the widget size") when its grid asks for baselines.
    static let emptyText = "\u{200B}"

    /// Sets `text` (bounded) on `label` with the wrapping rules. `fillsRow`: the label is alone
    /// on its line of the text column (no label-trailing items), so it is as wide as the column.
    static func configure(_ label: WidgetPointer, text: String, ellipsis: Bool, fillsRow: Bool) {
        let opaque: OpaquePointer = cast(label)
        gtk_label_set_text(opaque, text.isEmpty ? emptyText : DisplayText.bounded(text))
        gtk_label_set_wrap(opaque, ellipsis ? 0 : 1)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_ellipsize(opaque, ellipsis ? .end : .none)
        if ellipsis { gtk_label_set_lines(opaque, 1) }
        gtk_label_set_width_chars(opaque, ellipsis || !fillsRow ? -1 : WrappingWidth.minimumCharacters(text))
    }

    /// Sets the first case-insensitive match of `query` in bold (`boldWeight`), or nothing.
    /// A label that already shows that highlight is left alone: setting its attributes again
    /// lays the row out again (a page updating every row when one changed).
    static func highlight(_ label: WidgetPointer, query: String?, boldWeight: Int) {
        let range = TextHighlight.firstMatch(of: query, in: Gtk.Label(label).text)
        let wanted = range.map { (start: guint($0.lowerBound), end: guint($0.upperBound), weight: Int32(boldWeight)) }
        let shown = shownHighlights(label)
        if shown.count == (wanted == nil ? 0 : 1), zip(shown, [wanted].compactMap { $0 }).allSatisfy({ $0 == $1 }) { return }
        guard let wanted else {
            Gtk.Label(label).attributes = nil
            return
        }
        let attributes = pango_attr_list_new()
        let weight = pango_attr_weight_new(PangoWeight(rawValue: UInt32(wanted.weight)))!
        weight.pointee.start_index = wanted.start
        weight.pointee.end_index = wanted.end
        pango_attr_list_insert(attributes, weight)
        Gtk.Label(label).attributes = attributes
        pango_attr_list_unref(attributes)
    }

    /// The attributes on `label` other than Hangul word marks (`HangulWordBreaks`' own), as
    /// weights over byte ranges; any other kind counts as a weight no highlight has (-1).
    private static func shownHighlights(_ label: WidgetPointer) -> [(start: guint, end: guint, weight: Int32)] {
        guard let current = Gtk.Label(label).attributes, let list = pango_attr_list_get_attributes(current) else { return [] }
        var shown: [(start: guint, end: guint, weight: Int32)] = []
        var node: UnsafeMutablePointer<GSList>? = list
        while let item = node {
            let attribute = item.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            let type = attribute.pointee.klass.pointee.type
            if type == PANGO_ATTR_WEIGHT {
                let value = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
                shown.append((attribute.pointee.start_index, attribute.pointee.end_index, value))
            } else if type != PANGO_ATTR_WORD {
                shown.append((attribute.pointee.start_index, attribute.pointee.end_index, -1))
            }
            pango_attribute_destroy(attribute)
            node = item.pointee.next
        }
        g_slist_free(list)
        return shown
    }
}
