import MontageCatalog
import MontageGallery
import Foundation

/// One figure of `make bench`: ours beside plain GTK doing the same work in the same run, and
/// the target, a ratio to that baseline (absolute only where a floor is physical).
struct BenchRow {
    /// What a target asks of a figure.
    enum Target {
        /// The ratio ours / baseline at most this.
        case ratioAtMost(Double)
        /// The value at most this, in the row's unit (a physical floor such as the frame interval).
        case atMost(Double)

        var text: String {
            switch self {
            case .ratioAtMost(let ratio): String(format: "≤ %.2g×", ratio)
            case .atMost(let value): String(format: "≤ %.1f", value)
            }
        }
    }

    /// The figure, as the table names it.
    let name: String
    /// Ours, in `unit`.
    let value: Double
    /// What the baseline is (plain GtkLabel rows, a bare window…), nil without one.
    let baselineName: String?
    /// The baseline's figure in the same unit, from the same run.
    let baseline: Double?
    /// ms, MB or s.
    let unit: String
    /// The target; nil for a figure shown for context.
    let target: Target?

    init(_ name: String, _ value: Double, _ unit: String, baseline: Double? = nil, _ baselineName: String? = nil, target: Target? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.baselineName = baselineName
        self.target = target
    }

    /// ours / baseline.
    var ratio: Double? {
        guard let baseline, baseline > 0 else { return nil }
        return value / baseline
    }

    /// Whether the target is met; nil without a target (or a baseline it needs).
    var met: Bool? {
        switch target {
        case .ratioAtMost(let most): ratio.map { $0 <= most }
        case .atMost(let most): value <= most
        case nil: nil
        }
    }

    /// The row as JSON: name, value, baseline, ratio, target and met (and the unit and what
    /// the baseline is).
    var json: [String: Any] {
        func number(_ value: Double?) -> Any { value.map { ($0 * 1_000).rounded() / 1_000 } ?? NSNull() }
        return ["name": name, "value": number(value), "unit": unit, "baseline": number(baseline),
                "baselineName": baselineName ?? NSNull(), "ratio": number(ratio),
                "target": target?.text ?? NSNull(), "met": met ?? NSNull()]
    }
}
