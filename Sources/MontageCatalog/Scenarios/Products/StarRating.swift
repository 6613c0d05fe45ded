import Glibc
import MontageGtk
import GtkKit

/// Five stars for a rating out of five, in halves as the seed's StarRatingView: a star is full
/// up to the rating, half when the rating reaches its middle, empty beyond; painted (stars in
/// cautionaryPrimary over lineNeutralSecondary), from the end in right-to-left layouts.
@MainActor
enum StarRating {
    /// The stars of `position` (1…5) for `rating`: 1 full, 0.5 half, 0 empty.
    nonisolated static func fill(_ position: Int, rating: Double) -> Double {
        if Double(position) <= rating { return 1 }
        if Double(position) - 0.5 <= rating { return 0.5 }
        return 0
    }

    /// The stars, `size` px each, 2 apart (named `stars`, labelled with the rating).
    static func make(rating: Double, size: Int32 = 12) -> WidgetPointer {
        let stars = Gtk.DrawingArea(width: size * 5 + 8, height: size) { cairo, width, height in
            let scheme = Theme.colorScheme
            let lit = Color.Semantic.foregroundCautionaryPrimary.resolved(in: scheme)
            let unlit = Color.Semantic.lineNeutralSecondary.resolved(in: scheme)
            let side = Double(min(height, (width - 8) / 5))
            for position in 1...5 {
                let x = Double(position - 1) * (side + 2)
                drawStar(cairo, x: x, side: side, color: unlit)
                let share = fill(position, rating: rating)
                guard share > 0 else { continue }
                cairo.save()
                cairo.rectangle(x, 0, side * share, side)
                cairo.clip()
                drawStar(cairo, x: x, side: side, color: lit)
                cairo.restore()
            }
        }.widget
        stars.valign = .center
        // Right to left the stars fill from the right (the stylesheet mirrors the painting).
        stars.classes(["star-rating"])
        stars.accessibleLabel("별점 \(rating)점")
        return stars.named(ProductsPart.stars)
    }

    private static func drawStar(_ cairo: Cairo, x: Double, side: Double, color: RGBA) {
        let center = (x + side / 2, side / 2 + side * 0.04)
        let outer = side / 2, inner = outer * 0.45
        cairo.newPath()
        for point in 0..<10 {
            let radius = point % 2 == 0 ? outer : inner
            let angle = -Double.pi / 2 + Double(point) * Double.pi / 5
            let px = center.0 + radius * cos(angle), py = center.1 + radius * sin(angle)
            if point == 0 { cairo.move(to: px, py) } else { cairo.line(to: px, py) }
        }
        cairo.closePath()
        color.setSource(on: cairo)
        cairo.fill()
    }
}
