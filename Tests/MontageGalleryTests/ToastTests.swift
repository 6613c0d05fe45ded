import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The undo toast stays long enough to act on and never goes while the pointer is over it or
/// the focus is in it.
final class ToastTests: MontageTestCase, @unchecked Sendable {
    func testTheToastStaysLongEnoughToActOn() {
        onMain {
            XCTAssertGreaterThanOrEqual(Toast.defaultDuration, 8_000)
            XCTAssertLessThanOrEqual(Toast.defaultDuration, 10_000)
            XCTAssertEqual(Toast().duration, Toast.defaultDuration)
        }
    }

    func testTheToastWaitsWhileHoveredOrFocused() {
        onMain {
            Theme.register(stylesheet: DeliveriesCSS.rules, named: "deliveries")
            let toast = Toast(duration: 300)
            let button = gtk_button_new_with_label("before")!
            let overlay = gtk_overlay_new()!
            gtk_overlay_set_child(cast(overlay), Build.vbox([button]).size(height: 200))
            gtk_overlay_add_overlay(cast(overlay), toast.widget)
            toast.installKeys(on: overlay)
            let window = present(overlay, width: 400, height: 200)
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            gtk_widget_grab_focus(button)
            XDoTool.move(x: 5, y: 5)

            toast.show("‘이어폰’ 배송을 삭제했어요")
            XCTAssertTrue(MainLoop.run(until: { !toast.isShown }, timeout: 2), "unheld, it goes after its time")

            toast.show("‘이어폰’ 배송을 삭제했어요")
            MainLoop.waitUntilShown(toast.widget)
            let over = XDoTool.center(of: toast.widget)
            XDoTool.move(x: over.x, y: over.y)
            // Well past its 300 ms, it has not gone.
            MainLoop.assertStaysTrue(for: 0.8, { toast.isShown }, "the pointer over it holds it")
            XDoTool.move(x: 5, y: 5)
            XCTAssertTrue(MainLoop.run(until: { !toast.isShown }, timeout: 2), "the pointer gone, its time runs again")

            toast.show("‘이어폰’ 배송을 삭제했어요")
            XDoTool.key("F6")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), toast.action)
            MainLoop.assertStaysTrue(for: 0.8, { toast.isShown }, "the focus in it holds it")
            XDoTool.key("F6")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), button, "F6 gives the focus back")
            XCTAssertTrue(MainLoop.run(until: { !toast.isShown }, timeout: 2), "the focus gone, its time runs again")
        }
    }
}
