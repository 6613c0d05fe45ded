import MontageGtk
import GtkKit
import MontageCatalog

/// One variant of a story in the compare view: its caption and what it sets differently from
/// the window (nil: as the window is).
struct CompareVariant: Equatable {
    /// The caption over the panel ("Dark", "RTL · 150%").
    let caption: String
    /// The color scheme the panel is drawn in.
    var scheme: ColorScheme?
    /// Whether the panel is laid out right to left.
    var rightToLeft: Bool?
    /// The text scale of the panel's type tokens.
    var textScale: Double?
    /// The panel's content width in px.
    var width: Int32?
}

/// The comparisons the compare view offers: which axis its two or four panels differ on. One
/// table feeds the drop-down's titles and the panels.
package enum CompareLayout: Int, CaseIterable {
    case scheme, direction, textSize, width, schemeAndDirection

    /// The drop-down's title.
    package var title: String {
        switch self {
        case .scheme: tr("Light | Dark")
        case .direction: tr("LTR | RTL")
        case .textSize: tr("100% | 150%")
        case .width: tr("360 | 768 px")
        case .schemeAndDirection: tr("Light | Dark × LTR | RTL")
        }
    }

    /// The panels, in reading order.
    var variants: [CompareVariant] {
        switch self {
        case .scheme: [CompareVariant(caption: tr("Light"), scheme: .light), CompareVariant(caption: tr("Dark"), scheme: .dark)]
        case .direction: [CompareVariant(caption: "LTR", rightToLeft: false), CompareVariant(caption: "RTL", rightToLeft: true)]
        case .textSize: [CompareVariant(caption: "100%", textScale: 1), CompareVariant(caption: "150%", textScale: 1.5)]
        case .width: [CompareVariant(caption: "360 px", width: 360), CompareVariant(caption: "768 px", width: 768)]
        case .schemeAndDirection:
            [CompareVariant(caption: tr("Light") + " · LTR", scheme: .light, rightToLeft: false),
             CompareVariant(caption: tr("Dark") + " · LTR", scheme: .dark, rightToLeft: false),
             CompareVariant(caption: tr("Light") + " · RTL", scheme: .light, rightToLeft: true),
             CompareVariant(caption: tr("Dark") + " · RTL", scheme: .dark, rightToLeft: true)]
        }
    }
}
