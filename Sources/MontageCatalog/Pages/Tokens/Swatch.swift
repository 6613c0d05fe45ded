import MontageGtk
import GtkKit

/// A color chip: the color fills a rounded rectangle (12 px corners, 1 px lineNeutralSecondary
/// border), over a checkerboard of 8 px lineNeutralSecondary squares when it is translucent, so
/// its alpha shows. Painted, not styled: a rule per color made the theme's stylesheet twice
/// as slow to parse, for one page.
@MainActor
enum Swatch {
    /// A `width`×`height` chip of `color`, resolved in the installed scheme at each paint; the
    /// page queues a draw after a scheme switch.
    static func make(width: Int32, height: Int32, color: @escaping @MainActor (ColorScheme) -> RGBA) -> WidgetPointer {
        let chip = Drawing.area(width: width, height: height) { cairo, width, height in
            let scheme = Theme.colorScheme
            let fill = color(scheme), line = Color.Semantic.lineNeutralSecondary.resolved(in: scheme)
            let w = Double(width), h = Double(height)
            cairo_save(cairo)
            Drawing.roundedRectangle(cairo, x: 0, y: 0, width: w, height: h, radius: 12)
            cairo_clip(cairo)
            if fill.alpha < 1 {
                line.setSource(on: cairo)
                for row in 0..<(Int(height) + 7) / 8 {
                    for column in 0..<(Int(width) + 7) / 8 where (row + column) % 2 == 1 {
                        cairo_rectangle(cairo, Double(column * 8), Double(row * 8), 8, 8)
                    }
                }
                cairo_fill(cairo)
            }
            fill.setSource(on: cairo)
            cairo_paint(cairo)
            cairo_restore(cairo)
            Drawing.roundedRectangle(cairo, x: 0.5, y: 0.5, width: w - 1, height: h - 1, radius: 11.5)
            line.setSource(on: cairo)
            cairo_set_line_width(cairo, 1)
            cairo_stroke(cairo)
        }
        gtk_widget_add_css_class(chip, "swatch")
        return chip
    }
}
