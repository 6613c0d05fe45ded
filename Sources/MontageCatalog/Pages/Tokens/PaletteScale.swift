import Montage
import GtkKit

/// A scale of the atomic palette (`blue`, `coolNeutral`, ...) and its steps, lightest first.
struct PaletteScale {
    let name: String
    let steps: [Color.Atomic]

    /// The 14 scales in the spec's order.
    static let all: [PaletteScale] = {
        var order: [String] = []
        var steps: [String: [Color.Atomic]] = [:]
        for atomic in Color.Atomic.allCases {
            let name = String(atomic.rawValue.prefix { !$0.isNumber })
            if steps[name] == nil { order.append(name) }
            steps[name, default: []].append(atomic)
        }
        return order.map { PaletteScale(name: $0, steps: steps[$0]!) }
    }()
}
