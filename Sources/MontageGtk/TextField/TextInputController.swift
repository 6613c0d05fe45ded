import GtkKit

/// The text rules of a TextField's editable (spec §4.6): the maxLength prefix rule in grapheme
/// clusters on every change (typing, paste, programmatic, a lowered limit), the bound value kept
/// in step, and `onTextChange` called once per change with the final text, never an over-limit
/// one. Input-method preedit is not text yet (GTK keeps it apart), so a Korean syllable being
/// composed is never cut.
@MainActor
final class TextInputController {
    private(set) var editable: WidgetPointer
    private var limit: Int?
    private var binding: Binding<String>?
    private var onTextChange: (@MainActor @Sendable (String) -> Void)?
    private var applying = false
    /// The text last reported (or shown first): a change to the same text is not reported.
    private(set) var current: String
    private var connections: [SignalConnection] = []

    init(editable: WidgetPointer) {
        self.editable = editable
        current = ""
        attach(editable)
    }

    /// Moves the rules to another editable (secured toggled), carrying the text over.
    func replace(editable: WidgetPointer) {
        connections.forEach { $0.disconnect() }
        connections = []
        self.editable = editable
        attach(editable)
        setText(current, report: false)
    }

    private func attach(_ editable: WidgetPointer) {
        connections.append(Signal.connect(editable, "changed") { [weak self] in self?.changed() })
        // A huge insertion is cut to the limit before GTK lays it out (a 1 MB paste into a
        // 10-character field costs nothing); `changed` then applies the exact rule.
        if let delegate = gtk_editable_get_delegate(cast(editable)) {
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
            connections.append(Signal.connect(delegate, "delete-text") { [weak self] in
                if self?.applying == false { self?.deleting = true }
            })
        }
    }

    /// Applies a new configuration: binding, limit and handler; a bound value that differs from
    /// the shown text is a programmatic change; a lowered limit cuts at once.
    func configure(binding: Binding<String>, limit: Int?, onTextChange: (@MainActor @Sendable (String) -> Void)?, firstDisplay: Bool) {
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

    /// The editable's committed text.
    var text: String { String(cString: gtk_editable_get_text(cast(editable))) }

    /// Sets the text as a program does (caret at the end); reports it when asked.
    func setText(_ value: String, report: Bool) {
        applying = true
        gtk_editable_set_text(cast(editable), value)
        gtk_editable_set_position(cast(editable), -1)
        applying = false
        cancelDeferred()
        if report { publish(value) }
    }

    private func inserting(instance: UnsafeMutableRawPointer?, text inserted: String, position: UnsafeMutableRawPointer?) {
        guard !applying, let limit, let instance, let position else { return }
        let at = Int(position.assumingMemoryBound(to: Int32.self).pointee)
        let scalars = text.unicodeScalars
        let split = scalars.index(scalars.startIndex, offsetBy: min(max(0, at), scalars.count))
        let whole = String(scalars[..<split]) + inserted + String(scalars[split...])
        guard GraphemeLimit.exceeds(whole, limit: limit) else { return }
        let final = GraphemeLimit.apply(whole, limit: limit)
        g_signal_stop_emission_by_name(instance, "insert-text")
        cancelDeferred()
        let count = inserted.unicodeScalars.count, finalCount = final.unicodeScalars.count
        let oldCaret = Int(gtk_editable_get_position(cast(editable)))
        applying = true
        gtk_editable_set_text(cast(editable), final)
        applying = false
        gtk_editable_set_position(cast(editable), Int32(min(oldCaret > at ? oldCaret + count : oldCaret, finalCount)))
        position.assumingMemoryBound(to: Int32.self).pointee = Int32(min(at + count, finalCount))
        publish(final)
    }

    private var deferred: UInt32 = 0
    private var deleting = false

    private func cancelDeferred() {
        if deferred != 0 { MainLoop.remove(deferred); deferred = 0 }
    }

    private func changed() {
        guard !applying else { return }
        let value = text
        let limited = GraphemeLimit.apply(value, limit: limit)
        if limited != value {
            let caret = gtk_editable_get_position(cast(editable))
            applying = true
            gtk_editable_set_text(cast(editable), limited)
            gtk_editable_set_position(cast(editable), min(caret, Int32(limited.unicodeScalars.count)))
            applying = false
        }
        // A deletion may be the first half of a replacement (set_text, typing over a selection):
        // it is reported once the loop is idle, unless the insertion that follows reports first.
        if deleting {
            deleting = false
            if deferred == 0 {
                deferred = MainLoop.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
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
        onTextChange?(value)
    }
}
