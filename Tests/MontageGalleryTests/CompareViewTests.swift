import GalleryTestSupport
@testable import MontageGallery
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The compare view shows the current story in its variants at once, each live: its own scheme
/// (colors read back from GTK), direction, text size and width, and a playground's options the
/// same in every panel. Ctrl+Shift+D and the header toggle turn it on and off.
final class CompareViewTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func panel(_ gallery: GalleryWindow, _ index: Int) throws -> WidgetPointer {
        try XCTUnwrap(gallery.window.descendant(ComparePart.panel(index)), "panel \(index)")
    }

    @MainActor
    private func label(in panel: WidgetPointer) throws -> WidgetPointer {
        try XCTUnwrap(panel.descendant(ListCellPart.row)?.descendant(ListCellPart.label), "a cell's label")
    }

    func testTheShortcutShowsTheStoryInBothSchemesAtOnce() throws {
        try onMain {
            for theme in [GalleryOptions.ThemeChoice.light, .dark] {
                let gallery = openGallery("listcell-basic", theme: theme)
                defer { end(gallery) }
                XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
                XDoTool.key("ctrl+shift+d")
                MainLoop.waitUntilSettled(gallery.window)
                let toggle = try XCTUnwrap(gallery.window.descendant(WindowPart.compareToggle))
                XCTAssertTrue(gtk_toggle_button_get_active(cast(toggle)) != 0, "\(theme): the shortcut turns the toggle on")
                XCTAssertFalse(gtk_widget_is_visible(try XCTUnwrap(gallery.window.descendant(WindowPart.page("listcell-basic")))) != 0, "the page gives way")
                XCTAssertEqual(gallery.pages.compare.panels.count, 2)
                for (index, scheme) in [ColorScheme.light, .dark].enumerated() {
                    let panel = try panel(gallery, index)
                    let color = StyleReadback.color(of: try label(in: panel)), expected = Color.Semantic.foregroundNeutralPrimary.resolved(in: scheme)
                    XCTAssertTrue(color.isClose(to: expected), "\(theme) window: panel \(index)'s label is \(scheme): GTK has \(color), expected \(expected)")
                    let texture = try WidgetCapture.texture(of: try XCTUnwrap(panel.descendant(ComparePart.frame)))
                    let background = texture.pixel(x: texture.width / 2, y: texture.height - 8)
                    let page = Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
                    XCTAssertLessThan(background.distance(to: Pixel(red: page.red, green: page.green, blue: page.blue)), 3,
                                      "\(theme) window: panel \(index) is drawn on the \(scheme) background: \(background)")
                }
                XDoTool.key("ctrl+shift+d")
                MainLoop.waitUntilSettled(gallery.window)
                XCTAssertFalse(gtk_toggle_button_get_active(cast(toggle)) != 0)
                XCTAssertTrue(gtk_widget_is_visible(try XCTUnwrap(gallery.window.descendant(WindowPart.page("listcell-basic")))) != 0, "the page is back")
                XCTAssertEqual(gallery.pages.compare.panels.count, 0, "the panels are dropped")
            }
        }
    }

    func testDirectionTextSizeAndWidthPanels() throws {
        try onMain {
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            gtk_toggle_button_set_active(cast(try XCTUnwrap(gallery.window.descendant(WindowPart.compareToggle))), 1)
            let chooser = try XCTUnwrap(gallery.window.descendant(ComparePart.layout))
            gtk_drop_down_set_selected(cast(chooser), guint(CompareLayout.direction.rawValue))
            MainLoop.waitUntilSettled(gallery.window)
            let ltr = try label(in: try panel(gallery, 0)), rtl = try label(in: try panel(gallery, 1))
            XCTAssertEqual(gtk_widget_get_direction(ltr), GTK_TEXT_DIR_LTR)
            XCTAssertEqual(gtk_widget_get_direction(rtl), GTK_TEXT_DIR_RTL, "every widget of the RTL panel is right to left")
            // Where the text's ink starts across its cell: near the start edge of each direction.
            @MainActor func inkStart(_ panel: WidgetPointer) throws -> Double {
                let texture = try WidgetCapture.texture(of: try XCTUnwrap(panel.descendant(ListCellPart.row)))
                let background = texture.pixel(x: 2, y: texture.height / 2)
                for x in 0..<texture.width where (0..<texture.height).contains(where: { texture.pixel(x: x, y: $0).distance(to: background) > 120 }) {
                    return Double(x) / Double(texture.width)
                }
                return 1
            }
            XCTAssertLessThan(try inkStart(try panel(gallery, 0)), 0.2, "the LTR label starts at the left")
            XCTAssertGreaterThan(try inkStart(try panel(gallery, 1)), 0.6, "the RTL label starts at the right")

            gtk_drop_down_set_selected(cast(chooser), guint(CompareLayout.textSize.rawValue))
            MainLoop.waitUntilSettled(gallery.window)
            let normal = StyleReadback.font(of: try label(in: try panel(gallery, 0))).size
            XCTAssertEqual(StyleReadback.font(of: try label(in: try panel(gallery, 1))).size, normal * 1.5, accuracy: 0.01, "150% in the second panel only")
            XCTAssertEqual(normal, Typography.Variant.body2.size, accuracy: 0.01)

            gtk_drop_down_set_selected(cast(chooser), guint(CompareLayout.width.rawValue))
            MainLoop.waitUntilSettled(gallery.window)
            for (panel, width) in zip(gallery.pages.compare.panels, [Float(360), 768]) {
                var bounds = graphene_rect_t()
                XCTAssertTrue(gtk_widget_compute_bounds(panel.content, panel.widget, &bounds) != 0)
                XCTAssertEqual(bounds.size.width, width, "the story is \(width) wide")
            }
        }
    }

    /// A playground compared: an option changed in one panel changes in every panel, an item
    /// added in the second appears in the first; a new story rebuilds the panels.
    func testAPlaygroundsOptionsAreTheSameInEveryPanel() throws {
        try onMain {
            let gallery = openGallery("listcell-playground")
            defer { end(gallery) }
            // With the pointer, as a person does: the header's toggle, then a switch of the first panel.
            let title = String(cString: gtk_window_get_title(cast(gallery.window)))
            XDoTool.run(["search", "--sync", "--name", "^\(title)$", "windowraise"])
            XCTAssertTrue(XDoTool.focus(gallery.window, title: title))
            let toggle = try XCTUnwrap(gallery.window.descendant(WindowPart.compareToggle))
            let toggleCenter = XDoTool.center(of: toggle)
            XDoTool.click(x: toggleCenter.x, y: toggleCenter.y)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertTrue(gtk_toggle_button_get_active(cast(toggle)) != 0, "a click on Compare turns it on")
            let first = try panel(gallery, 0), second = try panel(gallery, 1)
            XCTAssertFalse(isShown(first.descendant(ListCellPart.row)?.descendant(ListCellPart.selectedCheck)))
            let description = try XCTUnwrap(first.descendant(PlaygroundPart.control("selected")))
            var bounds = graphene_rect_t()
            XCTAssertTrue(gtk_widget_compute_bounds(description, gallery.window, &bounds) != 0)
            // Scrolled to the switch first (the panels' playgrounds are stacked, taller than the window).
            var scroller = gtk_widget_get_ancestor(description, gtk_scrolled_window_get_type())
            while let current = scroller, let vertical = gtk_scrolled_window_get_vadjustment(cast(current)),
                  gtk_adjustment_get_upper(vertical) <= gtk_adjustment_get_page_size(vertical) {
                scroller = gtk_widget_get_parent(current).flatMap { gtk_widget_get_ancestor($0, gtk_scrolled_window_get_type()) }
            }
            let adjustment = try XCTUnwrap(scroller.flatMap { gtk_scrolled_window_get_vadjustment(cast($0)) }, "a scroller that scrolls")
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Double(bounds.origin.y) - 400)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertTrue(gtk_widget_compute_bounds(description, gallery.window, &bounds) != 0)
            XCTAssertLessThan(bounds.origin.y + bounds.size.height, Float(gtk_widget_get_height(gallery.window)), "the switch is in view")
            let switchCenter = XDoTool.center(of: description)
            XDoTool.click(x: switchCenter.x, y: switchCenter.y)
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertTrue(gtk_switch_get_active(cast(description)) != 0, "the click turned it on")
            XCTAssertTrue(gtk_switch_get_active(cast(try XCTUnwrap(second.descendant(PlaygroundPart.control("selected"))))) != 0, "the switch follows")
            XCTAssertTrue(isShown(second.descendant(ListCellPart.row)?.descendant(ListCellPart.selectedCheck)), "and so does the second preview")
            let checkboxes = { (panel: WidgetPointer) in panel.descendant(ListCellPart.row)?.descendants { $0.isA(gtk_check_button_get_type()) }.count ?? 0 }
            let before = checkboxes(first)
            cgtk_signal_emit_plain(try XCTUnwrap(second.descendant(PlaygroundPart.add("leadingResources", kind: "checkbox"))).gRaw, "clicked")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(checkboxes(first), before + 1, "an item added in the second panel appears in the first")
            XCTAssertEqual(checkboxes(second), before + 1)
            let weakPanel = WeakObject(first)
            XCTAssertTrue(gallery.select(storyID: "listcell-basic"))
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertFalse(weakPanel.isAlive, "the old story's panels are freed")
            XCTAssertNotNil(try panel(gallery, 0).descendant(ListCellPart.row), "the new story is compared")
        }
    }

    @MainActor
    private func isShown(_ widget: WidgetPointer?) -> Bool { widget.map { gtk_widget_is_visible($0) != 0 } ?? false }
}
