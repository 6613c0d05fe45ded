import MontageGtk
import GtkKit

/// The text styles of the Colors page's swatch cards: a hidden label per style on the page, in
/// the tree whose stylesheet it takes, for the cards to draw their texts like (`DrawnText`).
@MainActor
struct SwatchStyles {
    /// A semantic token's name (label2, bold).
    let semanticName: WidgetPointer
    /// A semantic token's value (caption1, secondary color).
    let semanticValue: WidgetPointer
    /// A semantic token's former name (caption1, secondary color).
    let former: WidgetPointer
    /// A palette step's name (caption1, bold).
    let paletteName: WidgetPointer
    /// A palette step's value (caption2, secondary color).
    let paletteValue: WidgetPointer

    /// The styles, as hidden labels appended to `page`.
    init(on page: WidgetPointer) {
        func style(_ classes: [String]) -> WidgetPointer {
            let label = Build.label("", classes: classes)
            label.isVisible = false
            PageLayout.append(label, to: page)
            return label
        }
        semanticName = style(["typo-label2", "weight-bold"])
        semanticValue = style(["typo-caption1", "weight-regular", "swatch-value"])
        former = style(["typo-caption1", "weight-regular", "swatch-former"])
        paletteName = style(["typo-caption1", "weight-bold"])
        paletteValue = style(["typo-caption2", "weight-regular", "swatch-value"])
    }
}
