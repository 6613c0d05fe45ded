import MontageGtk
import GtkKit

/// The product stories of seed 003: the grid, and one card in each state.
@MainActor
enum ProductsStories {
    static let grid = Story.scenario(id: "scenario-products", title: tr("Products"), width: 760, stylesheet: ("products", ProductsCSS.rules),
                                     subtitle: tr("Seed 003: product cards in a grid whose columns follow the width; arrows move between cards, the heart keeps its state, the cart counts.")) { events in
        [ProductsScreen(events: events).widget]
    }

    static let states = Story.scenario(id: "scenario-product-states", title: tr("Product card states"), width: 760, stylesheet: ("products", ProductsCSS.rules),
                                       subtitle: tr("Normal, pressed, wishlisted and sold out, each held in its state.")) { _ in
        let catalog = ProductCatalog(Product.load(from: Product.samplePath).products)
        // The states by their names (not translated, as on the other state pages).
        let pick: [(String, String)] = [("normal", "p01"), ("pressed", "p03"), ("wishlisted", "p06"), ("sold out", "p07")]
        var columns: [WidgetPointer] = []
        for (title, id) in pick {
            guard let product = catalog.products.first(where: { $0.id == id }) else { continue }
            let card = ProductCard(product, wishlisted: title == "wishlisted", onWishlist: {}, onAdd: {})
            card.widget.size(width: 184)
            if title == "pressed" { card.holdPressed() }
            columns.append(Build.vbox(spacing: 8, [Build.label(title, classes: ["typo-label2", "weight-bold", "control-heading"]), card.widget]).named(ProductsPart.state(title)))
        }
        return [WrapRow(spacing: 16, columns).widget]
    }
}
