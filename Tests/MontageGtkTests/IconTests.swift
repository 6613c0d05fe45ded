import GtkTestSupport
import MontageGtk
import XCTest

final class IconTests: GtkTestCase, @unchecked Sendable {
    func testIconNamesAreKebabCaseSymbolic() {
        XCTAssertEqual(Icons.gtkName("chevronRightTightSmall"), "montage-chevron-right-tight-small-symbolic")
        XCTAssertEqual(Icons.gtkName("check"), "montage-check-symbolic")
        XCTAssertEqual(Icons.gtkName("eyeSlash"), "montage-eye-slash-symbolic")
    }

    func testTheProjectIconsAreFoundAndTintedByCSSColor() throws {
        try onMain {
            Theme.register(stylesheet: ".tint-probe { color: @surfaceBrandPrimary; } .tint-probe.negative { color: @foregroundNegativePrimary; }",
                           named: "icon-test")
            Theme.install(colorScheme: .light)
            XCTAssertNotNil(ResourcePaths.icons)
            XCTAssertTrue(Icons.exists("montage-dot-symbolic"))
            let image = gtk_image_new_from_icon_name("montage-dot-symbolic")!.classes(["tint-probe"])
            gtk_image_set_pixel_size(cast(image), 24)
            present(image)
            let center = try WidgetCapture.texture(of: image).pixel(x: 12, y: 12)
            XCTAssertLessThanOrEqual(center.distance(to: Pixel(red: 0x00, green: 0x66, blue: 0xFF)), 2, "\(center)")
            gtk_widget_add_css_class(image, "negative")
            let tinted = try WidgetCapture.texture(of: image).pixel(x: 12, y: 12)
            XCTAssertLessThanOrEqual(tinted.distance(to: Pixel(red: 0xFF, green: 0x42, blue: 0x42)), 2, "\(tinted)")
            XCTAssertEqual(try WidgetCapture.texture(of: image).pixel(x: 1, y: 1).alpha, 0, "outside the dot is clear")
        }
    }
}
