import MontageGtk
import GtkKit

/// Every callback of every story of one gallery, for the window's events panel: each story's
/// handlers report through the `StoryEvents` it was built with (event and value, bounded by
/// `LogExcerpt`; a secured field's text never, only its length). Observers see each event as it
/// comes.
@MainActor
package final class EventCenter {
    /// One callback.
    package struct Event: Equatable {
        /// The story that logged it.
        package let story: String
        /// The callback (`onTap`, `switch onSelect`).
        package let name: String
        /// Its value as the panel shows it, if it has one.
        package let value: String?

        /// `listcell-basic › onTap`, or with its value: `… › switch onSelect: true`.
        package var line: String { "\(story) › \(name)" + (value.map { ": \($0)" } ?? "") }
    }

    private var observers: [Int: @MainActor (Event) -> Void] = [:]
    private var nextObserver = 0
    /// The gallery's first story folder, if any (where a playground's Save as Story suggests).
    package var storyFolder: @MainActor () -> String? = { nil }

    /// A center no one observes yet.
    package init() {}

    /// The events of the story `id`, as its page reports them.
    package func events(of id: String) -> StoryEvents { StoryEvents(story: id, center: self) }

    func post(_ event: Event) {
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(event) }
    }

    /// Calls `handler` for every event until the returned id is passed to `stopObserving`.
    @discardableResult
    package func observe(_ handler: @escaping @MainActor (Event) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = handler
        return nextObserver
    }

    /// Stops calling the observer `id`.
    package func stopObserving(_ id: Int) { observers[id] = nil }

    /// The value of an onTextChange, safe to show: a string literal of its excerpt
    /// (`LogExcerpt`); a secured field's text is only counted.
    package static func text(_ text: String, secured: Bool) -> String {
        secured ? trn("%d hidden character", "%d hidden characters", text.count, text.count) : LogExcerpt.bounded(text, quoted: true)
    }
}

/// Where one story's callbacks go: its gallery's `EventCenter`, each stamped with the story (a
/// page reports as its own story whether or not it is on screen). A story built outside a
/// gallery (a capture) reports to no one.
@MainActor
package struct StoryEvents {
    /// The story's id.
    package let story: String
    weak var center: EventCenter?

    /// Events of `story` that no one hears (captures, tests that build a page alone).
    package static func unheard(_ story: String = "story") -> StoryEvents { StoryEvents(story: story, center: nil) }

    /// Reports a callback with its value (bounded by `LogExcerpt`).
    package func record(_ name: String, value: String? = nil) {
        center?.post(EventCenter.Event(story: story, name: name, value: value.map { LogExcerpt.bounded($0) }))
    }

    /// Reports an onTextChange (or any callback of a text) as `EventCenter.text(_:secured:)` shows it.
    package func recordText(_ name: String, _ text: String, secured: Bool) {
        center?.post(EventCenter.Event(story: story, name: name, value: EventCenter.text(text, secured: secured)))
    }

    /// A handler that reports `name` when called.
    package func action(_ name: String) -> Action { { record(name) } }

    /// The first story folder of the gallery the story is shown in (nil: none, or no gallery).
    package var storyFolder: String? { center?.storyFolder() }
}
