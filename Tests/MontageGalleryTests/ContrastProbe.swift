import GalleryTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// WCAG 2 contrast of a (possibly translucent) text color over an opaque background.
enum ContrastProbe {
    /// The contrast ratio (1…21) of `foreground`, composited over `background`, against it.
    static func ratio(_ foreground: RGBA, over background: RGBA) -> Double {
        func mix(_ f: UInt8, _ b: UInt8) -> Double { (Double(f) * foreground.alpha + Double(b) * (1 - foreground.alpha)) / 255 }
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double { 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) }
        let text = luminance(mix(foreground.red, background.red), mix(foreground.green, background.green), mix(foreground.blue, background.blue))
        let ground = luminance(Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
        return (max(text, ground) + 0.05) / (min(text, ground) + 0.05)
    }
}
