import MontageGtk
import GtkKit

/// Every callback of every story, for the window's events panel: each story's handlers report
/// here (event and value, bounded by `LogExcerpt`; a secured field's text never, only its
/// length), stamped with the story on screen. Observers see each event as it comes.
@MainActor
package enum EventCenter {
    /// One callback.
    package struct Event: Equatable {
        let story: String
        let name: String
        let value: String?

        /// `listcell-basic › onTap`, or with its value: `… › switch onSelect: true`.
        package var line: String { "\(story) › \(name)" + (value.map { ": \($0)" } ?? "") }
    }

    /// The story whose page is on screen (the window keeps it current).
    package static var currentStory = "gallery"
    private static var observers: [Int: @MainActor (Event) -> Void] = [:]
    private static var nextObserver = 0

    /// Reports a callback of the story on screen, with its value (bounded by `LogExcerpt`).
    package static func record(_ name: String, value: String? = nil) {
        post(Event(story: currentStory, name: name, value: value.map { LogExcerpt.bounded($0) }))
    }

    /// Reports an onTextChange (or any callback of a text) as `text(_:secured:)` shows it.
    static func recordText(_ name: String, _ text: String, secured: Bool) {
        post(Event(story: currentStory, name: name, value: self.text(text, secured: secured)))
    }

    private static func post(_ event: Event) {
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(event) }
    }

    /// A handler that reports `name` when called.
    package static func action(_ name: String) -> Action { { record(name) } }

    /// The value of an onTextChange, safe to show: a string literal of its excerpt
    /// (`LogExcerpt`); a secured field's text is only counted.
    package static func text(_ text: String, secured: Bool) -> String {
        secured ? trn("%d hidden character", "%d hidden characters", text.count, text.count) : LogExcerpt.bounded(text, quoted: true)
    }

    /// Calls `handler` for every event until the returned id is passed to `stopObserving`.
    @discardableResult
    package static func observe(_ handler: @escaping @MainActor (Event) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = handler
        return nextObserver
    }

    package static func stopObserving(_ id: Int) { observers[id] = nil }
}
