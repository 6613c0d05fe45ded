import CGtk
import GtkKit
import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest

/// Montage's colors as a capture shows them: tokens in a scheme, a known background to render
/// over, compositing, and the comparison of a rendered pixel (or a color GTK resolved) with
/// the color the spec gives.
@MainActor
public enum ColorProbe {
    /// The semantic token in `scheme`.
    public static func token(_ token: Color.Semantic, _ scheme: ColorScheme) -> RGBA {
        token.resolved(in: scheme)
    }

    /// A `montage-surface` box (backgroundNeutralPrimary) holding `child` at its top left, so a
    /// render of the box shows the child composited over a known background.
    public static func surface(_ child: WidgetPointer) -> WidgetPointer {
        gtk_widget_set_halign(child, GTK_ALIGN_START)
        gtk_widget_set_valign(child, GTK_ALIGN_START)
        return Build.vbox(classes: ["montage-surface"], [child])
    }

    /// The page background (backgroundNeutralPrimary) of `surface(_:)` in `scheme`.
    public static func background(_ scheme: ColorScheme) -> RGBA {
        Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
    }

    /// `top` composited over `bottom` (source-over); opaque when `bottom` is.
    public static func blend(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let a = top.alpha + bottom.alpha * (1 - top.alpha)
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(((Double(t) * top.alpha + Double(b) * bottom.alpha * (1 - top.alpha)) / a).rounded())
        }
        return RGBA(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                    blue: channel(top.blue, bottom.blue), alpha: a)
    }

    /// A color as the straight pixel a renderer writes for it.
    public static func pixel(_ color: RGBA) -> Pixel {
        Pixel(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha8)
    }

    /// The largest channel difference between a rendered pixel and a color, compared
    /// premultiplied (so a faint translucent fill is not judged by its imprecise straight RGB).
    public static func distance(_ pixel: Pixel, _ color: RGBA) -> Int {
        let pa = Double(pixel.alpha) / 255
        func premultiplied(_ c: UInt8, _ alpha: Double) -> Double { Double(c) * alpha }
        let diffs = [
            abs(premultiplied(pixel.red, pa) - premultiplied(color.red, color.alpha)),
            abs(premultiplied(pixel.green, pa) - premultiplied(color.green, color.alpha)),
            abs(premultiplied(pixel.blue, pa) - premultiplied(color.blue, color.alpha)),
            abs(Double(pixel.alpha) - color.alpha * 255),
        ]
        return Int(diffs.max()!.rounded())
    }

    /// Asserts that a rendered pixel is `color` within `tolerance` (premultiplied channels).
    public static func assertPixel(_ pixel: Pixel, is color: RGBA, tolerance: Int = 2, _ message: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(distance(pixel, color), tolerance, "\(message): rendered \(pixel), expected \(Self.pixel(color))",
                                 file: file, line: line)
    }

    /// Asserts that every pixel of `disabled` in the `size` × `size` square at the top left is the
    /// same pixel of `enabled` at `opacity` over `page`; returns how many differ from it by more than 4.
    @discardableResult
    public static func assertDimmed(_ disabled: Texture, from enabled: Texture, to opacity: Double, over page: RGBA, size: Int,
                                    _ message: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var worst = 0, worstAt = (0, 0), changed = 0
        for y in 0..<size {
            for x in 0..<size {
                let e = enabled.pixel(x: x, y: y), shown = disabled.pixel(x: x, y: y)
                let d = distance(shown, blend(RGBA(red: e.red, green: e.green, blue: e.blue, alpha: opacity), over: page))
                if d > worst { (worst, worstAt) = (d, (x, y)) }
                if shown.distance(to: e) > 4 { changed += 1 }
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "\(message) disabled = enabled × \(opacity) over the page; worst at \(worstAt)",
                                 file: file, line: line)
        return changed
    }

    /// Asserts that a color GTK resolved is `expected` (within one 8-bit step).
    public static func assertColor(_ color: RGBA, is expected: RGBA, _ message: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(color.isClose(to: expected), "\(message): GTK has \(color), expected \(expected)", file: file, line: line)
    }
}

extension GtkTestCase {
    /// Presents `child` on a `ColorProbe.surface(_:)` and returns that surface, to render.
    @MainActor
    @discardableResult
    public func presentOnSurface(_ child: WidgetPointer, file: StaticString = #filePath, line: UInt = #line) -> WidgetPointer {
        let surface = ColorProbe.surface(child)
        present(surface, file: file, line: line)
        return surface
    }
}
