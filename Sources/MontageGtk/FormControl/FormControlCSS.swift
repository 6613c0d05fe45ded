import GtkKit

/// FormControl rules (§5.2): label secondary bold, required mark negative medium, message
/// caption1 in the status color; label row and footer padded 2 on each side. (T) texts keep the
/// natural line box of their variant.
enum FormControlCSS {
    static func rules(textScale: Double = 1) -> String {
        """
        .form-label-row { padding: 0 2px; }
        .form-footer { padding: 0 2px; }
        label.form-label { color: @foregroundNeutralSecondary; }
        label.required-mark { color: @foregroundNegativePrimary; }
        .form-control label.typo-label1.form-label, .form-control label.typo-label1.required-mark { line-height: \(Int(Typography.Variant.label1.naturalLineHeight(scale: textScale)))px; }
        .form-control label.typo-label2.form-label, .form-control label.typo-label2.required-mark { line-height: \(Int(Typography.Variant.label2.naturalLineHeight(scale: textScale)))px; }
        label.form-message { line-height: \(Int(Typography.Variant.caption1.naturalLineHeight(scale: textScale)))px; }
        """
    }
}
