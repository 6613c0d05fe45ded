/// The product cards' rules: a surface card with the seed's 14 px corners and soft shadow, the
/// SALE and NEW badges, the sold-out scrim, prices and the pressed card; colors by `@token` only.
/// The focused card wears the gallery's ring (2 px foregroundBrandPrimary) hugging it 1 px out,
/// as the buttons' rings do, and only while the card itself has the focus: a focused control in
/// it shows its own ring, alone.
enum ProductsCSS {
    static let rules = """
        .products-title { color: @foregroundNeutralPrimary; }
        .product-cart-count { color: @foregroundNeutralSecondary; }
        flowbox.product-grid > flowboxchild { padding: 4px; border-radius: 18px; transition: none; }
        flowbox.product-grid > flowboxchild:focus-visible { outline: none; }
        flowbox.product-grid > flowboxchild:focus:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -3px; }
        .product-card {
            border-radius: 14px; background-color: @surfaceNeutralPrimary;
            box-shadow: 0 2px 8px alpha(@staticBlack, 0.08), 0 0 0 1px @lineNeutralTertiary;
        }
        .product-card.pressed { transform: scale(0.97); background-image: image(alpha(@foregroundNeutralPrimary, 0.04)); }
        .product-media { background-color: @surfaceNeutralTertiary; }
        .product-image-missing { background-color: @surfaceNeutralTertiary; }
        .product-badge { margin: 8px; padding: 3px 6px; border-radius: 6px; color: @staticWhite; }
        .product-badge:dir(rtl) { margin: 8px; }
        .product-badge.sale { background-color: @foregroundNegativePrimary; }
        .product-badge.new { background-color: @foregroundPositivePrimary; }
        .sold-out-scrim { background-color: alpha(@staticBlack, 0.48); color: @staticWhite; }
        button.wishlist-button { margin: 4px; color: @foregroundNeutralTertiary; background-color: alpha(@surfaceNeutralPrimary, 0.72); border-radius: 16px; }
        button.wishlist-button.wishlisted { color: @foregroundNegativePrimary; }
        .product-info { padding: 10px 10px 8px 10px; }
        .product-brand { color: @foregroundNeutralSecondary; }
        .product-name { color: @foregroundNeutralPrimary; }
        .product-price { color: @foregroundNeutralPrimary; }
        .product-original-price, .product-reviews { color: @foregroundNeutralSecondary; }
        .product-discount { color: @foregroundNegativePrimary; }
        .product-actions { padding: 0 10px 10px 10px; }
        .star-rating:dir(rtl) { transform: scale(-1, 1); }
        """
}
