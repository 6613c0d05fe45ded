import GtkKit

/// TextField rules (§4.2–4.5): the field box's padding, radius, border (inset 1pt) and focus
/// ring (4pt outside, behind), per size, status and state; the input's type; placeholder,
/// icon, clear button and trailing button; the autocompletion popup.
enum TextFieldCSS {
    /// The field's surface: the material's tint over the page (GTK has no blur), per scheme.
    static func definitions(for scheme: ColorScheme) -> String {
        let surface = scheme == .light ? Color.Atomic.common100.rgba.withAlpha(0.74) : Color.Atomic.coolNeutral17.rgba.withAlpha(0.61)
        return "@define-color textFieldSurface \(surface.css);"
    }

    /// The rules with the input's type and its captions' line boxes drawn at
    /// `textScale` times the tokens; the field's box keeps the spec's size.
    static func rules(textScale: Double = 1) -> String {
        let caption = TypographyCSS.px(Typography.Variant.caption1.lineHeight * textScale)
        var lines = [
            ".text-field { background-color: @textFieldSurface; box-shadow: inset 0 0 0 1px @lineNeutralSecondary; }",
            ".text-field.status-negative { box-shadow: inset 0 0 0 1px @lineNegativePrimary; }",
            ".text-field.focused { box-shadow: inset 0 0 0 1px @lineBrandStrong, 0 0 0 4px @lineBrandFocus; }",
            ".text-field.focused.status-negative { box-shadow: inset 0 0 0 1px @lineNegativeStrong, 0 0 0 4px @lineNegativeFocus; }",
            ".text-field:disabled { background-color: @surfaceNeutralTertiary; box-shadow: inset 0 0 0 1px @lineNeutralSecondary; }",
            ".text-field-content { padding: 0 4px; }",
            "entry.montage-entry { background: none; border: none; box-shadow: none; outline: none; padding: 0 4px; margin: 0; min-height: 0; caret-color: @surfaceBrandPrimary; font-family: \(TypographyCSS.fontFamily); font-weight: 400; letter-spacing: 0; }",
            "entry.montage-entry, entry.montage-entry:disabled, entry.montage-entry > text { color: @foregroundNeutralPrimary; }",
            "entry.montage-entry > text > placeholder { color: @foregroundNeutralTertiary; }",
            "entry.montage-entry:disabled > text > placeholder { color: @foregroundDisablePrimary; }",
            "entry.montage-entry > text > selection { background-color: alpha(@surfaceBrandPrimary, 0.24); color: @foregroundNeutralPrimary; }",
            "entry.montage-entry > image { -gtk-icon-size: 16px; color: @foregroundNeutralTertiary; margin-left: 4px; }",
            "image.field-icon, image.field-icon:disabled { color: @foregroundNeutralTertiary; }",
            "image.field-icon.field-icon-large { margin: 2px; }",
            "image.field-icon.field-icon-medium { margin: 1px; }",
            "button.clear-button { color: @foregroundNeutralQuaternary; }",
            "button.text-field-button { min-width: 0; min-height: 0; background: none; border: none; outline: none; box-shadow: inset 0 0 0 1px @lineNeutralSecondary; color: @foregroundNeutralPrimary; text-shadow: none; }",
            "button.text-field-button > label { line-height: \(caption); }",
            "button.text-field-button:active { background-image: image(alpha(@foregroundNeutralPrimary, 0.09)); }",
            "button.text-field-button:disabled { color: @foregroundDisablePrimary; background-image: none; }",
            "button.text-field-button:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: 1px; }",
            "popover.autocomplete { background: none; box-shadow: none; padding: 0; margin: 0; font-family: \(TypographyCSS.fontFamily); color: @foregroundNeutralPrimary; }",
            "popover.autocomplete > contents { background: none; box-shadow: none; padding: 0; margin: 0; border: none; border-radius: 12px; }",
            ".autocomplete-frame { background-color: @backgroundNeutralPrimary; border-radius: 12px; box-shadow: inset 0 0 0 1px @lineNeutralTertiary; }",
            ".autocomplete-list { padding: 8px 20px; }",
            "label.autocomplete-section-title { color: @foregroundNeutralTertiary; background-color: @surfaceElevatedPrimary; padding: 4px 1px; line-height: \(caption); }",
            "label.autocomplete-section-title.sticky { margin: 8px 20px 0 20px; }",
            ".autocomplete-item { border-radius: 8px; }",
            ".autocomplete-item.highlighted { background-color: @surfaceNeutralSecondary; }",
        ]
        for size in TextField.Size.allCases {
            let padding = Int(size.padding), inner = Int(size.minHeight - 2 * size.padding)
            let button = size.trailingButton
            lines.append(".text-field.size-\(size.rawValue) { padding: \(padding)px; min-height: \(inner)px; border-radius: \(Int(size.radius))px; }")
            lines.append(".text-field.size-\(size.rawValue) .text-field-content { min-height: \(Int(size.contentMinHeight))px; }")
            lines.append("entry.montage-entry.size-\(size.rawValue) { font-size: \(TypographyCSS.px(size.inputVariant.size * textScale)); }")
            lines.append(".text-field.size-\(size.rawValue) button.text-field-button { padding: \(Int(button.vertical))px \(Int(button.horizontal))px; border-radius: \(Int(button.radius))px; }")
        }
        return lines.joined(separator: "\n")
    }
}
