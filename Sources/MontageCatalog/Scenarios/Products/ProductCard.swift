import MontageGtk
import GtkKit

/// A product card as the seed's ProductCard, from the project's components where one fits: the
/// image with a SALE or NEW badge and a wishlist IconButton over it, the brand, the name on one
/// line (ellipsized), the price with the original price struck through and the discount, the
/// star rating and review count, and a Montage Button adding it to the cart. Sold out, the image
/// dims under 품절 and the button is disabled. A press shows on the whole card.
@MainActor
final class ProductCard {
    /// The card (named `product-<id>`, class `product-card`).
    let widget: WidgetPointer
    /// The wishlist button.
    let wishlistButton: WidgetPointer
    /// The add-to-cart button.
    let cartButton: WidgetPointer
    /// The product shown.
    let product: Product
    private let wishlistView: IconButtonView

    /// The card of `product`; `onWishlist` and `onAdd` are called on the buttons.
    init(_ product: Product, wishlisted: Bool, onWishlist: @escaping @MainActor () -> Void, onAdd: @escaping @MainActor () -> Void) {
        self.product = product
        wishlistView = IconButtonView(IconButton(wishlisted ? .heartFill : .heart).size(.small))
        wishlistButton = wishlistView.widget.named(ProductsPart.wishlist).classes(["wishlist-button"]).align(.end, .start)

        let image = Self.image(product)
        let media = Gtk.Overlay().widget.classes(["product-media"]).size(height: 132)
        Gtk.Overlay(media).child = image
        if let badge = product.badge {
            let label = Build.label(badge, classes: ["typo-caption2", "weight-bold", "product-badge", badge == "SALE" ? "sale" : "new"]).named(ProductsPart.badge)
            Gtk.Overlay(media).addOverlay(label.align(.start, .start))
        }
        if product.isSoldOut {
            let scrim = Build.vbox(classes: ["sold-out-scrim"], [Build.label("품절", classes: ["typo-body2", "weight-bold"]).align(.center, .center).expand(horizontal: true, vertical: true)])
            Gtk.Overlay(media).addOverlay(scrim.named(ProductsPart.soldOut))
        }
        Gtk.Overlay(media).addOverlay(wishlistButton)

        let name = Build.label(product.name, classes: ["typo-label1", "weight-bold", "product-name"]).named(ProductsPart.name)
        Gtk.Label(name).ellipsize = .end
        Gtk.Label(name).isSingleLineMode = true
        Gtk.Label(name).maxWidthChars = 8  // asks for little: the card's width decides
        name.tooltip(product.name)
        var priceRow = [Build.label(Product.won(product.price), classes: ["typo-headline2", "weight-bold", "product-price"]).named(ProductsPart.price)]
        if let original = product.originalPrice {
            let struck = Build.label(Product.won(original), classes: ["typo-caption1", "weight-regular", "product-original-price"]).named(ProductsPart.originalPrice)
            Gtk.Label(struck).setStyles([.strikethrough])
            priceRow.append(struck)
        }
        if let discount = product.discountRate {
            priceRow.append(Build.label("\(discount)%", classes: ["typo-caption1", "weight-bold", "product-discount"]).named(ProductsPart.discount))
        }
        // The prices wrap in a narrow card (the original price and discount go under the price),
        // sitting on a common bottom line.
        for label in priceRow { label.valign = .end }
        let prices = WrapRow(spacing: 4, priceRow).widget
        let rating = Build.hbox(spacing: 4, [
            StarRating.make(rating: product.rating),
            Build.label("(\(product.reviewCount))", classes: ["typo-caption2", "weight-regular", "product-reviews"]).named(ProductsPart.reviews),
        ])
        let info = Build.vbox(spacing: 4, classes: ["product-info"], [
            Self.ellipsized(Build.label(product.brand, classes: ["typo-caption1", "weight-regular", "product-brand"]).named(ProductsPart.brand)),
            name, prices, rating,
        ])
        cartButton = ButtonView(Button(title: product.isSoldOut ? "품절" : "장바구니 담기", color: .primary, handler: onAdd).size(.small)).widget.named(ProductsPart.addToCart)
        cartButton.halign = .fill
        if product.isSoldOut { cartButton.isSensitive = false }
        widget = Build.vbox(classes: ["product-card"], [media, info, Build.vbox(classes: ["product-actions"], [cartButton])]).named(ProductsPart.product(product.id))
        widget.overflow = .hidden
        widget.accessibleLabel(Self.summary(product))
        Signal.connect(wishlistButton, "clicked") { onWishlist() }
        setWishlisted(wishlisted)
        installPress()
        Retention.attach(self, to: widget)
    }

