import GalleryTestSupport
@testable import MontageGallery
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Tokens → Colors as it reads: the "formerly …" captions are readable text in both schemes.
final class ColorsPageTests: MontageTestCase, @unchecked Sendable {
    func testTheFormerNamesAreReadableInBothSchemes() throws {
        try onMain {
            for theme in [GalleryOptions.ThemeChoice.light, .dark] {
                let gallery = openGallery("tokens-colors", theme: theme)
                defer { end(gallery) }
                let scheme = SchemeSwitcher.scheme(for: theme)
                var formers: [WidgetPointer] = []
                XCTAssertTrue(MainLoop.run(until: {
                    formers = gallery.window.descendants { gtk_widget_has_css_class($0, "swatch-former") != 0 }
                    return formers.count >= 40
                }, timeout: 5), "the families with former names are built: \(formers.count)")
                let page = try XCTUnwrap(gallery.window.descendants { gtk_widget_has_css_class($0, "gallery-content") != 0 }.first)
                let ground = Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
                XCTAssertTrue(gtk_widget_is_ancestor(formers[0], page) != 0, "the captions sit on the content's backgroundNeutralPrimary")
                for label in formers.prefix(3) {
                    let ratio = ContrastProbe.ratio(StyleReadback.color(of: label), over: ground)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(scheme): \(String(cString: gtk_label_get_text(cast(label)))) at \(ratio):1")
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
