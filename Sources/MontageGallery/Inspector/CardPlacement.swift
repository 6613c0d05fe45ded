/// Where the inspector's card goes: beside the pointer, below it and toward the reading
/// direction's end (right, or left right to left), flipped to the other side where it would
/// not fit, and always inside the area (a margin from its edges where there is room).
enum CardPlacement {
    /// The gap between the pointer and the card.
    static let offset = 16.0
    /// The least distance from the area's edges.
    static let inset = 8.0

    /// The card's top left corner for a card of `width` × `height` near `pointer` in an area
    /// of `areaWidth` × `areaHeight`.
    static func origin(width: Double, height: Double, pointer: (x: Double, y: Double),
                       areaWidth: Double, areaHeight: Double, rightToLeft: Bool) -> (x: Double, y: Double) {
        let after = pointer.x + offset, before = pointer.x - offset - width
        var x = rightToLeft ? (before >= inset ? before : after) : (after + width <= areaWidth - inset ? after : before)
        var y = pointer.y + offset
        if y + height > areaHeight - inset { y = pointer.y - offset - height }
        x = clamp(x, width, areaWidth)
        y = clamp(y, height, areaHeight)
        return (x, y)
    }

    /// `value` moved so that `size` from it fits in `0...area` (with the inset where there is
    /// room; at 0 when even the whole area is too small).
    private static func clamp(_ value: Double, _ size: Double, _ area: Double) -> Double {
        let margin = area - size >= 2 * inset ? inset : max((area - size) / 2, 0)
        return max(min(value, area - size - margin), margin).rounded()
    }
}