    /// Shows the wishlist state: a filled red heart when on.
    func setWishlisted(_ on: Bool) {
        wishlistView.update(IconButton(on ? .heartFill : .heart).size(.small))
        if on { wishlistButton.classes(["wishlisted"]) } else { wishlistButton.removeClasses(["wishlisted"]) }
        wishlistButton.tooltip(on ? "위시리스트에서 빼기" : "위시리스트에 담기")
        wishlistButton.accessibleLabel(on ? "\(product.name) 위시리스트에서 빼기" : "\(product.name) 위시리스트에 담기")
    }

    private static func ellipsized(_ label: WidgetPointer) -> WidgetPointer {
        Gtk.Label(label).ellipsize = .end
        Gtk.Label(label).maxWidthChars = 8
        return label
    }

    /// What a screen reader says of the card.
    static func summary(_ product: Product) -> String {
        var parts = [product.brand, product.name, Product.won(product.price)]
        if let discount = product.discountRate { parts.append("\(discount)% 할인") }
        parts.append("별점 \(product.rating), 리뷰 \(product.reviewCount)개")
        if product.isSoldOut { parts.append("품절") }
        return parts.joined(separator: ", ")
    }

    /// The product image filling its area (cover: cropped, never stretched), painted so the
    /// card asks for the card's width, not the image's; Montage's image placeholder when the
    /// file is missing or unreadable.
    private static func image(_ product: Product) -> WidgetPointer {
        guard let image = decoded(product.imageName) else {
            return Build.vbox(classes: ["product-image-missing"], [
                IconView.make(.image, size: 32, color: .semantic(.foregroundNeutralQuaternary)).align(.center, .center).expand(horizontal: true, vertical: true),
            ]).named(ProductsPart.image)
        }
        let area = Gtk.DrawingArea(width: 1, height: 132) { cairo, width, height in  // as wide as the card makes it
            let imageWidth = Double(image.width), imageHeight = Double(image.height)
            let scale = max(Double(width) / imageWidth, Double(height) / imageHeight)
            cairo.translate((Double(width) - imageWidth * scale) / 2, (Double(height) - imageHeight * scale) / 2)
            cairo.scale(scale, scale)
            cairo.paint(image)
        }.widget
        area.hexpand = true
        area.accessibleLabel(product.name)
        return area.classes(["product-image"]).named(ProductsPart.image)
    }

    /// Shows the card pressed for good (the states story).
    func holdPressed() {
        heldPressed = true
        widget.classes(["pressed"])
    }
    private var heldPressed = false

    /// The sample images decoded so far: a grid shows the same few images on many cards.
    private static var images: [String: ImageSurface] = [:]

    /// The decoded image of `name` in resources/samples (nil when missing or unreadable).
    private static func decoded(_ name: String) -> ImageSurface? {
        if let known = images[name] { return known }
        guard let image = ImageSurface(png: (ResourcePaths.root ?? "resources") + "/samples/" + name) else { return nil }
        images[name] = image
        return image
    }

    /// A press shows on the whole card (class `pressed` while the pointer is down on it).
    private func installPress() {
        let click = widget.addController(.click(button: 1), phase: .capture)
        Signal.connect(click, "pressed") { [weak self] in self?.showPressed(true) }
        Signal.connect(click, "released") { [weak self] in self?.showPressed(false) }
        Signal.connect(click, "stopped") { [weak self] in self?.showPressed(false) }
    }

    private func showPressed(_ on: Bool) {
        if on { widget.classes(["pressed"]) } else if !heldPressed { widget.removeClasses(["pressed"]) }
    }
}
