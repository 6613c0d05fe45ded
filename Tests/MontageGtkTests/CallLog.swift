/// Test doubles for handlers: what a handler was called with, and the view it belongs to.

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
