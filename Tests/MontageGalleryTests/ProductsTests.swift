import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The product cards of seed 003: the data and its rules, each part of a card, the grid's
/// columns following the width, keyboard moves, and the wishlist and cart kept in the model.
final class ProductsTests: MontageTestCase, @unchecked Sendable {
    func testTheSampleProductsAndTheSeedsRules() {
        let products = loadedSample(Product.load(from: Product.samplePath), count: 12)
        let mug = products[0]
        XCTAssertEqual(mug.discountRate, 28, "Int((1 - 12900/18000) × 100)")
        XCTAssertEqual(mug.badge, "SALE")
        XCTAssertEqual(products[1].discountRate, nil)
        XCTAssertEqual(products[1].badge, "NEW", "new and not on sale")
        XCTAssertNil(products[6].badge, "neither")
        XCTAssertEqual(Product.won(12900), "₩12,900")
        XCTAssertEqual(Product.won(259000), "₩259,000")
        XCTAssertEqual(Product.won(1_000_000), "₩1,000,000")
        XCTAssertEqual(Product.won(900), "₩900")
        XCTAssertEqual(0.grouped, "0")
        XCTAssertEqual(100_000.grouped, "100,000")
        XCTAssertEqual((-12_345).grouped, "-12,345")
        XCTAssertEqual((1...5).map { StarRating.fill($0, rating: 4.5) }, [1, 1, 1, 1, 0.5])
        XCTAssertEqual((1...5).map { StarRating.fill($0, rating: 2.5) }, [1, 1, 0.5, 0, 0])
        XCTAssertEqual((1...5).map { StarRating.fill($0, rating: 3.8) }, [1, 1, 1, 0.5, 0], "3.8 shows a half fourth star")
        let broken = Product.load(from: "/nonexistent/products.tsv")
        XCTAssertEqual(broken.products, [])
        XCTAssertNotNil(broken.problem)
    }

    func testTheCatalogKeepsTheWishlistAndRefusesSoldOutItems() {
        onMain {
            let catalog = ProductCatalog(Product.load(from: Product.samplePath).products)
            XCTAssertTrue(catalog.toggleWishlist("p03"))
            XCTAssertTrue(catalog.isWishlisted("p03"))
            XCTAssertFalse(catalog.toggleWishlist("p03"))
            XCTAssertTrue(catalog.addToCart("p01"))
            XCTAssertTrue(catalog.addToCart("p01"))
            XCTAssertFalse(catalog.addToCart("p07"), "sold out")
            XCTAssertEqual(catalog.cartCount, 2)
        }
    }

