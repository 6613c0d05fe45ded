/// A small deterministic random generator (SplitMix64), the same on every machine, so a fuzz
/// test's failure reproduces from its seed.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's state (its seed at first).
    public var state: UInt64
    /// A generator starting from `state`.
    public init(state: UInt64) { self.state = state }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in `0..<bound`.
    public mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    /// True or false, evenly.
    public mutating func bool() -> Bool { int(2) == 0 }
    /// True once in `n` times.
    public mutating func oneIn(_ n: Int) -> Bool { int(n) == 0 }
    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
}
