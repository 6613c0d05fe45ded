import Foundation
import GtkTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk
import XCTest
import GtkKit

/// The caller's side of a TextField: owns the bound text (and autocompletion source) and
/// records every write through the binding and every onTextChange call.
@MainActor
final class TextModel {
    var text: String
    /// Values written through the text binding, in order.
    var writes: [String] = []
    /// Values onTextChange received, in order.
    var changes: [String] = []
    /// What the binding held at each onTextChange call.
    var boundAtChange: [String] = []
    var source: TextField.AutoCompletionDataSource?

    init(_ text: String = "") { self.text = text }

    var binding: Binding<String> {
        Binding(get: { self.text }, set: { self.text = $0; self.writes.append($0) })
    }

    var sourceBinding: Binding<TextField.AutoCompletionDataSource?> {
        Binding(get: { self.source }, set: { self.source = $0 })
    }

    /// A field bound to this model that reports its changes here.
    func field() -> TextField {
        TextField(text: binding, autoCompletionDataSource: sourceBinding).onTextChange { [weak self] value in
            guard let self else { return }
            self.changes.append(value)
            self.boundAtChange.append(self.text)
        }
    }
}

/// A presented TextFieldView bound to a TextModel, with the GtkEditable calls tests need.
@MainActor
struct TextFieldHarness {
    let model: TextModel
    let view: TextFieldView
    let window: WidgetPointer
    let title: String
    /// The configuration last shown (base for `update`).
    private(set) var field: TextField

    /// Presents `configure(model.field())` with `text` as the initial bound value.
    init(text: String = "", in test: GtkTestCase, width: Int32 = 400, _ configure: (TextField) -> TextField = { $0 }) {
        model = TextModel(text)
        field = configure(model.field())
        view = TextFieldView(field)
        window = test.present(view.widget, width: width, views: [view])
        title = test.lastTitle
    }

    /// Shows `configure(current field)` on the same view.
    mutating func update(_ configure: (TextField) -> TextField) {
        field = configure(field)
        view.update(field)
    }

    /// The entry as a GtkEditable.
    var editable: OpaquePointer { cast(view.entry) }
    /// The GtkText inside the entry.
    var delegate: WidgetPointer { cast(gtk_editable_get_delegate(cast(view.entry))!) }

    /// The committed text the entry shows.
    var shown: String { String(cString: gtk_editable_get_text(editable)) }
    /// The caret, in characters (Unicode scalars) as GTK counts.
    var caret: Int { Int(gtk_editable_get_position(editable)) }

    /// `gtk_editable_insert_text` at `position` (characters); returns GTK's updated position.
    @discardableResult
    func insert(_ text: String, at position: Int, length: Int32 = -1) -> Int {
        var at = Int32(position)
        gtk_editable_insert_text(editable, text, length, &at)
        return Int(at)
    }

    /// `gtk_editable_delete_text` of characters `start..<end`, then one pass of the main loop
    /// (a deletion may be reported there rather than at once).
    func delete(from start: Int, to end: Int) {
        gtk_editable_delete_text(editable, Int32(start), Int32(end))
        MainLoop.drain()
    }

    /// `gtk_editable_set_text`.
    func setText(_ text: String) { gtk_editable_set_text(editable, text) }

    /// Selects characters `start..<end` and waits until the selection holds: on X11 a stale
    /// loss of the PRIMARY selection (from the select-all on focus) may still arrive and
    /// collapse it, so it is selected again until it survives a round trip to the X server
    /// (whatever the server had to say about the selection is then handled).
    @discardableResult
    func select(from start: Int, to end: Int) -> Bool {
        for _ in 0..<5 {
            gtk_editable_select_region(editable, Int32(start), Int32(end))
            XDoTool.sync()
            var from: Int32 = 0, to: Int32 = 0
            if gtk_editable_get_selection_bounds(editable, &from, &to) != 0, from == start, to == (end < 0 ? shown.unicodeScalars.count : end) {
                return true
            }
        }
        return false
    }

    /// Moves the caret (characters).
    func place(caret: Int) { gtk_editable_set_position(editable, Int32(caret)) }

    /// Whether the window's focus is the entry or inside it (GtkEntry hands focus to its GtkText).
    var entryHasFocus: Bool {
        guard let focus = gtk_window_get_focus(cast(window)) else { return false }
        return focus == view.entry || gtk_widget_is_ancestor(focus, view.entry) != 0
    }