    func testACardShowsEveryPartOfTheSeedsCard() {
        onMain {
            Theme.register(stylesheet: ProductsCSS.rules, named: "products")
            let products = Product.load(from: Product.samplePath).products
            let headphones = ProductCard(products[3], wishlisted: false, onWishlist: {}, onAdd: {})
            present(headphones.widget, width: 184, views: [headphones])
            @MainActor func text(_ part: ProductsPart) -> String? {
                headphones.widget.descendant(part).map { String(cString: gtk_label_get_text(cast($0))) }
            }
            XCTAssertEqual(text(.brand), "사운드랩")
            XCTAssertEqual(text(.price), "₩259,000")
            XCTAssertEqual(text(.originalPrice), "₩329,000")
            XCTAssertEqual(text(.discount), "21%")
            XCTAssertEqual(text(.badge), "SALE")
            XCTAssertEqual(text(.reviews), "(871)")
            let name = headphones.widget.descendant(ProductsPart.name)!
            XCTAssertEqual(gtk_label_get_ellipsize(cast(name)), PANGO_ELLIPSIZE_END)
            XCTAssertEqual(pango_layout_get_line_count(gtk_label_get_layout(cast(name))), 1, "the name stays on one line")
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(name))) != 0, "a long name ends in …")
            let original = headphones.widget.descendant(ProductsPart.originalPrice)!
            let iterator = pango_attr_list_get_iterator(gtk_label_get_attributes(cast(original)))
            defer { pango_attr_iterator_destroy(iterator) }
            XCTAssertNotNil(pango_attr_iterator_get(iterator, PANGO_ATTR_STRIKETHROUGH), "the original price is struck through")
            XCTAssertTrue(gtk_widget_get_sensitive(headphones.cartButton) != 0)

            let soldOut = ProductCard(products[6], wishlisted: true, onWishlist: {}, onAdd: {})
            present(soldOut.widget, width: 184, views: [soldOut])
            XCTAssertFalse(gtk_widget_get_sensitive(soldOut.cartButton) != 0, "a sold-out product cannot be added")
            XCTAssertNotNil(soldOut.widget.descendant(ProductsPart.soldOut), "the image dims under 품절")
            XCTAssertTrue(gtk_widget_has_css_class(soldOut.wishlistButton, "wishlisted") != 0)

            // A missing image is Montage's placeholder, not a crash or an empty hole.
            let p = products[0]
            let missing = Product(id: "x", brand: p.brand, name: p.name, price: p.price, originalPrice: nil, rating: 3, reviewCount: 1,
                                  imageName: "no-such-image.png", isNew: false, isSoldOut: false)
            let card = ProductCard(missing, wishlisted: false, onWishlist: {}, onAdd: {})
            XCTAssertTrue(gtk_widget_has_css_class(card.widget.descendant(ProductsPart.image)!, "product-image-missing") != 0)
            XCTAssertTrue(gtk_widget_has_css_class(headphones.widget.descendant(ProductsPart.image)!, "product-image") != 0)
        }
    }

    /// Half stars are painted: the fifth star of 4.5 is lit on its first half only.
    func testHalfStarsArePaintedHalf() throws {
        try onMain {
            Theme.install(colorScheme: .light)
            let stars = StarRating.make(rating: 4.5, size: 20)
            let host = Build.vbox(classes: ["montage-surface"], [stars])
            present(host)
            let texture = try WidgetCapture.texture(of: stars)
            let lit = Color.Semantic.foregroundCautionaryPrimary.resolved(in: .light)
            @MainActor func isLit(_ x: Int) -> Bool {
                let pixel = texture.pixel(x: x, y: 11)
                return abs(Int(pixel.red) - Int(lit.red)) < 40 && abs(Int(pixel.green) - Int(lit.green)) < 40 && abs(Int(pixel.blue) - Int(lit.blue)) < 40
            }
            let fifth = 4 * 22
            XCTAssertTrue(isLit(10), "the first star is lit")
            XCTAssertTrue(isLit(fifth + 7), "the fifth star's first half is lit")
            XCTAssertFalse(isLit(fifth + 13), "its second half is not")
        }
    }

    @MainActor
    private func openScreen(width: Int32, events: StoryEvents = .unheard()) -> (ProductsScreen, WidgetPointer) {
        Theme.register(stylesheet: ProductsCSS.rules, named: "products")
        let screen = ProductsScreen(events: events)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(scroller), screen.widget)
        let window = present(scroller, width: width, height: 760)
        MainLoop.waitUntilSettled(window)
        return (screen, window)
    }

    func testTheGridsColumnsFollowTheWidth() {
        onMain {
            var columns: [Int] = []
            for width: Int32 in [360, 600, 800, 1200] {
                let (screen, _) = openScreen(width: width)
                columns.append(screen.columns)
            }
            XCTAssertEqual(columns.first, 2, "two on a phone")
            XCTAssertEqual(columns, columns.sorted(), "never fewer as the window widens: \(columns)")
            XCTAssertGreaterThanOrEqual(columns.last ?? 0, 5, "\(columns)")
        }
    }

    /// Arrows move between cards, Enter opens one; the heart and the cart button work by mouse.
    func testKeyboardAndButtonsDriveTheModel() {
        onMain {
            let center = EventCenter()
            let (screen, window) = openScreen(width: 800, events: center.events(of: "scenario-products"))
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            var heard: [String] = []
            center.observe { heard.append($0.name + " " + ($0.value ?? "")) }
            let first = gtk_flow_box_get_child_at_index(cast(screen.grid), 0)!
            gtk_widget_grab_focus(cast(first))
            @MainActor func focusedIndex() -> Int32? {
                guard let focus = gtk_root_get_focus(gtk_widget_get_root(screen.grid)) else { return nil }
                return focus.isA(gtk_flow_box_child_get_type()) ? gtk_flow_box_child_get_index(cast(focus)) : nil
            }
            XDoTool.key("Right")
            XCTAssertEqual(focusedIndex(), 1)
            XDoTool.key("Down")
            XCTAssertEqual(focusedIndex(), 1 + Int32(screen.columns), "down to the same column")
            XDoTool.key("Return")
            XCTAssertEqual(heard.last, "product open 오버핏 코튼 반팔 티셔츠".replacing("오버핏 코튼 반팔 티셔츠", with: screen.catalog.products[Int(1 + screen.columns)].name))

            let card = screen.cards["p02"]!
            let heart = XDoTool.center(of: card.wishlistButton)
            XDoTool.click(x: heart.x, y: heart.y)
            XCTAssertTrue(screen.catalog.isWishlisted("p02"))
            XCTAssertTrue(gtk_widget_has_css_class(card.wishlistButton, "wishlisted") != 0)
            XDoTool.click(x: heart.x, y: heart.y)
            XCTAssertFalse(screen.catalog.isWishlisted("p02"), "the heart toggles back")
            let add = XDoTool.center(of: card.cartButton)
            XDoTool.click(x: add.x, y: add.y)
            XCTAssertEqual(screen.catalog.cartCount, 1)
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(screen.widget.descendant(ProductsPart.cartCount)!))), "장바구니 1개")
            XCTAssertEqual(heard.suffix(3), ["product wishlist 캔버스 토트백 라지 사이즈 베이지 true", "product wishlist 캔버스 토트백 라지 사이즈 베이지 false", "product addToCart 캔버스 토트백 라지 사이즈 베이지"])
        }
    }
}
