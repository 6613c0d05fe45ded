import GtkKit
import Montage

/// The text rules of a TextField's editable (spec §4.6): the maxLength prefix rule in grapheme
/// clusters on every change (typing, paste, programmatic, a lowered limit), the bound value kept
/// in step, and `onTextChange` called once per change with the final text, never an over-limit
/// one. Input-method preedit is not text yet (GTK keeps it apart), so a Korean syllable being
/// composed is never cut.
///
/// The editable holds the field's text itself, except in two cases, where the controller keeps
/// the text and the editable shows something else:
/// - **secured**: the entry holds one masking character per character of the text. GTK 4.8
///   answers AT-SPI's `Text.GetText` on a password entry with `gtk_editable_get_text` whatever
///   its visibility, and its text-changed events carry each inserted text, so the secret never
///   goes into GTK: an insertion is turned into masking characters before GTK stores it.
/// - **too long for GTK**: a GtkEntryBuffer holds at most `bufferCapacity` bytes. A text longer
///   than that is shown in part, read-only, and every edit is refused, so the binding keeps the
///   whole text (an edit of the part would write the cut text back). An insertion that would
///   not fit is refused whole. A refused edit rings the error bell.
@MainActor
final class TextInputController {
    /// The most UTF-8 bytes a GtkEntryBuffer holds (G_MAXUSHORT less its terminating NUL): GTK
    /// silently drops whatever an insertion has beyond it.
    static let bufferCapacity = 65_534

    private(set) var editable: WidgetPointer
    private var secured: Bool
    private var limit: Int?
    private var binding: Binding<String>?
    private var onTextChange: (@MainActor @Sendable (String) -> Void)?
    private var applying = false
    /// The text when the editable does not hold it (secured, or too long); nil when it does.
    private var held: String?
    /// Whether the editable shows only part of the text and every edit is refused.
    private(set) var refusing = false
    /// The text last reported (or shown first): a change to the same text is not reported.
    private(set) var current: String
    private var connections: [SignalConnection] = []

    init(editable: WidgetPointer, secured: Bool) {
        self.editable = editable
        self.secured = secured
        current = ""
        attach(editable)
    }

    /// Moves the rules to another editable (secured toggled), carrying the text over.
    func replace(editable: WidgetPointer, secured: Bool) {
        let value = text
        connections.forEach { $0.disconnect() }
        connections = []
        self.editable = editable
        self.secured = secured
        held = nil
        attach(editable)
        setText(value, report: false)
    }

    private func attach(_ editable: WidgetPointer) {
        connections.append(Signal.connect(editable, "changed") { [weak self] in self?.changed() })
        // An insertion is checked before GTK stores or lays it out (a 1 MB paste into a
        // 10-character field costs nothing); `changed` then applies the exact rule.
        if let delegate = Gtk.Editable(editable).delegate {
            connections.append(Signal.connect(delegate, "insert-text") { [weak self] args in
                let length = args.int(2)
                let bytes = args.pointer(1)
                let inserted = bytes.map { raw in
                    length < 0 ? String(cString: raw.assumingMemoryBound(to: CChar.self))
                        : String(decoding: UnsafeRawBufferPointer(start: raw, count: length), as: UTF8.self)
                } ?? ""
                if self?.applying == false { self?.deleting = false }
                self?.inserting(instance: args.instance, text: inserted, position: args.pointer(3))
                return nil
            })
            connections.append(Signal.connect(delegate, "delete-text") { [weak self] args in
                self?.deleting(instance: args.instance, from: args.int(1), to: args.int(2))
                return nil
            })
        }
    }

