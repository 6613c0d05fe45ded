import MontageGtk
import GtkKit

/// A color chip: the color fills a rounded rectangle (12 px corners, 1 px lineNeutralSecondary
/// border), over a checkerboard of 8 px lineNeutralSecondary squares when it is translucent, so
/// its alpha shows. Painted, not styled: a rule per color made the theme's stylesheet twice
/// as slow to parse, for one page.
@MainActor
enum Swatch {
    /// Paints a `width`×`height` chip of `fill` bordered and checkered in `line`.
    static func paint(_ cairo: Cairo, width: Int32, height: Int32, fill: RGBA, line: RGBA) {
        let w = Double(width), h = Double(height)
        cairo.save()
        cairo.roundedRectangle(0, 0, w, h, radius: 12)
        cairo.clip()
        if fill.alpha < 1 {
            line.setSource(on: cairo)
            for row in 0..<(Int(height) + 7) / 8 {
                for column in 0..<(Int(width) + 7) / 8 where (row + column) % 2 == 1 {
                    cairo.rectangle(Double(column * 8), Double(row * 8), 8, 8)
                }
            }
            cairo.fill()
        }
        fill.setSource(on: cairo)
        cairo.paint()
        cairo.restore()
        cairo.roundedRectangle(0.5, 0.5, w - 1, h - 1, radius: 11.5)
        line.setSource(on: cairo)
        cairo.setLineWidth(1)
        cairo.stroke()
    }
}
