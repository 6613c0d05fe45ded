import Glibc
import Montage
import MontageCatalog

/// WCAG 2.x contrast: the relative luminance of sRGB colors, the ratio of two, and the level a
/// ratio passes for text. Translucent text is first composited over its background, as it shows.
package enum ContrastRatio {
    /// The relative luminance of an opaque color (0 black ... 1 white): each channel linearized
    /// (c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4), weighted 0.2126 R + 0.7152 G +
    /// 0.0722 B. (WCAG 2.x writes 0.03928; no 8-bit value lies between the two thresholds.)
    static func luminance(_ color: RGBA) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `(L1 + 0.05) / (L2 + 0.05)`, the lighter luminance over the darker: 1 ... 21. `text` is
    /// composited over `background` first; `background` is taken as opaque.
    package static func ratio(text: RGBA, background: RGBA) -> Double {
        let base = background.withAlpha(1)
        let a = luminance(composite(text, over: base)), b = luminance(base)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `top` over `bottom` (source-over, straight alpha), rounded to 8-bit channels as a display
    /// shows it.
    package static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ t: UInt8, _ b: UInt8) -> UInt8 {
            let value = (Double(t) * top.alpha + Double(b) * bottom.alpha * (1 - top.alpha)) / alpha
            return UInt8(min(max(value.rounded(), 0), 255))
        }
        return RGBA(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                    blue: channel(top.blue, bottom.blue), alpha: alpha)
    }

    /// Whether text of `size` pixels and CSS `weight` is large for WCAG: 18 pt (24 px), or 14 pt
    /// (18.66 px) bold.
    package static func isLargeText(size: Double, weight: Int) -> Bool {
        size >= 24 || (size >= 18.66 && weight >= 700)
    }

    /// The ratio text needs for AA: 4.5:1, or 3:1 when it is large.
    package static func needed(large: Bool) -> Double { large ? 3 : 4.5 }

    /// The WCAG 2.x level a ratio reaches for text of its size.
    package enum Level: Equatable {
        /// AAA: 7:1 and above (4.5:1 for large text).
        case aaa
        /// AA: 4.5:1 and above (3:1 for large text).
        case aa
        /// Below AA for text of its size.
        case fails

        /// The level `ratio` reaches for text that is `large` or not.
        package init(ratio: Double, large: Bool) {
            self = ratio >= (large ? 4.5 : 7) ? .aaa : ratio >= ContrastRatio.needed(large: large) ? .aa : .fails
        }
    }

    /// `ratio` as people read it, never rounded up past a threshold: 4.499 shows 4.49, not 4.50.
    package static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100 + 1e-9).rounded(.down))
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100):1"
    }
}