    /// Applies a new configuration: binding, limit and handler; a bound value that differs from
    /// the text is a programmatic change; a lowered limit cuts at once.
    func configure(binding: Binding<String>, limit: Int?, onTextChange: (@MainActor @Sendable (String) -> Void)?, firstDisplay: Bool) {
        // A deletion still waiting for its report is reported to the binding it was made under
        // first: compared with the new bound value, it would look like a programmatic change
        // and be undone.
        if deferred != 0 {
            cancelDeferred()
            publish(text)
        }
        self.binding = binding
        self.limit = limit
        self.onTextChange = onTextChange
        let bound = binding.wrappedValue
        if firstDisplay {
            let limited = GraphemeLimit.apply(bound, limit: limit)
            current = bound
            setText(limited, report: false)
            if limited != bound { publish(limited) }  // only a cut initial value is reported
        } else if bound != text {
            setText(GraphemeLimit.apply(bound, limit: limit), report: true)
        } else if GraphemeLimit.exceeds(text, limit: limit) {
            setText(GraphemeLimit.apply(text, limit: limit), report: true)
        }
    }

    /// The field's committed text (what the binding gets), whatever the editable shows.
    var text: String { held ?? shown }

    /// What the editable holds.
    private var shown: String { Gtk.Editable(editable).text }

    /// Sets the text as a program does (caret at the end); reports it when asked.
    func setText(_ value: String, report: Bool) {
        store(value, caret: -1)
        cancelDeferred()
        if report { publish(value) }
    }

    /// Puts `value` in the editable as it is shown there (masked, or its head, read-only, when
    /// it does not fit), with the caret at `caret` (-1: the end).
    private func store(_ value: String, caret: Int32) {
        let display = self.display(value)
        held = secured || !display.whole ? value : nil
        refusing = !display.whole
        applying = true
        Gtk.Editable(editable).text = display.text
        Gtk.Editable(editable).position = caret
        Gtk.Editable(editable).isEditable = !refusing
        // GTK 4.8's GtkText gives itself the `read-only` class when it becomes editable and takes
        // it off when it becomes read-only (the wrong way round): set it as it should be.
        if let text = Gtk.Editable(editable).delegate { WidgetStyling.toggleClass(cast(text), "read-only", refusing) }
        applying = false
    }

    /// The masking character of a secured editable (GTK's choice for the font: ●, • or *).
    private var mask: Character {
        let text = Gtk.Editable(editable).delegate.map { Gtk.Text($0).invisibleChar } ?? 0
        return Unicode.Scalar(text).map(Character.init) ?? "*"
    }

    /// What the editable holds for `value`, and whether that is all of it: the value, or one
    /// masking character per character when secured; cut to what GtkEntryBuffer holds.
    private func display(_ value: String) -> (text: String, whole: Bool) {
        if secured {
            let mask = self.mask
            let count = value.unicodeScalars.count, room = Self.bufferCapacity / mask.utf8.count
            return (String(repeating: mask, count: min(count, room)), count <= room)
        }
        guard value.utf8.count > Self.bufferCapacity else { return (value, true) }
        // The longest run of whole grapheme clusters that fits.
        let end = value.utf8.index(value.utf8.startIndex, offsetBy: Self.bufferCapacity)
        return (String(GraphemeLimit.prefix(value, upTo: end)), false)
    }

    /// Whether a text of `bytes` UTF-8 bytes and `characters` Unicode scalars fits in the editable.
    private func fits(bytes: Int, characters: Int) -> Bool {
        secured ? characters * mask.utf8.count <= Self.bufferCapacity : bytes <= Self.bufferCapacity
    }

    /// Stops an edit the field refuses (signal `name` of `instance`), with the error bell.
    private func refuse(_ instance: UnsafeMutableRawPointer?, _ name: String, bell: Bool) {
        if let instance { Signal.stopEmission(instance, name) }
        if bell { editable.errorBell() }
    }

