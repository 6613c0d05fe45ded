import CGtk

/// Text a container lays out and paints itself, as a GtkLabel styled like `template` (its font,
/// its stylesheet's letter spacing and line height, color and direction) shows the same text:
/// the same layout, measured and placed by GtkLabel's rules and painted as GtkLabel paints, with
/// no widget of its own. A text that fits is shaped once; it follows the template's style.
public final class DrawnText {
    /// The label whose style the text takes (held).
    private let template: UnsafeMutablePointer<GtkWidget>
    /// Whether it wraps at word and character boundaries, as a wrapping label.
    private let wraps: Bool
    /// The natural width of a wrapping text, in characters (GtkLabel's max-width-chars).
    private let maxWidthChars: Int32
    /// UTF-8 byte ranges of the text Pango keeps whole when it wraps (`PangoAttrWord`).
    private var words: [Range<Int>]
    private var content: String
    /// The text laid out with no width (its natural size).
    private var layout: OpaquePointer?
    /// The same at the last two widths (Pango units) asked for that needed one of their own.
    private var narrowed: [(width: Int32, layout: OpaquePointer)] = []
    /// The template's attributes and context when laid out, to follow a change of style.
    private var style: (serial: UInt32, attributes: OpaquePointer?)?
    private var charPixels: Int32 = 0

    /// `text` in the style of `template` (a GtkLabel, usually hidden, in the tree whose style it
    /// takes); `wraps` and `maxWidthChars` as GtkLabel's wrap and max-width-chars; `words`, byte
    /// ranges of `text` to keep whole when it wraps, as a label's word attributes.
    @MainActor public init(_ text: String, like template: UnsafeMutablePointer<GtkWidget>, wraps: Bool = false, maxWidthChars: Int32 = -1,
                           words: [Range<Int>] = []) {
        self.template = template
        self.wraps = wraps
        self.maxWidthChars = maxWidthChars
        self.words = words
        content = text
        g_object_ref(UnsafeMutableRawPointer(template))
    }

    deinit {
        clear()
        g_object_unref(UnsafeMutableRawPointer(template))
    }

    /// The text; setting another lays it out again (without the first text's words).
    @MainActor public var text: String {
        get { content }
        set {
            guard newValue != content else { return }
            content = newValue
            words = []
            clear()
        }
    }

    private func clear() {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for layout in narrowed { g_object_unref(UnsafeMutableRawPointer(layout.layout)) }
        if let attributes = style?.attributes { pango_attr_list_unref(attributes) }
        layout = nil
        narrowed = []
        style = nil
    }

    /// The laid-out text with no width, laid out again when the template's style changed.
    @MainActor private func natural() -> OpaquePointer {
        let label: OpaquePointer = cast(template)
        let attributes = pango_layout_get_attributes(gtk_label_get_layout(label))
        let serial = pango_context_get_serial(gtk_widget_get_pango_context(template))
        if let layout, let style, style.serial == serial, Self.equal(style.attributes, attributes) { return layout }
        clear()
        let made = gtk_widget_create_pango_layout(template, content)!
        let copied = attributes.flatMap { pango_attr_list_copy($0) }
        let list = copied.flatMap { pango_attr_list_copy($0) } ?? pango_attr_list_new()!
        for word in words where word.upperBound <= content.utf8.count {
            let attribute = pango_attr_word_new()!
            attribute.pointee.start_index = UInt32(word.lowerBound)
            attribute.pointee.end_index = UInt32(word.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        pango_layout_set_attributes(made, list)
        pango_attr_list_unref(list)
        pango_layout_set_alignment(made, template.isRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        if wraps { pango_layout_set_wrap(made, PANGO_WRAP_WORD_CHAR) }
        let metrics = pango_context_get_metrics(gtk_widget_get_pango_context(template), nil, nil)
        charPixels = max(pango_font_metrics_get_approximate_char_width(metrics), pango_font_metrics_get_approximate_digit_width(metrics))
        pango_font_metrics_unref(metrics)
        layout = made
        style = (serial, copied)
        return made
    }

    /// The layout at `width` Pango units: the natural one when the text fits with a character
    /// to spare (Pango lays it out the same), else one of its own at that width.
    @MainActor private func layout(units width: Int32) -> OpaquePointer {
        let whole = natural()
        guard wraps else { return whole }
        var naturalWidth: Int32 = 0
        pango_layout_get_size(whole, &naturalWidth, nil)
        if naturalWidth + charPixels <= width && !template.isRightToLeft { return whole }
        if let index = narrowed.firstIndex(where: { $0.width == width }) { return narrowed[index].layout }
        if narrowed.count == 2 { g_object_unref(UnsafeMutableRawPointer(narrowed.removeFirst().layout)) }
        let copy = pango_layout_copy(whole)!
        pango_layout_set_width(copy, width)
        narrowed.append((width, copy))
        return copy
    }

    /// GtkLabel's width: a wrapping text's natural width is its width wrapped at
    /// `maxWidthChars` characters, its minimum at most `minimumChars` characters.
    @MainActor public func width(minimumChars: Int32 = 4) -> (minimum: Int32, natural: Int32) {
        var width: Int32 = 0
        pango_layout_get_size(natural(), &width, nil)
        guard wraps else { return (ceilPixels(width), ceilPixels(width)) }
        if maxWidthChars >= 0, width > charPixels * maxWidthChars {
            pango_layout_get_size(layout(units: charPixels * maxWidthChars), &width, nil)
        }
        return (ceilPixels(min(width, charPixels * minimumChars)), ceilPixels(width))
    }

    /// GtkLabel's height at `width` pixels (the natural height with no width, -1).
    @MainActor public func height(forWidth width: Int32) -> Int32 {
        var height: Int32 = 0
        pango_layout_get_size(width < 0 ? natural() : layout(units: width * PANGO_SCALE), nil, &height)
        return ceilPixels(height)
    }

    /// Paints the text as GtkLabel paints it in a `width`×`height` allocation at (`x`, `y`):
    /// centred vertically, at the start of the line, in the template's color.
    @MainActor public func paint(into snapshot: Snapshot, x: Int32, y: Int32, width: Int32, height: Int32) {
        guard !content.isEmpty else { return }
        let laidOut = layout(units: width * PANGO_SCALE)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(laidOut, nil, &logical)
        let xalign: Double = template.isRightToLeft ? 1 : 0
        let left = Int32((xalign * Double(width - logical.width) - Double(logical.x)).rounded(.down))
        let top = Int32((Double(height - logical.height) * 0.5).rounded(.down))
        var color = template.styleColor
        snapshot.translated(x: Double(x + left), y: Double(y + top)) {
            gtk_snapshot_append_layout(snapshot.pointer, laidOut, &color)
        }
    }

    /// Whether two attribute lists (either may be none) hold the same attributes.
    private static func equal(_ one: OpaquePointer?, _ other: OpaquePointer?) -> Bool {
        guard let one, let other else { return one == nil && other == nil }
        return pango_attr_list_equal(one, other) != 0
    }

    private func ceilPixels(_ units: Int32) -> Int32 { (units + PANGO_SCALE - 1) / PANGO_SCALE }
}
