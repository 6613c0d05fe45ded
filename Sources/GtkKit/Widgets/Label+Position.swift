import CGtk

extension Gtk.Wrapper where Class == Gtk.LabelClass {
    /// Where the character at UTF-8 offset `byte` of the text starts, in pixels from the text's
    /// left edge, as the label lays it out now (its font, its text size): for something drawn
    /// under that character.
    public func x(ofByte byte: Int) -> Double {
        guard let layout = gtk_label_get_layout(pointer()) else { return 0 }
        var rectangle = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(clamping: byte), &rectangle)
        var offsetX: Int32 = 0, offsetY: Int32 = 0
        gtk_label_get_layout_offsets(pointer(), &offsetX, &offsetY)
        return Double(rectangle.x) / Double(PANGO_SCALE) + Double(offsetX)
    }
}
