import GtkKit
import MontageGtk

/// The widget names of the token pages' parts: the color swatches and the typography samples.
package enum TokensPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The badge a swatch shows once it has copied.
    case swatchCopied = "swatch-copied"

    /// The swatch button of the color token named `token` (`staticWhite`, `blue50`, ...).
    package static func swatch(_ token: String) -> DerivedPartName { DerivedPartName("swatch-\(token)") }

    /// The typography page's sample of `variant` in `weight`.
    package static func sample(_ variant: Typography.Variant, _ weight: Typography.Weight) -> DerivedPartName { DerivedPartName("sample-\(variant.rawValue)-\(weight.rawValue)") }
}
