import CGtk

/// One attribute of a Pango attribute list as read back: what it sets, over which UTF-8 bytes.
public struct TextRun: Equatable, Sendable {
    /// What an attribute sets.
    public enum Style: Equatable, Sendable {
        /// A font weight (400 regular, 700 bold).
        case weight(Int32)
        /// A word mark (`TextAttributes.Kind.word`).
        case word
        /// Any other attribute.
        case other
    }

    /// What it sets.
    public var style: Style
    /// The UTF-8 bytes of the text it covers.
    public var bytes: Range<Int>

    /// A run of `style` over `bytes`.
    public init(_ style: Style, bytes: Range<Int>) {
        self.style = style
        self.bytes = bytes
    }
}

extension TextAttributes {
    /// The attributes of `list` (a label's `attributes`; nil: none), in order; reads it in place,
    /// copying nothing.
    public static func runs(in list: OpaquePointer?) -> [TextRun] {
        guard let list else { return [] }
        var runs: [TextRun] = []
        // A filter that keeps everything reads the list in order without changing it.
        _ = withUnsafeMutablePointer(to: &runs) { state in
            pango_attr_list_filter(list, { attribute, data in
                guard let attribute, let data else { return 0 }
                let type = attribute.pointee.klass.pointee.type
                let style: TextRun.Style
                if type == PANGO_ATTR_WEIGHT {
                    style = .weight(UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
                } else {
                    style = type == PANGO_ATTR_WORD ? .word : .other
                }
                let start = Int(attribute.pointee.start_index), end = Int(attribute.pointee.end_index)
                data.assumingMemoryBound(to: [TextRun].self).pointee.append(TextRun(style, bytes: start..<max(start, end)))
                return 0
            }, state)
        }
        return runs
    }

    /// Adds the font weight `weight` (400 regular, 700 bold) over the UTF-8 bytes `bytes`.
    public func addWeight(_ weight: Int32, over bytes: Range<Int>) {
        let attribute = pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight)))!
        attribute.pointee.start_index = guint(bytes.lowerBound)
        attribute.pointee.end_index = guint(bytes.upperBound)
        pango_attr_list_insert(pointer, attribute)
    }
}
