/// Whether the text an `onTextChange` callback is being given now is a secured field's: a
/// callback that shows what it gets (a story's, the gallery's event log) shows a count instead.
/// Set only for the duration of the call, by the field that makes it.
@MainActor
public enum SecuredTextReport {
    /// True while a secured field calls its `onTextChange`.
    public private(set) static var isActive = false

    /// Calls `body` (the callback) as a secured field's report.
    public static func reporting(_ body: () -> Void) {
        let was = isActive
        isActive = true
        defer { isActive = was }
        body()
    }

    /// `text` as a log may show it: itself, or while a secured field reports, only its length.
    public static func shown(_ text: String) -> String {
        isActive ? "\(text.count) hidden characters" : text
    }
}
