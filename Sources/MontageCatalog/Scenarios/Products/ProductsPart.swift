import GtkKit

/// The widget names of the products scenario (`ProductsScreen`) and of its cards
/// (`ProductCard`, whose parts each card repeats).
///
/// Its parts: `screen` the screen; `grid` the flow box of cards; `cartCount` the label counting
/// what the cart holds; `problem` Why the catalog could not be read; `image` a card's image (or its
/// placeholder); `wishlist` a card's wishlist button; `badge` a card's badge (`NEW`, `SALE`);
/// `soldOut` the scrim over a sold-out card's image; `name` a card's product name; `price` a card's
/// price; `originalPrice` a card's struck-out price before the sale; `discount` a card's discount;
/// `stars` a card's stars; `reviews` a card's review count; `brand` a card's brand; `addToCart` a
/// card's add-to-cart button.
package enum ProductsPart: String, CaseIterable, Sendable, WidgetPartName {
    case screen = "scenario-products", grid = "product-grid", cartCount = "cart-count",
         problem = "products-problem", image, wishlist, badge, soldOut = "sold-out", name, price,
         originalPrice = "original-price", discount, stars, reviews, brand, addToCart = "add-to-cart"

    /// The card of the product with `id` (`p01`, ...).
    package static func product(_ id: String) -> DerivedPartName { DerivedPartName("product-\(id)") }

    /// The column of the card states story showing the state titled `title` (`sold out`).
    package static func state(_ title: String) -> DerivedPartName { DerivedPartName("state-\(title.replacing(" ", with: "-"))") }
}
