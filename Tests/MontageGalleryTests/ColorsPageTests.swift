import GalleryTestSupport
@testable import MontageGallery
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Tokens → Colors as it reads: the "formerly …" captions are readable text in both schemes,
/// drawn by their cards (no label widget) in the caption style's color.
final class ColorsPageTests: MontageTestCase, @unchecked Sendable {
    func testTheFormerNamesAreReadableInBothSchemes() throws {
        try onMain {
            for theme in [GalleryOptions.ThemeChoice.light, .dark] {
                let gallery = openGallery("tokens-colors", theme: theme)
                defer { end(gallery) }
                let scheme = SchemeSwitcher.scheme(for: theme)
                var cards: [WidgetPointer] = []
                XCTAssertTrue(MainLoop.run(until: {
                    cards = gallery.window.descendants { $0.hasClass("swatch-card") && (AccessibleProbe.description($0) ?? "").contains("formerly") }
                    return cards.count >= 40
                }, timeout: 5), "the families with former names are built: \(cards.count)")
                MainLoop.waitUntilSettled(gallery.window)
                XCTAssertTrue(gallery.window.descendants { $0.isA(gtk_label_get_type()) && $0.isVisible && $0.hasClass("swatch-former") }.isEmpty,
                              "a card draws its texts: no visible label")
                let style = try XCTUnwrap(gallery.window.descendants { $0.hasClass("swatch-former") }.first)
                let page = try XCTUnwrap(gallery.window.descendants { gtk_widget_has_css_class($0, "gallery-content") != 0 }.first)
                let ground = Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
                XCTAssertTrue(gtk_widget_is_ancestor(cards[0], page) != 0, "the captions sit on the content's backgroundNeutralPrimary")
                let color = StyleReadback.color(of: style)
                XCTAssertTrue(color.isClose(to: Color.Semantic.foregroundNeutralSecondary.resolved(in: scheme)), "the caption style's color: \(color)")
                let ratio = ContrastProbe.ratio(color, over: ground)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(scheme): \(ratio):1")
                // The last line of a card is its former name, painted in that (translucent) color:
                // its fully covered pixels are the color itself.
                for card in cards.prefix(3) {
                    let texture = try WidgetCapture.texture(of: card)
                    let band = (texture.height - 16)..<texture.height
                    let inked = band.flatMap { y in (0..<texture.width).map { texture.pixel(x: $0, y: y) } }
                    let fullest = try XCTUnwrap(inked.map(\.alpha).max())
                    XCTAssertEqual(Int(fullest), Int((color.alpha * 255).rounded()), accuracy: 1, "text drawn at the color's alpha")
                    XCTAssertTrue(inked.filter { $0.alpha == fullest }.allSatisfy { $0.distance(to: ColorProbe.pixel(color)) <= 1 },
                                  "\(AccessibleProbe.description(card) ?? ""): the caption's fullest pixels are its color")
                }
            }
        }
    }

    /// At 150% text the cards of a group stay a grid: each as wide as the widest (their text
    /// grew past the card's width and each took its own, a ragged row).
    func testAt150PercentTheCardsOfAGroupShareOneWidth() throws {
        try onMain {
            Theme.setTextScale(1.5)
            defer { Theme.setTextScale(1) }
            let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: "tokens-colors"))).page
            MainLoop.waitUntilSettled(page)
            let rows = page.descendants { $0.hasClass("wrap-row") }
            XCTAssertGreaterThan(rows.count, 5)
            for row in rows {
                let widths = Set(row.children.filter(\.isVisible).map(\.width))
                XCTAssertEqual(widths.count, 1, "one width in a group: \(widths.sorted())")
            }
        }
    }
}
