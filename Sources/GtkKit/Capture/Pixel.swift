import CGtk
/// A straight (unpremultiplied) 8-bit RGBA pixel read back from a rendered texture.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// The channels, 0–255, alpha not premultiplied.
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    /// A pixel from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// The largest difference of any channel between two pixels.
    @inline(__always)
    public func distance(to other: Pixel) -> Int {
        max(max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green))),
            max(abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha))))
    }
    /// The description under the label (nil: none).
    public var description: String {
        "#" + [red, green, blue, alpha].map { String($0, radix: 16).leftPadded(2) }.joined().uppercased()
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
