import MontageGtk
import GtkKit

/// A swatch and its texts: the chip (painted by the card under its copy button), then its texts
/// one under the other, `spacing` apart, drawn by the card in their styles (`DrawnText`). One
/// widget and one button per swatch, no label widgets: the Colors page's 267 swatches were a
/// thousand labels to build, style and measure. The card is a group named by its token; its
/// button copies (`SwatchCopy`).
@MainActor
final class SwatchCard: OwnedLayout {
    /// The card (CSS node `box`, class `swatch-card`).
    let widget: WidgetPointer
    /// The texts under the chip, in order.
    let texts: [DrawnText]
    private let button: WidgetPointer
    private let chip: (width: Int32, height: Int32)
    private let spacing: Int32
    private let color: @MainActor (ColorScheme) -> RGBA

    /// A card of a `chip`-sized swatch of `color` (resolved in the installed scheme at each
    /// paint) with `copy`'s button over it and `texts` under it.
    init(chip: (width: Int32, height: Int32), spacing: Int32, color: @escaping @MainActor (ColorScheme) -> RGBA,
         copy: SwatchCopy, texts: [DrawnText]) {
        self.chip = chip
        self.spacing = spacing
        self.color = color
        self.texts = texts
        button = copy.widget
        widget = makeGroup(cssClass: "swatch-card", children: [copy.widget])
        install(on: widget)
        setPainter(on: widget) { [unowned self] snapshot, width, _ in
            let scheme = Theme.colorScheme
            snapshot.drawCairo(x: 0, y: 0, width: Double(width), height: Double(self.chip.height)) { cairo in
                Swatch.paint(cairo, width: width, height: self.chip.height, fill: self.color(scheme),
                             line: Color.Semantic.lineNeutralSecondary.resolved(in: scheme))
            }
            var top = self.chip.height
            for text in self.texts {
                let height = text.height(forWidth: width)
                text.paint(into: snapshot, x: 0, y: top + self.spacing, width: width, height: height)
                top += self.spacing + height
            }
        }
    }

    func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        if orientation == .horizontal {
            let widths = texts.map { $0.width() }
            return (max(chip.width, widths.map(\.minimum).max() ?? 0), max(chip.width, widths.map(\.natural).max() ?? 0))
        }
        let width = forSize < 0 ? measure(.horizontal, -1).1 : forSize
        let height = texts.reduce(chip.height) { $0 + spacing + $1.height(forWidth: width) }
        return (height, height)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        _ = button.measure(.horizontal, for: -1)  // GTK measures a child before it is placed
        button.allocate(x: 0, y: 0, width: width, height: chip.height)
    }
}
