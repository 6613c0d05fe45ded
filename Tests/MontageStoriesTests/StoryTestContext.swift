import Montage
@testable import MontageStories
import XCTest

/// A story context for tests: it keeps what closures log and the texts slots were made from.
@MainActor
final class StoryTestContext {
    var events: [String] = []
    var slots: [String] = []
    lazy var context = StoryContext(onEvent: { [unowned self] in self.events.append($0) },
                                    makeSlot: { [unowned self] text in
                                        self.slots.append(text)
                                        return SlotView { fatalError("a test never shows a slot") }
                                    })

    /// Reads `text` as the file `name`.
    func read(_ text: String, name: String = "test.swift") -> StoryFile { StoryScript.read(text, fileName: name, context: context) }
}

extension XCTestCase {
    /// Runs `body` on the main actor (XCTest runs tests on the main thread).
    func onMain<R: Sendable>(_ body: @MainActor () throws -> R) rethrows -> R { try MainActor.assumeIsolated(body) }
}
