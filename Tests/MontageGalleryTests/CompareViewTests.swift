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

    /// The gallery's window raised over any other and given the keyboard.
    @MainActor
    private func takeKeyboard(_ gallery: GalleryWindow) {
        let title = String(cString: gtk_window_get_title(cast(gallery.window)))
        XDoTool.run(["search", "--sync", "--name", "^\(title)$", "windowraise"])
        XCTAssertTrue(XDoTool.focus(gallery.window, title: title))
    }

    /// Scrolls the scrolled window around `widget` that scrolls so that `widget` is in view.
    @MainActor
    private func reveal(_ widget: WidgetPointer) {
        var scroller = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type())
        while let current = scroller {
            let adjustment = gtk_scrolled_window_get_vadjustment(cast(current))!
            if gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment) + 1 {
                var bounds = graphene_rect_t()
                XCTAssertTrue(gtk_widget_compute_bounds(widget, current, &bounds) != 0)
                let value = gtk_adjustment_get_value(adjustment)
                Adjustment(gRaw: UnsafeMutableRawPointer(adjustment)).reveal(top: value + Double(bounds.origin.y) - 40,
                                                                            bottom: value + Double(bounds.origin.y + bounds.size.height) + 40)
                MainLoop.waitUntilSettled(gtk_widget_get_root(widget).map { cast($0) }!)
                return
            }
            scroller = gtk_widget_get_parent(current).flatMap { gtk_widget_get_ancestor($0, gtk_scrolled_window_get_type()) }
        }
    }

    /// Chooses item `index` of `dropDown` as a person does: a click opens its list, the arrow
    /// keys go down from the item chosen, Return takes it.
    @MainActor
    private func choose(_ index: Int, in dropDown: WidgetPointer, file: StaticString = #filePath, line: UInt = #line) {
        reveal(dropDown)
        let before = Int(gtk_drop_down_get_selected(cast(dropDown)))
        XDoTool.click(dropDown)
        XCTAssertTrue(MainLoop.run(until: {
            dropDown.descendants { $0.isA(gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }.isEmpty == false
        }, timeout: 2), "the list opens", file: file, line: line)
        for _ in 0..<abs(index - before) { XDoTool.key(index > before ? "Down" : "Up") }
        XDoTool.key("Return")
        XCTAssertTrue(MainLoop.run(until: { Int(gtk_drop_down_get_selected(cast(dropDown))) == index }, timeout: 2),
                      "item \(index) is chosen", file: file, line: line)
        MainLoop.waitUntilSettled(gtk_widget_get_root(dropDown).map { cast($0) }!)
    }

    /// What the TextField playground in `root` shows: the field's status class, whether it is
    /// secured, its text (the binding's: a secured entry holds masks), the code, the status and
    /// secured controls, and the preview's width choice.
    @MainActor
    private func textFieldState(in root: WidgetPointer) throws -> [String] {
        let field = try XCTUnwrap(root.descendant(TextFieldPart.field))
        let view = try XCTUnwrap(ViewLink.view(TextFieldView.self, of: try XCTUnwrap(root.descendant(FormControlPart.root))))
        let status = ["normal", "positive", "negative"].first { gtk_widget_has_css_class(field, "status-\($0)") != 0 } ?? "?"
        let secured = try XCTUnwrap(root.descendant(TextFieldPart.entry)).isA(gtk_password_entry_get_type())
        let editor = try XCTUnwrap(root.descendant(ControlPart.codeEditor))
        let buffer = gtk_text_view_get_buffer(cast(editor))!
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let code = String(cString: gtk_text_buffer_get_text(buffer, &start, &end, 0))
        return ["status \(status)", "secured \(secured)", "text \(view.text)", code,
                "status control \(gtk_drop_down_get_selected(cast(try XCTUnwrap(root.descendant(PlaygroundPart.control("status"))))))",
                "secured control \(gtk_switch_get_active(cast(try XCTUnwrap(root.descendant(PlaygroundPart.control("secured"))))))",
                "preview width \(gtk_drop_down_get_selected(cast(try XCTUnwrap(root.descendant(PlaygroundPart.previewWidth)))))"]
    }

    /// Compare starts every panel from the playground as the person left it: on the TextField
    /// playground, a negative status, Secured, a narrower preview and a typed text are in every
    /// panel, field, controls and code (each panel showed the default field), and stay through
    /// another comparison.
    func testComparePanelsStartFromThePlaygroundsSettings() throws {
        try onMain {
            let gallery = openGallery("textfield-playground")
            defer { end(gallery) }
            takeKeyboard(gallery)
            let page = try XCTUnwrap(gallery.window.descendant(WindowPart.page("textfield-playground")))
            choose(2, in: try XCTUnwrap(page.descendant(PlaygroundPart.control("status"))))
            let secured = try XCTUnwrap(page.descendant(PlaygroundPart.control("secured")))
            reveal(secured)
            XDoTool.click(secured)
            XCTAssertTrue(gtk_switch_get_active(cast(secured)) != 0, "a click turns Secured on")
            choose(1, in: try XCTUnwrap(page.descendant(PlaygroundPart.previewWidth)))
            let entry = try XCTUnwrap(page.descendant(TextFieldPart.entry))
            reveal(entry)
            XDoTool.click(entry)
            XDoTool.type("hunter2", delay: 20)
            let expected = try textFieldState(in: page)
            XCTAssertEqual(Array(expected.prefix(3)), ["status negative", "secured true", "text hunter2"], "the page as the person left it")
            XCTAssertTrue(expected[3].contains(".negative") && expected[3].contains("secured"), expected[3])
            XDoTool.key("ctrl+shift+d")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(gallery.pages.compare.panels.count, 2)
            for (index, panel) in gallery.pages.compare.panels.enumerated() {
                XCTAssertEqual(try textFieldState(in: panel.content), expected, "panel \(index) starts from the page's settings")
            }
            // Another comparison starts from the panels' settings.
            choose(CompareLayout.direction.rawValue, in: try XCTUnwrap(gallery.window.descendant(ComparePart.layout)))
            XCTAssertEqual(gallery.pages.compare.panels.count, 2)
            for (index, panel) in gallery.pages.compare.panels.enumerated() {
                XCTAssertEqual(try textFieldState(in: panel.content), expected, "LTR | RTL: panel \(index) too")
            }
        }
    }

    /// Turning Compare on or off leaves the keyboard focus where it was, or, when it was in what
    /// Compare replaces, at the same place in what comes instead: the page's field → the first
    /// panel's field → the page's field (it went to the header's Code button both ways). The
    /// second panel's field leads back to the page's field too, and a focus on the Compare
    /// button stays there.
    func testCompareKeepsTheKeyboardFocus() throws {
        try onMain {
            let gallery = openGallery("textfield-playground")
            defer { end(gallery) }
            takeKeyboard(gallery)
            let window = gallery.window
            let focus = { gtk_window_get_focus(cast(window)) }
            let page = try XCTUnwrap(window.descendant(WindowPart.page("textfield-playground")))
            let entry = try XCTUnwrap(page.descendant(TextFieldPart.entry))
            XDoTool.click(entry)
            let typing = try XCTUnwrap(focus(), "the click puts the focus in the field")
            XCTAssertTrue(typing.isDescendant(of: entry))
            XDoTool.key("ctrl+shift+d")
            MainLoop.waitUntilSettled(window)
            let code = try XCTUnwrap(window.descendant(WindowPart.codeToggle))
            XCTAssertNotEqual(focus(), code, "not on the header's Code button")
            let first = try XCTUnwrap(gallery.pages.compare.panels.first)
            let firstEntry = try XCTUnwrap(first.content.descendant(TextFieldPart.entry))
            XCTAssertTrue(focus().map { $0.isDescendant(of: firstEntry) } ?? false,
                          "in the first panel's field: \(focus().map(\.typeName) ?? "none")")
            XDoTool.type("ab", delay: 20)
            XCTAssertEqual(ViewLink.view(TextFieldView.self, of: try XCTUnwrap(first.content.descendant(FormControlPart.root)))?.text, "ab",
                           "typing goes on there")
            XDoTool.key("ctrl+shift+d")
            MainLoop.waitUntilSettled(window)
            XCTAssertNotEqual(focus(), code, "not on the header's Code button")
            XCTAssertEqual(focus(), typing, "back in the page's field")
            // From the second panel's field, back to the page's field.
            XDoTool.key("ctrl+shift+d")
            MainLoop.waitUntilSettled(window)
            let second = try XCTUnwrap(gallery.pages.compare.panels.last?.content.descendant(TextFieldPart.entry))
            XDoTool.click(second)
            XCTAssertTrue(focus().map { $0.isDescendant(of: second) } ?? false)
            XDoTool.key("ctrl+shift+d")
            MainLoop.waitUntilSettled(window)
            XCTAssertEqual(focus(), typing, "the second panel's field leads to the page's field")
            // A click on the Compare button keeps the focus there, on and off.
            let toggle = try XCTUnwrap(window.descendant(WindowPart.compareToggle))
            for on in [true, false] {
                XDoTool.click(toggle)
                MainLoop.waitUntilSettled(window)
                XCTAssertEqual(gallery.isComparing, on)
                XCTAssertEqual(focus(), toggle, "the focus stays on the Compare button (\(on ? "on" : "off"))")
            }
        }
    }

    /// "360 | 768 px": each panel is framed at its own width (the 360 one was as wide as the
    /// 768 one), the row cut at the window's edge shows a scrollbar, and the plain wheel over it
    /// scrolls it sideways to the end of the 768 panel. A playground's panel, taller than the
    /// window, scrolls under the wheel over its preview (the preview pane is whole and lets the
    /// wheel go on).
    func testTheWidthComparisonFramesEachPanelAtItsWidthAndScrollsSideways() throws {
        try onMain {
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            takeKeyboard(gallery)
            let window = gallery.window
            XDoTool.key("ctrl+shift+d")
            MainLoop.waitUntilSettled(window)
            choose(CompareLayout.width.rawValue, in: try XCTUnwrap(window.descendant(ComparePart.layout)))
            for (index, width) in [Float(360), 768].enumerated() {
                let frame = try XCTUnwrap(try panel(gallery, index).descendant(ComparePart.frame))
                XCTAssertEqual(LayoutProbe.rect(frame, in: window).size.width, width, "panel \(index) is framed \(width) wide")
            }
            let scroller = try XCTUnwrap(gtk_widget_get_ancestor(gallery.pages.compare.panels[0].widget, gtk_scrolled_window_get_type()))
            let bar = try XCTUnwrap(gtk_scrolled_window_get_hscrollbar(cast(scroller)))
            XCTAssertEqual(gtk_scrolled_window_get_overlay_scrolling(cast(scroller)), 0, "a scrollbar, not an indicator shown on hover")
            XCTAssertTrue(gtk_widget_get_mapped(bar) != 0 && gtk_widget_get_height(bar) > 0, "the row cut at the edge shows its scrollbar")
            let horizontal = try XCTUnwrap(gtk_scrolled_window_get_hadjustment(cast(scroller)))
            let wide = try XCTUnwrap(try panel(gallery, 1).descendant(ComparePart.frame))
            let view = LayoutProbe.rect(scroller, in: window)
            XCTAssertGreaterThan(LayoutProbe.rect(wide, in: window).origin.x + 768, view.origin.x + view.size.width, "the 768 panel is cut")
            let point = screenPoint(try panel(gallery, 1), fx: 0.3, fy: 0.3)
            XDoTool.move(x: point.x, y: point.y)
            for _ in 0..<10 {
                XDoTool.run(["click", "5"])
                XDoTool.sync()
            }
            XCTAssertGreaterThan(gtk_adjustment_get_value(horizontal), 0, "the plain wheel scrolls the row sideways")
            let end = LayoutProbe.rect(wide, in: window)
            XCTAssertLessThanOrEqual(end.origin.x + end.size.width, view.origin.x + view.size.width, "to the end of the 768 panel")
            XDoTool.run(["click", "4"])
            XDoTool.sync()
            XCTAssertGreaterThan(LayoutProbe.rect(wide, in: window).origin.x, end.origin.x, "and back")
            try WidgetCapture.savePNG(of: window, to: FileManager.default.temporaryDirectory.appendingPathComponent("compare-width.png").path)

            // A playground's panel, taller than the window, scrolls its page: the wheel over its
            // preview scrolls it (the preview pane, whole, let the wheel go on).
            XCTAssertTrue(gallery.select(storyID: "listcell-playground"))
            MainLoop.waitUntilSettled(window)
            let preview = try XCTUnwrap(try panel(gallery, 0).descendant(PlaygroundPart.previewPane))
            var pageScroller = gtk_widget_get_parent(preview).flatMap { gtk_widget_get_ancestor($0, gtk_scrolled_window_get_type()) }
            while let current = pageScroller, let adjustment = gtk_scrolled_window_get_vadjustment(cast(current)),
                  gtk_adjustment_get_upper(adjustment) <= gtk_adjustment_get_page_size(adjustment) {
                pageScroller = gtk_widget_get_parent(current).flatMap { gtk_widget_get_ancestor($0, gtk_scrolled_window_get_type()) }
            }
            let vertical = try XCTUnwrap(pageScroller.flatMap { gtk_scrolled_window_get_vadjustment(cast($0)) }, "the playground scrolls")
            let inside = screenPoint(preview, fx: 0.5, fy: 0, dy: 40)
            XDoTool.move(x: inside.x, y: inside.y)
            let before = gtk_adjustment_get_value(vertical)
            XDoTool.run(["click", "5"])
            XDoTool.sync()
            XCTAssertGreaterThan(gtk_adjustment_get_value(vertical), before + 20, "the wheel over a playground's preview scrolls it")
            for (index, width) in [Float(360), 768].enumerated() {
                let frame = try XCTUnwrap(try panel(gallery, index).descendant(ComparePart.frame))
                XCTAssertEqual(LayoutProbe.rect(frame, in: window).size.width, width, "playground panel \(index) is framed \(width) wide")
            }
        }
    }
}
