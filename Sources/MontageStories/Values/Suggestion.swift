/// "Did you mean …": the closest of a list of names to a misspelled one, as the compiler offers.
enum Suggestion {
    /// `; did you mean 'x'?` for the closest candidate within a few edits of `name`, else "".
    static func didYouMean(_ name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The candidate fewest edits from `name` (case-insensitive), if it is at most a third of
    /// the name's length away (one edit for short names); else one that `name` begins (three
    /// letters at least: `tint` for `tintColor`).
    static func closest(to name: String, among candidates: [String]) -> String? {
        guard name.count <= 64 else { return nil }  // no name that long is a misspelling
        if name.count >= 3, let extended = candidates.first(where: { $0.lowercased().hasPrefix(name.lowercased()) && $0 != name }),
           candidates.allSatisfy({ distance(name.lowercased(), $0.lowercased()) > max(1, name.count / 3) }) {
            return extended
        }
        let limit = max(1, name.count / 3)
        let scored = candidates.map { ($0, distance(name.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The Levenshtein distance: insertions, deletions and substitutions.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
