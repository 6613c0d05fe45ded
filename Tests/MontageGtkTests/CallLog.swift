/// Test doubles for handlers: what a handler was called with, and the view it belongs to.

import MontageTestSupport

/// A counter a handler closure can bump (handlers are `@Sendable`, so they cannot capture a var).
@MainActor
final class CallLog<Value> {
    private(set) var values: [Value] = []
    var count: Int { values.count }
    func record(_ value: Value) { values.append(value) }
}

/// A late-bound weak reference, for handlers that need the view they belong to.
@MainActor
final class WeakRef<Value: AnyObject> {
    weak var value: Value?
}

extension CallLog {
    /// Waits (up to 5 s) for a first call, then asserts that it stays the only one for `seconds`.
    func assertCalledOnce(quietFor seconds: Double, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(MainLoop.run(until: { count > 0 }, timeout: 5), "\(message): no call within 5 s", file: file, line: line)
        MainLoop.assertStaysTrue(for: seconds, { count == 1 }, "\(message): called once, not \(count) times", file: file, line: line)
    }
}

extension GtkTestCase {
    /// Presents `widget` on a surface, clicks it with the pointer once painted, and asserts that
    /// the click reached `log` once and nothing more came for `seconds`.
    @MainActor
    func assertAPointerClick<Value>(on widget: WidgetPointer, callsOnce log: CallLog<Value>, quietFor seconds: Double, _ message: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        presentOnSurface(widget, file: file, line: line)
        XDoTool.clickWhenPainted(widget, file: file, line: line)
        log.assertCalledOnce(quietFor: seconds, message, file: file, line: line)
    }
}