    /// Makes the window active through the X server and focuses the entry, with the caret at
    /// the end (GTK selects the whole text when an entry takes focus: typing would replace it).
    @discardableResult
    func focus() -> Bool {
        guard XDoTool.focus(window, title: title) else { return false }
        gtk_widget_grab_focus(view.entry)
        let focused = MainLoop.run(until: { entryHasFocus && view.isFocused }, timeout: 5)
        gtk_editable_set_position(editable, -1)
        return focused
    }

    /// Types `text` through the X server (the entry must have focus) and lets GTK handle it.
    func type(_ text: String) {
        XDoTool.type(text)
    }

    /// Every GtkLabel text under the view's root.
    var labelTexts: [String] {
        view.widget.descendants(where: { $0.isA(Gtk.Label.gType) })
            .map { String(cString: gtk_label_get_text(cast($0))) }
    }
}

/// Grapheme arithmetic for expectations, independent of the code under test.
enum Graphemes {
    /// The first `limit` characters (grapheme clusters) of `text`; nil is unlimited, negative 0.
    static func prefix(_ text: String, _ limit: Int?) -> String {
        guard let limit else { return text }
        return String(text.prefix(max(0, limit)))
    }

    /// The offset in Unicode scalars (GTK's characters) of grapheme boundary `index` of `text`.
    static func scalarOffset(_ text: String, grapheme index: Int) -> Int {
        String(text.prefix(index)).unicodeScalars.count
    }

    /// Whether `prefix` ends on a grapheme boundary of `whole` (is a run of its whole clusters).
    static func isClusterPrefix(_ prefix: String, of whole: String) -> Bool {
        var kept = ""
        for character in whole {
            if kept.unicodeScalars.count == prefix.unicodeScalars.count { break }
            kept.append(character)
        }
        return kept == prefix && whole.unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    /// Whether the scalar offset `offset` falls on a grapheme boundary of `text`.
    static func isBoundary(_ offset: Int, in text: String) -> Bool {
        var scalars = 0
        if offset == 0 { return true }
        for character in text {
            scalars += character.unicodeScalars.count
            if scalars == offset { return true }
            if scalars > offset { return false }
        }
        return false
    }
}

/// Strings that stress grapheme clustering.
enum TrickyText {
    static let family = "👨‍👩‍👧‍👦"  // ZWJ sequence: 7 scalars, 1 grapheme
    static let flags = "🇰🇷🇯🇵"  // 2 regional-indicator pairs, 2 graphemes
    static let thumbs = "👍🏽"  // emoji + skin tone, 1 grapheme
    static let hangul = "한국어"  // 3 precomposed syllables
    /// 각 as conjoining jamo (L V T), then 나 (L V): 5 scalars, 2 graphemes.
    static let jamo = "\u{1100}\u{1161}\u{11A8}\u{1102}\u{1161}"
    static let combining = "e\u{0301}"  // é decomposed, 1 grapheme
    /// A base with a Zalgo-ish stack of 8 combining marks, then a plain letter: 2 graphemes.
    static let zalgo = "Z\u{0351}\u{0352}\u{0357}\u{035B}\u{0363}\u{0364}\u{0365}\u{0366}a"
    static let crlf = "a\r\nb"  // CR LF is one grapheme: 3 graphemes
    static let mixed = "Aé한👍🏽🇰🇷ع"  // 6 graphemes over several scripts

    static let all: [(name: String, text: String)] = [
        ("family", family), ("flags", flags), ("thumbs", thumbs), ("hangul", hangul), ("jamo", jamo),
        ("combining", combining), ("zalgo", zalgo), ("crlf", crlf), ("mixed", mixed),
        ("family+flags+thumbs", family + flags + thumbs), ("hangul+jamo", hangul + jamo),
        ("zalgo+crlf+combining", zalgo + crlf + combining), ("ascii", "abcdef"),
    ]
}

/// The largest single insertion (in characters) the entry's GtkEntryBuffer received.
@MainActor
final class BufferWatch {
    private(set) var largestInsertion = 0
    private(set) var insertions = 0
    private(set) var longestText = 0

    init(_ delegate: WidgetPointer) {
        let buffer = gtk_text_get_buffer(cast(delegate))!
        Signal.connect(buffer, "inserted-text") { [weak self] args in
            guard let self else { return nil }
            self.insertions += 1
            self.largestInsertion = max(self.largestInsertion, Int(args.uint(3)))
            self.longestText = max(self.longestText, Int(gtk_entry_buffer_get_length(cast(args.instance!))))
            return nil
        }
    }
}
