import CGtk

/// A Pango attribute list (`PangoAttrList`) being built: styles over UTF-8 byte ranges of a
/// text, set on a label with `Gtk.Label(label).attributes = list.pointer`. Owned: its reference
/// is dropped at the end of its scope (a label that was given it keeps its own).
public struct TextAttributes: ~Copyable {
    /// What an attribute sets, by kind (the kinds read or added here).
    public struct Kind: Equatable, Sendable {
        let type: PangoAttrType

        /// A word mark (`PangoAttrWord`): no line break inside it, only the character breaks a
        /// word-or-character wrap falls back to.
        public static let word = Kind(type: PANGO_ATTR_WORD)
    }

    /// The PangoAttrList.
    public let pointer: OpaquePointer

    /// An empty list.
    public init() { pointer = pango_attr_list_new()! }

    /// A copy of the attributes of `list` (a label's `attributes`; nil: none) except those of
    /// `kind`, in their order.
    public init(copying list: OpaquePointer?, except kind: Kind) {
        self.init()
        guard let list else { return }
        var copying = (type: kind.type, target: pointer)
        // A filter that keeps everything reads the list in order without changing or copying it.
        _ = withUnsafeMutablePointer(to: &copying) { state in
            pango_attr_list_filter(list, { attribute, data in
                let state = data!.assumingMemoryBound(to: (type: PangoAttrType, target: OpaquePointer).self)
                if let attribute, attribute.pointee.klass.pointee.type != state.pointee.type {
                    pango_attr_list_insert(state.pointee.target, pango_attribute_copy(attribute))
                }
                return 0
            }, state)
        }
    }

    /// Whether `list` (a label's `attributes`; nil: none) holds an attribute of `kind`; reads it
    /// in place, copying nothing.
    public static func contains(_ kind: Kind, in list: OpaquePointer?) -> Bool {
        guard let list else { return false }
        var search = (type: kind.type, found: false)
        _ = withUnsafeMutablePointer(to: &search) { state in
            pango_attr_list_filter(list, { attribute, data in
                let state = data!.assumingMemoryBound(to: (type: PangoAttrType, found: Bool).self)
                if let attribute, attribute.pointee.klass.pointee.type == state.pointee.type { state.pointee.found = true }
                return 0
            }, state)
        }
        return search.found
    }

    /// Adds a word mark (`Kind.word`) over the UTF-8 bytes `bytes`.
    public func addWord(over bytes: Range<Int>) {
        let mark = pango_attr_word_new()!
        mark.pointee.start_index = guint(bytes.lowerBound)
        mark.pointee.end_index = guint(bytes.upperBound)
        pango_attr_list_insert(pointer, mark)
    }

    deinit { pango_attr_list_unref(pointer) }
}
