/// The delivery screen's rules: a phone-like surface, the red delete action beside each row and
/// the empty state (the toast has its own, `ToastCSS`); colors only by `@token` reference.
enum DeliveriesCSS {
    static let rules = """
        .delivery-screen { padding: 20px 0 8px 0; border-radius: 20px; background-color: @backgroundNeutralPrimary; box-shadow: 0 0 0 1px @lineNeutralTertiary; }
        .delivery-title { margin: 0 20px; color: @foregroundNeutralPrimary; }
        .delivery-search { margin: 0 20px 4px 20px; }
        list.delivery-list > row.delivery-row { padding: 0; margin: 0; background: none; border-radius: 0; }
        list.delivery-list > row.delivery-row:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -2px; }
        button.swipe-delete {
            margin: 8px 20px 8px 0; padding: 0 12px; border: none; border-radius: 12px; box-shadow: none;
            background-image: none; background-color: @foregroundNegativePrimary; color: @staticWhite;
        }
        button.swipe-delete:dir(rtl) { margin: 8px 0 8px 20px; }
        button.swipe-delete:hover { background-image: image(alpha(@staticBlack, 0.08)); }
        button.swipe-delete:active { background-image: image(alpha(@staticBlack, 0.16)); }
        button.swipe-delete:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: 2px; }
        .delivery-empty-state { padding: 48px 20px; }
        .delivery-empty { color: @foregroundNeutralSecondary; }
        popover.delivery-menu button.delivery-menu-item { color: @foregroundNegativePrimary; }
        """
}
