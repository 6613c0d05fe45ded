import CGtk
import GtkKit

/// The widget names of the products scenario (`ProductsScreen`) and of its cards
/// (`ProductCard`, whose parts each card repeats).
package enum ProductsPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The screen.
    case screen = "scenario-products"
    /// The flow box of cards.
    case grid = "product-grid"
    /// The label counting what the cart holds.
    case cartCount = "cart-count"
    /// Why the catalog could not be read.
    case problem = "products-problem"
    /// A card's image (or its placeholder).
    case image
    /// A card's wishlist button.
    case wishlist
    /// A card's badge (`NEW`, `SALE`).
    case badge
    /// The scrim over a sold-out card's image.
    case soldOut = "sold-out"
    /// A card's product name.
    case name
    /// A card's price.
    case price
    /// A card's struck-out price before the sale.
    case originalPrice = "original-price"
    /// A card's discount.
    case discount
    /// A card's stars.
    case stars
    /// A card's review count.
    case reviews
    /// A card's brand.
    case brand
    /// A card's add-to-cart button.
    case addToCart = "add-to-cart"

    /// The card of the product with `id` (`p01`, ...).
    package static func product(_ id: String) -> DerivedPartName {
        DerivedPartName("product-\(id)")
    }

    /// The column of the card states story showing the state titled `title` (`sold out`).
    package static func state(_ title: String) -> DerivedPartName {
        DerivedPartName("state-\(title.replacing(" ", with: "-"))")
    }
}