    private func inserting(instance: UnsafeMutableRawPointer?, text inserted: String, position: UnsafeMutableRawPointer?) {
        guard !applying, let instance, let position else { return }
        if refusing { return refuse(instance, "insert-text", bell: !inserted.isEmpty) }
        let text = self.text
        // Nothing to change: a plain field takes what fits as GTK inserts it.
        if !secured, limit == nil, text.utf8.count + inserted.utf8.count <= Self.bufferCapacity { return }
        // Without a limit, what does not fit is refused before anything is put together.
        if limit == nil, !fits(bytes: text.utf8.count + inserted.utf8.count,
                               characters: text.unicodeScalars.count + inserted.unicodeScalars.count) {
            return refuse(instance, "insert-text", bell: true)
        }
        let at = Int(position.assumingMemoryBound(to: Int32.self).pointee)
        let scalars = text.unicodeScalars
        let split = scalars.index(scalars.startIndex, offsetBy: min(max(0, at), scalars.count))
        let whole = String(scalars[..<split]) + inserted + String(scalars[split...])
        let final = GraphemeLimit.apply(whole, limit: limit)
        guard fits(bytes: final.utf8.count, characters: final.unicodeScalars.count) else {
            return refuse(instance, "insert-text", bell: true)
        }
        if !secured && final == whole { return }  // GTK inserts it as it is
        Signal.stopEmission(instance, "insert-text")
        cancelDeferred()
        let count = inserted.unicodeScalars.count, finalCount = final.unicodeScalars.count
        let positionValue = position.assumingMemoryBound(to: Int32.self)
        if final == whole {
            // Secured and nothing cut: GTK inserts as many masking characters instead.
            held = final
            applying = true
            let after = Gtk.Editable(instance).insert(String(repeating: mask, count: count), at: Int32(at))
            applying = false
            positionValue.pointee = after
        } else {
            let oldCaret = Int(Gtk.Editable(editable).position)
            store(final, caret: Int32(min(oldCaret > at ? oldCaret + count : oldCaret, finalCount)))
            positionValue.pointee = Int32(min(at + count, finalCount))
        }
        publish(final)
    }

    private var deferred: UInt32 = 0
    private var deleting = false

    /// A deletion of characters `start..<end` (end -1: to the end): refused while the text does
    /// not fit, otherwise kept in step with the held text of a secured field.
    private func deleting(instance: UnsafeMutableRawPointer?, from start: Int, to end: Int) {
        guard !applying else { return }
        if refusing { return refuse(instance, "delete-text", bell: start != end) }
        deleting = true
        guard secured, let held else { return }
        let scalars = held.unicodeScalars
        let from = min(max(0, start), scalars.count), to = end < 0 ? scalars.count : min(max(from, end), scalars.count)
        let lower = scalars.index(scalars.startIndex, offsetBy: from), upper = scalars.index(lower, offsetBy: to - from)
        self.held = String(scalars[..<lower]) + String(scalars[upper...])
    }

    private func cancelDeferred() {
        if deferred != 0 { MainLoop.remove(deferred); deferred = 0 }
    }

    private func changed() {
        guard !applying else { return }
        let value = text
        let limited = GraphemeLimit.apply(value, limit: limit)
        // A deletion inside a cluster may leave more clusters than the limit (a family emoji
        // without its joiners); a secured field whose editable lost step is shown again.
        if limited != value || (secured && !refusing && shown.unicodeScalars.count != value.unicodeScalars.count) {
            let caret = Gtk.Editable(editable).position
            store(limited, caret: min(caret, Int32(limited.unicodeScalars.count)))
        }
        // A deletion may be the first half of a replacement (set_text, typing over a selection):
        // it is reported once the loop is idle, unless the insertion that follows reports first.
        if deleting {
            deleting = false
            if deferred == 0 {
                deferred = MainLoop.idle(priority: MainLoop.highIdlePriority) { [weak self] in
                    guard let self else { return false }
                    self.deferred = 0
                    self.publish(self.text)
                    return false
                }
            }
            return
        }
        cancelDeferred()
        publish(limited)
    }

    /// Writes the bound value and calls onTextChange, once per actual change.
    private func publish(_ value: String) {
        guard value != current else { return }
        current = value
        if let binding, binding.wrappedValue != value { binding.wrappedValue = value }
        // A secured field's text reaches its callback as it is; what shows it (a log) sees a count.
        if secured { SecuredTextReport.reporting { onTextChange?(value) } } else { onTextChange?(value) }
    }
}
