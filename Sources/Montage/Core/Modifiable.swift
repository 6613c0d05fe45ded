/// The fluent-modifier pattern of the component configs: a modifier returns a changed copy.
protocol Modifiable {}

extension Modifiable {
    /// A copy of `self` with `change` applied.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
