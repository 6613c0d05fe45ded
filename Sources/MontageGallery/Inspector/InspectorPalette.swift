import Montage
import MontageCatalog

/// The inspector's drawing colors, palette steps chosen as browsers' inspectors color the box
/// model (margin orange, border yellow, padding green, content blue) and the measure lines red:
/// the same in both schemes, translucent so the part shows through.
enum InspectorPalette {
    static let margin = Color.Atomic.orange70.rgba.withAlpha(0.45)
    static let border = Color.Atomic.orange90.rgba.withAlpha(0.7)
    static let padding = Color.Atomic.green70.rgba.withAlpha(0.4)
    static let content = Color.Atomic.blue70.rgba.withAlpha(0.18)
    /// The hovered part's outline.
    static let hoverOutline = Color.Atomic.blue50.rgba
    /// The pinned part's outline.
    static let pinnedOutline = Color.Atomic.violet50.rgba
    /// Distance lines and their labels' fill.
    static let measure = Color.Atomic.red50.rgba
    /// The distance labels' text.
    static let measureText = Color.Atomic.common100.rgba
}
