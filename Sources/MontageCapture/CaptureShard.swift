/// The K-th of N parts of a run's captures (`--shard K/N`): each part takes every N-th cell from
/// the K-th, and the parts' reports merge into one.
package struct CaptureShard: Equatable, Sendable {
    /// K, from 1.
    package var index: Int
    /// N.
    package var count: Int

    /// The `index`-th of `count` parts.
    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
