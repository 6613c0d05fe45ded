/// A two-way reference to a value owned elsewhere (SwiftUI's `Binding`, which does not exist
/// here): read with `wrappedValue`, write through it.
public struct Binding<Value>: @unchecked Sendable {
    private let get: @MainActor @Sendable () -> Value
    private let set: @MainActor @Sendable (Value) -> Void
    /// Whether this is a `constant` binding (it ignores writes): e.g. a TextField given no
    /// suggestion source has a constant one.
    public let isConstant: Bool

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        self.init(get: get, set: set, isConstant: false)
    }

    private init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void, isConstant: Bool) {
        self.get = get
        self.set = set
        self.isConstant = isConstant
    }

    /// The current value; setting it calls the binding's setter.
    @MainActor
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> where Value: Sendable {
        Binding(get: { value }, set: { _ in }, isConstant: true)
    }
}
