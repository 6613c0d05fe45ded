import MontageGtk
import GtkKit

extension Int {
    /// The number with a comma every three digits (`12,345`), as Korean screens show counts and prices.
    var grouped: String {
        let digits = String(magnitude)
        var text = self < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

extension RGBA {
    /// Makes this color the source of `cairo` (for what the pages paint: swatches, stars).
    package func setSource(on cairo: Cairo) {
        cairo.setColor(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }
}
