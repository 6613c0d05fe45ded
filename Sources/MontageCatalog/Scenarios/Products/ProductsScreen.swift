import MontageGtk
import GtkKit

/// The product grid of seed 003: cards in a GtkFlowBox whose column count follows the width
/// (two on a phone, more as the window widens), moved through with the arrow keys (Enter opens
/// a card), the wishlist and cart kept in `ProductCatalog` and the cart count in the header.
@MainActor
final class ProductsScreen {
    /// The screen (named `scenario-products`).
    let widget: WidgetPointer
    /// The state shown.
    let catalog: ProductCatalog
    /// The grid (a GtkFlowBox named `product-grid`).
    let grid: WidgetPointer
    /// The cards by product id.
    private(set) var cards: [String: ProductCard] = [:]
    private let cartLabel: WidgetPointer

    /// Where the screen's callbacks are reported.
    private let events: StoryEvents

    /// A screen over the products of `path` (the shipped samples by default).
    init(path: String = Product.samplePath, events: StoryEvents = .unheard()) {
        self.events = events
        let (products, problem) = Product.load(from: path)
        if let problem { StandardError.write("montage-gallery: " + tr("warning: products: %s", problem)) }
        catalog = ProductCatalog(products)
        grid = Gtk.FlowBox().widget.classes(["product-grid"]).named(ProductsPart.grid)
        Gtk.FlowBox(grid).selectionMode = .none
        Gtk.FlowBox(grid).isHomogeneous = true
        Gtk.FlowBox(grid).minChildrenPerLine = 2
        Gtk.FlowBox(grid).maxChildrenPerLine = 8
        Gtk.FlowBox(grid).columnSpacing = 8
        Gtk.FlowBox(grid).rowSpacing = 16
        grid.accessibleLabel("추천 상품")
        cartLabel = Build.label("", classes: ["typo-label1", "weight-medium", "product-cart-count"]).named(ProductsPart.cartCount)
        let header = Build.hbox(spacing: 8, [
            Build.label("추천 상품", classes: ["typo-title2", "weight-bold", "products-title"]).expand(horizontal: true),
            cartLabel.align(nil, .center),
        ])
        var children = [header]
        if let problem, products.isEmpty {
            children.append(Build.paragraph("상품을 불러오지 못했어요.\n\(problem)", classes: ["typo-body2", "weight-regular", "delivery-empty"]).named(ProductsPart.problem))
        }
        widget = Build.vbox(spacing: 16, classes: ["products-screen"], children + [grid]).named(ProductsPart.screen)
        for product in products {
            let card = makeCard(product).widget
            Gtk.FlowBox(grid).append(card)
            // The flow box's cell around the card is the focus stop: named by the product.
            if let cell = card.parent { cell.accessibleLabel(product.name) }
        }
        Signal.connect(grid, "child-activated") { [weak self] args in
            guard let self, let child = args.pointer(1) else { return nil }
            let card = child.widget.firstChild
            if let card, let product = self.cards.values.first(where: { $0.widget == card })?.product {
                events.record("product open", value: product.name)
            }
            return nil
        }
        refreshCart()
        Retention.attach(self, to: widget)
    }

    private func makeCard(_ product: Product) -> ProductCard {
        let card = ProductCard(product, wishlisted: catalog.isWishlisted(product.id), onWishlist: { [weak self] in
            guard let self else { return }
            let on = self.catalog.toggleWishlist(product.id)
            self.cards[product.id]?.setWishlisted(on)
            events.record("product wishlist", value: "\(product.name) \(on)")
        }, onAdd: { [weak self] in
            guard let self, self.catalog.addToCart(product.id) else { return }
            self.refreshCart()
            events.record("product addToCart", value: product.name)
        })
        cards[product.id] = card
        return card
    }

    private func refreshCart() {
        let count = catalog.cartCount
        Gtk.Label(cartLabel).text = count == 0 ? "장바구니 비어 있음" : "장바구니 \(count)개"
    }

    /// How many cards sit on the first line of the grid (for tests).
    var columns: Int {
        guard let first = Gtk.FlowBox(grid).child(at: 0) else { return 0 }
        let firstTop = first.widget.bounds(in: grid)?.y ?? 0
        var count = 0
        var index: Int32 = 0
        while let child = Gtk.FlowBox(grid).child(at: index) {
            if (child.widget.bounds(in: grid)?.y ?? 0) == firstTop { count += 1 }
            index += 1
        }
        return count
    }
}
