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
        wishlistButton = wishlistView.widget.named(ProductsPart.wishlist).classes(["wishlist-button"]).align(GTK_ALIGN_END, GTK_ALIGN_START)

        let image = Self.image(product)
        let media = gtk_overlay_new()!.classes(["product-media"]).size(height: 132)
        Gtk.Overlay(media).child = image
        if let badge = product.badge {
            let label = Build.label(badge, classes: ["typo-caption2", "weight-bold", "product-badge", badge == "SALE" ? "sale" : "new"]).named(ProductsPart.badge)
            Gtk.Overlay(media).addOverlay(label.align(GTK_ALIGN_START, GTK_ALIGN_START))
        }
        if product.isSoldOut {
            let scrim = Build.vbox(classes: ["sold-out-scrim"], [Build.label("품절", classes: ["typo-body2", "weight-bold"]).align(GTK_ALIGN_CENTER, GTK_ALIGN_CENTER).expand(horizontal: true, vertical: true)])
            Gtk.Overlay(media).addOverlay(scrim.named(ProductsPart.soldOut))
        }
        Gtk.Overlay(media).addOverlay(wishlistButton)

        let name = Build.label(product.name, classes: ["typo-label1", "weight-bold", "product-name"]).named(ProductsPart.name)
        Gtk.Label(name).ellipsize = PANGO_ELLIPSIZE_END
        Gtk.Label(name).isSingleLineMode = true
        gtk_label_set_max_width_chars(cast(name), 8)  // asks for little: the card's width decides
        name.tooltip(product.name)
        var priceRow = [Build.label(Product.won(product.price), classes: ["typo-headline2", "weight-bold", "product-price"]).named(ProductsPart.price)]
        if let original = product.originalPrice {
            let struck = Build.label(Product.won(original), classes: ["typo-caption1", "weight-regular", "product-original-price"]).named(ProductsPart.originalPrice)
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1))
            Gtk.Label(struck).attributes = attributes
            pango_attr_list_unref(attributes)
            priceRow.append(struck)
        }
        if let discount = product.discountRate {
            priceRow.append(Build.label("\(discount)%", classes: ["typo-caption1", "weight-bold", "product-discount"]).named(ProductsPart.discount))
        }
        // The prices wrap in a narrow card (the original price and discount go under the price),
        // sitting on a common bottom line.
        for label in priceRow { gtk_widget_set_valign(label, GTK_ALIGN_END) }
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
        gtk_widget_set_halign(cartButton, GTK_ALIGN_FILL)
        if product.isSoldOut { gtk_widget_set_sensitive(cartButton, 0) }
        widget = Build.vbox(classes: ["product-card"], [media, info, Build.vbox(classes: ["product-actions"], [cartButton])]).named(ProductsPart.product(product.id))
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        cgtk_accessible_set_label(widget, Self.summary(product))
        Signal.connect(wishlistButton, "clicked") { onWishlist() }
        setWishlisted(wishlisted)
        installPress()
        Retention.attach(self, to: widget)
    }

    /// Shows the wishlist state: a filled red heart when on.
    func setWishlisted(_ on: Bool) {
        wishlistView.update(IconButton(on ? .heartFill : .heart).size(.small))
        if on { gtk_widget_add_css_class(wishlistButton, "wishlisted") } else { gtk_widget_remove_css_class(wishlistButton, "wishlisted") }
        wishlistButton.tooltip(on ? "위시리스트에서 빼기" : "위시리스트에 담기")
        cgtk_accessible_set_label(wishlistButton, on ? "\(product.name) 위시리스트에서 빼기" : "\(product.name) 위시리스트에 담기")
    }

    private static func ellipsized(_ label: WidgetPointer) -> WidgetPointer {
        Gtk.Label(label).ellipsize = PANGO_ELLIPSIZE_END
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
                IconView.make(.image, size: 32, color: .semantic(.foregroundNeutralQuaternary)).align(GTK_ALIGN_CENTER, GTK_ALIGN_CENTER).expand(horizontal: true, vertical: true),
            ]).named(ProductsPart.image)
        }
        let area = Drawing.area(width: 1, height: 132) { cairo, width, height in  // as wide as the card makes it
            let scale = max(Double(width) / image.width, Double(height) / image.height)
            cairo_translate(cairo, (Double(width) - image.width * scale) / 2, (Double(height) - image.height * scale) / 2)
            cairo_scale(cairo, scale, scale)
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
        }
        gtk_widget_set_hexpand(area, 1)
        cgtk_accessible_set_label(area, product.name)
        return area.classes(["product-image"]).named(ProductsPart.image)
    }

    /// Shows the card pressed for good (the states story).
    func holdPressed() {
        heldPressed = true
        gtk_widget_add_css_class(widget, "pressed")
    }
    private var heldPressed = false

    /// The sample images decoded so far: a grid shows the same few images on many cards.
    private static var images: [String: CairoImage] = [:]

    /// The decoded image of `name` in resources/samples (nil when missing or unreadable).
    private static func decoded(_ name: String) -> CairoImage? {
        if let known = images[name] { return known }
        let path = (ResourcePaths.root ?? "resources") + "/samples/" + name
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let image = CairoImage(surface)
        images[name] = image
        return image
    }

    /// A press shows on the whole card (class `pressed` while the pointer is down on it).
    private func installPress() {
        let click = gtk_gesture_click_new()!
        gtk_event_controller_set_propagation_phase(cast(click), GTK_PHASE_CAPTURE)
        gtk_gesture_single_set_button(cast(click), 1)
        Signal.connect(click, "pressed") { [weak self] in self?.showPressed(true) }
        Signal.connect(click, "released") { [weak self] in self?.showPressed(false) }
        Signal.connect(click, "stopped") { [weak self] in self?.showPressed(false) }
        gtk_widget_add_controller(widget, cast(click))
    }

    private func showPressed(_ on: Bool) {
        if on { gtk_widget_add_css_class(widget, "pressed") } else if !heldPressed { gtk_widget_remove_css_class(widget, "pressed") }
    }
}

/// A decoded image, freed with its last painter.
final class CairoImage {
    let surface: OpaquePointer
    let width: Double
    let height: Double
    init(_ surface: OpaquePointer) {
        self.surface = surface
        width = Double(cairo_image_surface_get_width(surface))
        height = Double(cairo_image_surface_get_height(surface))
    }
    deinit { cairo_surface_destroy(surface) }
}
