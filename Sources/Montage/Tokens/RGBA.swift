/// An sRGB color with 8-bit channels and a fractional alpha (0...1).
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red channel, 0...255.
    public var red: UInt8
    /// Green channel, 0...255.
    public var green: UInt8
    /// Blue channel, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A color from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(max(alpha, 0), 1)
    }

    /// An opaque color from 0xRRGGBB.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// The same RGB with its alpha replaced ("alpha := a" in the spec).
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same RGB with its alpha multiplied ("× a" in the spec).
    public func multipliedAlpha(_ factor: Double) -> RGBA {
        withAlpha(alpha * factor)
    }

    /// `#RRGGBB` for an opaque color, `#RRGGBBAA` otherwise (alpha rounded to 8 bits).
    public var hexString: String {
        let rgb = [red, green, blue].map(Self.hexByte).joined()
        return alpha >= 1 ? "#\(rgb)" : "#\(rgb)\(Self.hexByte(alpha8))"
    }

    /// Alpha as 0...255, rounded to nearest.
    public var alpha8: UInt8 { UInt8((alpha * 255).rounded()) }

    /// A CSS color, `rgba(r,g,b,a)` with the alpha to four decimals.
    public var css: String {
        let a = (alpha * 10_000).rounded() / 10_000
        return "rgba(\(red),\(green),\(blue),\(a))"
    }

    /// The color as `hexString`.
    public var description: String { hexString }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}
