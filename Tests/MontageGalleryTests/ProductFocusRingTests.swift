import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The product grid's focus as a keyboard user sees it: the focused card wears the gallery's
/// ring (2 px foregroundBrandPrimary, hugging the card 2 px out, as the buttons' rings do), also
/// when the arrows moved there after a click, and only the focused control shows a ring.
final class ProductFocusRingTests: MontageTestCase, @unchecked Sendable {
    /// The products screen in the gallery's content styles, 800 × 760 in the installed scheme,
    /// settled and focused, and its window.
    @MainActor
    private func openScreen() -> (ProductsScreen, WidgetPointer) {
        GalleryStylesheet.register()
        Theme.register(stylesheet: ProductsCSS.rules, named: "products")
        let screen = ProductsScreen()
        return (screen, presentFocused(Build.vbox(classes: ["gallery-content"], [screen.widget]), width: 800, height: 760))
    }

    @MainActor
    private func ring(around card: WidgetPointer, in window: WidgetPointer, _ scheme: ColorScheme) throws -> [Double] {
        let capture = try WidgetCapture.texture(of: window)  // after the frame that paints the focus as it is now
        let brand = Color.Semantic.foregroundBrandPrimary.resolved(in: scheme)
        return [1, 2].map { RingProbe.share(of: brand, around: card, in: window, capture: capture, offset: $0) }
    }

    func testTheFocusedCardWearsTheGallerysRing() throws {
        try inEachScheme { scheme in
            let (screen, window) = openScreen()
            let first = screen.cards[screen.catalog.products[0].id]!, second = screen.cards[screen.catalog.products[1].id]!
            let brand = XDoTool.center(of: first.widget.descendant(ProductsPart.brand)!)
            XDoTool.click(x: brand.x, y: brand.y)
            XDoTool.key("Right")
            let focus = try XCTUnwrap(gtk_window_get_focus(cast(window)))
            XCTAssertEqual(gtk_flow_box_child_get_child(cast(focus)), second.widget, "Right moved to the second card")
            XCTAssertTrue(gtk_widget_has_visible_focus(focus) != 0, "\(scheme): moved by an arrow, the focus shows")
            for (offset, share) in zip([1, 2], try ring(around: second.widget, in: window, scheme)) {
                XCTAssertGreaterThan(share, 0.9, "\(scheme): the ring \(offset + 1) px out of the card")
            }
            XCTAssertLessThan(try ring(around: first.widget, in: window, scheme).max()!, 0.1, "\(scheme): the card left has none")

            XDoTool.key("Tab")
            XDoTool.key("Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), second.cartButton, "Tab reaches the card's 장바구니 담기")
            XCTAssertLessThan(try ring(around: second.widget, in: window, scheme).max()!, 0.1, "\(scheme): with a control inside focused, the card shows no ring of its own")
            gtk_widget_set_visible(window, 0)  // out of the next scheme's way (the test's end destroys it)
        }
    }
}
