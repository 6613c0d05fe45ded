import CGtk
import GtkKit

/// Reads a GtkLabel's Pango attributes back (highlighted matches are set in bold).
@MainActor
public enum LabelProbe {
    /// The bold ranges (weight 600 or more; UTF-8 byte offsets) of a label's attributes.
    public static func boldRanges(_ label: WidgetPointer?) -> [Range<Int>] {
        guard let label, let attributes = gtk_label_get_attributes(cast(label)) else { return [] }
        var ranges: [Range<Int>] = []
        let iterator = pango_attr_list_get_iterator(attributes)
        defer { pango_attr_iterator_destroy(iterator) }
        repeat {
            if let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_WEIGHT),
               attribute.withMemoryRebound(to: PangoAttrInt.self, capacity: 1, { $0.pointee.value }) >= 600 {
                ranges.append(Int(attribute.pointee.start_index)..<Int(attribute.pointee.end_index))
            }
        } while pango_attr_iterator_next(iterator) != 0
        return ranges
    }
}
