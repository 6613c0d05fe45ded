import GtkKit

/// Button, text button and icon button rules: sizes from the core's size tables, colors per
/// variant and color, pressed overlays (`image(color)` layered over the fill).
enum ButtonCSS {
    private static func overlay(_ token: String, _ alpha: Double) -> String {
        "background-image: image(alpha(@\(token), \(alpha)));"
    }

    static func rules(textScale: Double = 1) -> String {
        let reset = "min-width: 0; min-height: 0; border: none; box-shadow: none; background-image: none; outline: none; text-shadow: none; -gtk-icon-shadow: none; transition: none;"
        var lines = [
            "button.montage-button, button.montage-text-button, button.montage-icon-button { \(reset) }",

            "button.button-solid.button-primary { background-color: @surfaceBrandPrimary; color: @staticWhite; }",
            "button.button-solid.button-assistive { background-color: @surfaceNeutralSecondary; color: @foregroundNeutralSecondary; }",
            "button.button-solid.button-negative { background-color: alpha(@foregroundNegativePrimary, 0.12); color: @foregroundNegativeStrong; }",
            "button.button-outlined { background-color: transparent; box-shadow: inset 0 0 0 1px @lineNeutralSecondary; }",
            "button.button-outlined.button-primary, button.button-outlined.button-negative { color: @surfaceBrandPrimary; }",
            "button.button-outlined.button-assistive { color: @foregroundNeutralPrimary; }",
            "button.button-solid.button-primary:active, button.button-solid.button-negative:active { \(overlay("foregroundNeutralPrimary", 0.18)) }",
            "button.button-solid.button-assistive:active { \(overlay("foregroundNeutralPrimary", 0.12)) }",
            "button.button-outlined.button-primary:active, button.button-outlined.button-negative:active { \(overlay("surfaceBrandPrimary", 0.12)) }",
            "button.button-outlined.button-assistive:active { \(overlay("foregroundNeutralPrimary", 0.09)) }",
            "button.button-solid:disabled { background-color: @surfaceDisablePrimary; background-image: none; color: @foregroundDisablePrimary; }",
            "button.button-outlined:disabled { background-image: none; color: @foregroundDisablePrimary; }",
            "button.montage-button:focus-visible, button.montage-icon-button:focus-visible, button.montage-text-button:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: 1px; }",

            "button.montage-text-button { padding: 0; background-color: transparent; }",

            "button.text-button-primary { color: @surfaceBrandPrimary; }",
            "button.text-button-assistive { color: @foregroundNeutralTertiary; }",
            "button.montage-text-button:disabled { color: @foregroundDisablePrimary; }",

            "button.montage-icon-button { padding: 0; background-color: transparent; color: @foregroundNeutralPrimary; }",
            "button.montage-icon-button:active { \(overlay("foregroundNeutralPrimary", 0.09)) }",
            "button.montage-icon-button:disabled { color: @foregroundDisablePrimary; background-image: none; }",
        ]
        for size in Button.Size.allCases {
            let (v, h) = size.padding
            let content = Int(size.contentMinHeight)
            lines.append("button.montage-button.button-\(size.rawValue) { padding: \(Int(v))px \(Int(h))px; border-radius: \(Int(size.radius))px; }")
            lines.append("button.montage-button.button-\(size.rawValue) > label { min-height: \(content)px; line-height: \(Int(size.typography.naturalLineHeight(scale: textScale)))px; }")
        }
        for size in TextButton.Size.allCases {
            let (h, v) = size.overlayOutset
            // The highlight is the button's own box grown by negative margins; padding keeps the
            // text where it was, so the layout size stays the text's.
            lines.append("button.text-button-\(size.rawValue) { margin: -\(Int(v))px -\(Int(h))px; padding: \(Int(v))px \(Int(h))px; border-radius: \(Int(size.overlayRadius))px; }")
            lines.append("button.text-button-\(size.rawValue) > label { min-height: \(Int(size.contentMinHeight))px; line-height: \(Int(size.typography.naturalLineHeight(scale: textScale)))px; }")
            lines.append("button.text-button-assistive.text-button-\(size.rawValue):active { \(overlay("foregroundNeutralPrimary", 0.09)) }")
            lines.append("button.text-button-primary.text-button-\(size.rawValue):active { \(overlay("surfaceBrandPrimary", 0.12)) }")
        }
        for size in IconButton.Size.allCases {
            // The box by CSS, not a size request: a size request would also hold the margins
            // that let a ListCell's trailing icon button overflow its 20×20 place.
            let side = Int(size.container)
            lines.append("button.icon-button-\(size.rawValue) { border-radius: \(Int(size.radius))px; min-width: \(side)px; min-height: \(side)px; }")
        }
        lines.append("button.montage-text-button:disabled, button.montage-button:disabled:active { background-image: none; }")
        return lines.joined(separator: "\n")
    }
}
