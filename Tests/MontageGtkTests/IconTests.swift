import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

final class IconTests: MontageTestCase, @unchecked Sendable {
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

extension IconTests {
    /// The icons' source folder in the repository.
    static var iconFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("resources/icons/hicolor/scalable/actions").path
    }

    /// The bundle built into the library holds exactly the icons of resources/icons, byte for
    /// byte (tools/gen-icon-bundle.py was rerun after the last icon change), and the theme finds
    /// them in it, not on disk.
    func testTheBuiltInBundleMatchesTheIconFiles() throws {
        try onMain {
            Theme.install(colorScheme: .light)
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.iconFolder).filter { $0.hasSuffix(".svg") }.sorted()
            XCTAssertEqual(files.count, IconBundle.count)
            for file in files {
                try GeneratedFiles.assertBundled("\(IconBundle.resourcePath)/scalable/actions/\(file)",
                                                 is: URL(fileURLWithPath: Self.iconFolder + "/" + file), regenerate: "tools/gen-icon-bundle.py")
            }
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            var index = 0
            var onDisk = false
            if let paths = gtk_icon_theme_get_search_path(theme) {
                while let path = paths[index] {
                    if String(cString: path).contains("resources/icons") { onDisk = true }
                    index += 1
                }
                g_strfreev(paths)
            }
            XCTAssertFalse(onDisk, "no icon folder on disk is searched")
        }
    }

    /// GTK recolors only the fills of a symbolic SVG: every icon must be fills only, and be
    /// found by the theme as symbolic.
    func testEveryIconIsAFillOnlySymbolicIcon() throws {
        try onMain {
            Theme.install(colorScheme: .light)
            let folder = Self.iconFolder
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }
            XCTAssertGreaterThanOrEqual(files.count, 46)
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            for file in files {
                let name = String(file.dropLast(4))
                XCTAssertTrue(name.hasPrefix("montage-") && name.hasSuffix("-symbolic"), file)
                let svg = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for forbidden in ["stroke", "<line", "<polyline", "<polygon", "<style", "<ellipse", "transform", "href"] {
                    XCTAssertFalse(svg.contains(forbidden), "\(file) uses \(forbidden)")
                }
                XCTAssertTrue(Icons.exists(name), name)
                let paintable = ObjectRef(gtk_icon_theme_lookup_icon(theme, name, nil, 24, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))!, owned: true)
                XCTAssertTrue(gtk_icon_paintable_is_symbolic(paintable.pointer) != 0, name)
            }
        }
    }
}
