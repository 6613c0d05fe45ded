/// The distances between a pinned part and another, as Storybook's measure addon shows them: on
/// each axis, the gap between the facing edges when the two lie apart, or, when they overlap
/// on that axis (one inside the other, say), the distances between their leading edges and
/// between their trailing edges. Each is a segment the inspector draws with its length.
struct PartDistances: Equatable {
    /// One measured distance: from `start` to `end` along its axis, drawn at `across` on the
    /// other axis.
    struct Segment: Equatable {
        var start: Double
        var end: Double
        var across: Double
        /// The distance in px.
        var length: Double { end - start }
    }

    /// Distances along x (drawn as horizontal lines).
    var horizontal: [Segment]
    /// Distances along y (drawn as vertical lines).
    var vertical: [Segment]

    /// The distances from `pinned` to `other`.
    init(from pinned: InspectorRect, to other: InspectorRect) {
        horizontal = Self.axis(pinned.minX, pinned.maxX, other.minX, other.maxX,
                               across: Self.middle(pinned.minY, pinned.maxY, other.minY, other.maxY))
        vertical = Self.axis(pinned.minY, pinned.maxY, other.minY, other.maxY,
                             across: Self.middle(pinned.minX, pinned.maxX, other.minX, other.maxX))
    }

    /// The segments on one axis, for spans a (pinned) and b (other).
    private static func axis(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double, across: Double) -> [Segment] {
        if bMin >= aMax { return [Segment(start: aMax, end: bMin, across: across)] }
        if aMin >= bMax { return [Segment(start: bMax, end: aMin, across: across)] }
        return [Segment(start: min(aMin, bMin), end: max(aMin, bMin), across: across),
                Segment(start: min(aMax, bMax), end: max(aMax, bMax), across: across)]
            .filter { $0.length > 0 }
    }

    /// Where to draw across: the middle of the spans' overlap, or of the other part when they
    /// do not overlap on the other axis.
    private static func middle(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> Double {
        let low = max(aMin, bMin), high = min(aMax, bMax)
        return low <= high ? (low + high) / 2 : (bMin + bMax) / 2
    }
}
