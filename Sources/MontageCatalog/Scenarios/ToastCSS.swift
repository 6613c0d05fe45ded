/// The toast's rules: an inverse surface with a soft shadow, its message and its action in the
/// inverse colors; colors only by `@token` reference. `Toast` registers them.
enum ToastCSS {
    static let rules = """
        .toast { margin: 0 16px 16px 16px; padding: 10px 12px 10px 20px; border-radius: 12px; background-color: @surfaceNeutralInverse; box-shadow: 0 4px 12px alpha(@staticBlack, 0.16); }
        .toast-message { color: @foregroundNeutralInverse; }
        .toast button.toast-action { color: @foregroundBrandInverse; }
        """
}
