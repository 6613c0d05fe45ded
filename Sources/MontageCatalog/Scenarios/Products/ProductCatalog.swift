/// The product grid's state apart from its widgets: the products, the wishlist (kept as the
/// cards come and go) and the cart.
@MainActor
final class ProductCatalog {
    /// Every product, in order.
    let products: [Product]
    /// The wishlisted products' ids.
    private(set) var wishlist: Set<String> = []
    /// How many of each product are in the cart.
    private(set) var cart: [String: Int] = [:]

    init(_ products: [Product]) { self.products = products }

    /// Whether `id` is wishlisted.
    func isWishlisted(_ id: String) -> Bool { wishlist.contains(id) }

    /// Adds `id` to the wishlist or takes it out; returns the new state.
    @discardableResult
    func toggleWishlist(_ id: String) -> Bool {
        if wishlist.remove(id) == nil { wishlist.insert(id) }
        return wishlist.contains(id)
    }

    /// Puts one `id` in the cart (not when sold out); returns whether it went in.
    @discardableResult
    func addToCart(_ id: String) -> Bool {
        guard let product = products.first(where: { $0.id == id }), !product.isSoldOut else { return false }
        cart[id, default: 0] += 1
        return true
    }

    /// How many items the cart holds.
    var cartCount: Int { cart.values.reduce(0, +) }
}
