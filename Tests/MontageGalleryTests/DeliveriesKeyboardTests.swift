import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The delivery list with the keyboard and a mouse: the context menu gives the focus ring back
/// when Escape closes it, and F6 reaches the toast's action with a visible focus. A clicked row
/// taking the focus, Delete and Ctrl+Z (last deletion first) are played by the player from
/// resources/steps/scenario-deliveries.swift (PlayCommandTests).
final class DeliveriesKeyboardTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func focusName(_ window: WidgetPointer) -> String? {
        gtk_window_get_focus(cast(window)).flatMap { gtk_widget_get_name($0) }.map { String(cString: $0) }
    }

    /// Reaches row `id` with the keyboard, as a person does (Tab away from it and back).
    @MainActor
    private func reach(_ id: String, in screen: DeliveriesScreen) {
        gtk_widget_grab_focus(screen.row(id)!)
        XDoTool.key("Tab")
        XDoTool.key("shift+Tab")
    }

    func testEscapeClosingTheMenuGivesTheRowItsFocusRingBack() throws {
        try onMain {
            let (screen, window) = openDeliveries(focused: true)
            reach("d04", in: screen)
            XCTAssertEqual(focusName(window), DeliveriesPart.delivery("d04").partName)
            XDoTool.key("shift+F10")
            let menu = try XCTUnwrap(gtk_widget_get_parent(screen.list).flatMap { _ in screen.widget.descendant(DeliveriesPart.menu) })
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(menu) != 0 }, timeout: 2), "the menu opened")
            XDoTool.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(menu) == 0 }, timeout: 2), "Escape closed it")
            XCTAssertEqual(focusName(window), DeliveriesPart.delivery("d04").partName, "the focus is back on the row")
            let row = screen.row("d04")!
            XCTAssertTrue(gtk_widget_has_visible_focus(row) != 0, "and shows")
            // Captured once the menu has gone and the ring has come (both drawn by the theme's transitions).
            let brand = Color.Semantic.foregroundBrandPrimary.resolved(in: .light)
            XCTAssertGreaterThan(RingProbe.share(of: brand, around: row, in: window, capture: try WidgetCapture.restingTexture(of: window), offset: -1, corner: 4), 0.9,
                                 "the row's focus ring is drawn")
            XCTAssertNotNil(screen.row("d04"), "Escape deleted nothing")
        }
    }

    func testF6ReachesTheToastsUndoAndTheFocusComesBackToTheRow() {
        onMain {
            let (screen, window) = openDeliveries(focused: true)
            reach("d04", in: screen)
            XDoTool.key("Delete")
            XCTAssertTrue(screen.toast.isShown)
            XDoTool.key("F6")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), screen.toast.action, "F6 goes to the toast's 실행 취소")
            XCTAssertTrue(gtk_widget_has_visible_focus(screen.toast.action) != 0)
            XDoTool.key("F6")
            XCTAssertEqual(focusName(window), DeliveriesPart.delivery("d05").partName, "F6 again goes back to the row")
            XDoTool.key("F6")
            XDoTool.key("Return")
            XCTAssertTrue(MainLoop.run(until: { screen.row("d04") != nil }, timeout: 2), "Enter on 실행 취소 undoes")
            XCTAssertFalse(screen.toast.isShown)
            XCTAssertEqual(focusName(window), DeliveriesPart.delivery("d04").partName, "the focus goes to the row put back")
        }
    }
}
