import GalleryTestSupport
@testable import MontageGallery
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Every control the keyboard reaches shows that it has the focus, in both schemes: rendered
/// with the keyboard focus, its surroundings differ from rendered without. (A switch that is on
/// had a blue ring on blue, the active scheme button none, the preview cell lost it after Enter.)
final class FocusRingTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func pixelsChanged(_ area: WidgetPointer, focusing target: WidgetPointer, in window: WidgetPointer) throws -> Int {
        // Each capture once the theme's focus transitions have ended (its ring grows in).
        gtk_window_set_focus(cast(window), nil)
        let before = try WidgetCapture.restingTexture(of: area)
        gtk_widget_grab_focus(target)
        gtk_window_set_focus_visible(cast(window), 1)
        let after = try WidgetCapture.restingTexture(of: area)
        guard before.width == after.width, before.height == after.height else { return Int.max }
        var changed = 0
        for y in 0..<before.height {
            for x in 0..<before.width where before.pixel(x: x, y: y).distance(to: after.pixel(x: x, y: y)) > 24 { changed += 1 }
        }
        return changed
    }

    func testEveryKindOfControlShowsItsFocusInBothSchemes() throws {
        try onMain {
            for scheme in [GalleryOptions.ThemeChoice.light, .dark] {
                let gallery = openGallery("listcell-playground", theme: scheme)
                defer { end(gallery) }
                let window = gallery.window
                gtk_drop_down_set_selected(cast(window.descendant(PlaygroundPart.control("verticalPadding"))!), 4)
                let targets: [(String, WidgetPointer, WidgetPointer)] = [
                    ("switch off", window.descendant(PlaygroundPart.control("selected"))!, gtk_widget_get_parent(window.descendant(PlaygroundPart.control("selected"))!)!),
                    ("switch on", window.descendant(PlaygroundPart.control("chevron"))!, gtk_widget_get_parent(window.descendant(PlaygroundPart.control("chevron"))!)!),
                    ("+ item button", window.descendant(PlaygroundPart.add("leadingResources", kind: "icon"))!, gtk_widget_get_parent(window.descendant(PlaygroundPart.add("leadingResources", kind: "icon"))!)!),
                    ("drop-down", window.descendant(PlaygroundPart.control("variant"))!, gtk_widget_get_parent(window.descendant(PlaygroundPart.control("variant"))!)!),
                    ("spin button", window.descendant(PlaygroundPart.customNumber("verticalPadding"))!, gtk_widget_get_parent(window.descendant(PlaygroundPart.customNumber("verticalPadding"))!)!),
                    ("preview cell", window.descendant(ListCellPart.row)!, window.descendant(PlaygroundPart.previewCanvas)!),
                    ("scheme button, active", gallery.header.switcher.widget.descendant(WindowPart.scheme(scheme))!, gallery.header.switcher.widget),
                    ("sidebar row", window.descendant(WindowPart.story("listcell-playground"))!, window.descendant(WindowPart.storyList)!),
                ]
                for (name, target, area) in targets {
                    XCTAssertGreaterThan(try pixelsChanged(area, focusing: target, in: window), 20, "\(scheme): \(name) shows its focus")
                }
            }
        }
    }

    /// A Colors swatch (a button that copies its token) shows the keyboard focus on its chip.
    func testAColorSwatchShowsItsFocusInBothSchemes() throws {
        try onMain {
            for scheme in [GalleryOptions.ThemeChoice.light, .dark] {
                let gallery = openGallery("tokens-colors", theme: scheme)
                defer { end(gallery) }
                let swatch = gallery.window.descendant(TokensPart.swatch("staticWhite"))!
                XCTAssertGreaterThan(try pixelsChanged(gtk_widget_get_parent(swatch)!, focusing: swatch, in: gallery.window), 20,
                                     "\(scheme): the swatch shows its focus")
            }
        }
    }

    /// Enter on the focused preview cell taps it and the cell keeps showing the focus.
    func testThePreviewCellKeepsItsFocusRingAfterEnter() {
        onMain {
            let gallery = openGallery("listcell-playground", focused: true)
            defer { end(gallery) }
            let window = gallery.window
            let cell = window.descendant(ListCellPart.row)!
            // Reach it with the keyboard, as a person does (Tab away and back).
            gtk_widget_grab_focus(cell)
            XDoTool.key("Tab")
            XDoTool.key("shift+Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), cell)
            XCTAssertTrue(gtk_widget_has_visible_focus(cell) != 0, "reached by the keyboard, it shows the focus")
            XDoTool.key("Return")
            XDoTool.key("space")
            XCTAssertEqual(EventLog.events(in: window.descendant(ControlPart.eventLog)!).prefix(2), ["ListCell \"플레이그라운드 셀\" onTap", "ListCell \"플레이그라운드 셀\" onTap"])
            let focus = gtk_window_get_focus(cast(window))
            XCTAssertEqual(focus, cell, "focus on \(focus?.typeName ?? "nothing") \(focus.map { String(cString: gtk_widget_get_name($0)) } ?? "")")
            XCTAssertTrue(gtk_window_get_focus_visible(cast(window)) != 0, "the window shows focus")
            XCTAssertTrue(gtk_widget_has_visible_focus(cell) != 0, "the cell still shows the focus")
        }
    }
}
