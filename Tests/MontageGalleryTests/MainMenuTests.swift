import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The main menu's dialogs and Quit, reached with the keyboard as a person does (F10, then the
/// arrows): About shows the gallery's icon and version, the shortcuts window lists the keys of
/// the stories too, and Quit (also Ctrl+Q) is the application's quit (issue 19, defect 16).
final class MainMenuTests: MontageTestCase, @unchecked Sendable {
    /// Opens the main menu with F10, goes down to the item titled `title` with the arrow keys
    /// and activates it with Enter; returns whether the item was reached.
    @MainActor
    @discardableResult
    private func choose(_ title: String, in gallery: GalleryWindow) -> Bool {
        let button = gallery.window.descendant(WindowPart.mainMenu)!
        XDoTool.key("F10")
        XCTAssertTrue(MainLoop.run(until: {
            gtk_menu_button_get_popover(cast(button)).map { gtk_widget_get_visible(cast($0)) != 0 } ?? false
        }, timeout: 2), "F10 opens the menu")
        for _ in 0..<20 {
            if let focus = gtk_window_get_focus(cast(gallery.window)), focus.isA(GtkPrivateType.modelButton), Properties.string(focus, "text") == title {
                XDoTool.key("Return")
                return true
            }
            XDoTool.key("Down")
        }
        XCTFail("no item \(title) in the menu")
        return false
    }

    /// The toplevel windows of type `type` now shown.
    @MainActor
    private func shownWindows(_ type: GType) -> [WidgetPointer] {
        let toplevels = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(toplevels)).compactMap { index -> WidgetPointer? in
            guard let item = g_list_model_get_item(toplevels, index) else { return nil }
            g_object_unref(item)
            let window: WidgetPointer = cast(item)
            return window.isA(type) && gtk_widget_get_visible(window) != 0 ? window : nil
        }
    }

    func testAboutShowsTheAppsIconAndVersion() {
        onMain {
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            choose("About Montage Gallery", in: gallery)
            XCTAssertTrue(MainLoop.run(until: { !self.shownWindows(gtk_about_dialog_get_type()).isEmpty }, timeout: 3), "About opens")
            guard let about = shownWindows(gtk_about_dialog_get_type()).first else { return }
            defer { adopt(about, label: "the About dialog").end() }
            let texts = about.descendants { $0.isA(gtk_label_get_type()) && gtk_widget_get_visible($0) != 0 }
                .map { String(cString: gtk_label_get_text(cast($0))) }
            XCTAssertTrue(texts.contains(GalleryApp.version), "the version shows: \(texts)")
            let names = about.descendants { $0.isA(gtk_image_get_type()) && gtk_image_get_storage_type(cast($0)) == GTK_IMAGE_ICON_NAME }
                .compactMap { gtk_image_get_icon_name(cast($0)).map { String(cString: $0) } }
            XCTAssertTrue(names.contains(GalleryApp.id), "the logo is the app's icon: \(names)")
            let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(about))!
            let icon = gtk_icon_theme_lookup_icon(theme, GalleryApp.id, nil, 128, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))!
            defer { g_object_unref(icon.gRaw) }
            XCTAssertEqual(gtk_icon_paintable_get_icon_name(icon).map { String(cString: $0) }, GalleryApp.id, "found, not image-missing")
        }
    }

    /// Below 720 px the header's tool buttons give way, so the menu has every one of them: each
    /// item, chosen with the keyboard, turns its tool on and off as its button would (Compare
    /// had no item, and could not be reached with the pointer in a narrow window).
    func testTheMenuHasEveryToolOfTheHeader() throws {
        try onMain {
            let gallery = openGallery("listcell-basic", width: 600, height: 700, focused: true)
            defer { end(gallery) }
            let header = gallery.header
            let tools: [(title: String, button: WidgetPointer)] = [
                ("Show or Hide the Code", header.codeToggle), ("Show or Hide the Events", header.eventsToggle),
                ("Compare", header.compareToggle), ("Show or Hide the Steps", header.interactionsToggle),
                ("Inspect Tokens", gallery.panels.inspector.toggle), ("Audit Accessibility", header.accessibilityToggle),
            ]
            // Every button of the header's tool row is listed here, and none is on screen.
            let row = try XCTUnwrap(gtk_widget_get_parent(header.compareToggle))
            XCTAssertEqual(Set(row.children.map { UInt(bitPattern: $0) }), Set(tools.map { UInt(bitPattern: $0.button) }), "the header's tools")
            for (title, button) in tools {
                XCTAssertFalse(gtk_widget_get_mapped(button) != 0, "600 px wide, the \(title) button gives way")
                XCTAssertTrue(gtk_toggle_button_get_active(cast(button)) == 0, "\(title) starts off")
                XCTAssertTrue(choose(title, in: gallery), "the menu has \(title)")
                XCTAssertTrue(MainLoop.run(until: { gtk_toggle_button_get_active(cast(button)) != 0 }, timeout: 2), "\(title) from the menu turns it on")
                MainLoop.waitUntilSettled(gallery.window)
                if button == header.compareToggle {
                    XCTAssertTrue(gallery.isComparing, "the compare view shows")
                    XCTAssertEqual(gallery.pages.compare.panels.count, 2)
                }
                // The audit does not give the keyboard back to the closed menu's item it began on
                // (where neither F10 nor a shortcut reached the window): F10 turns it off below.
                if title == "Audit Accessibility" {
                    MainLoop.wait(until: { !gallery.panels.accessibility.isPending }, timeout: 20, "the audit ran")
                    XCTAssertFalse(Gtk.Window(gallery.window).focus.map { !$0.isMapped } ?? false, "the focus is not in the closed menu")
                }
                XCTAssertTrue(choose(title, in: gallery), "\(title) again")
                XCTAssertTrue(MainLoop.run(until: { gtk_toggle_button_get_active(cast(button)) == 0 }, timeout: 2), "and again, \(title) off")
                MainLoop.waitUntilSettled(gallery.window)
            }
            XCTAssertFalse(gallery.isComparing, "Compare went off again")
        }
    }

    /// The version About shows is the one meson installs and the metainfo's release.
    func testTheVersionIsMesonsProjectVersion() throws {
        let meson = try String(contentsOf: Translations.root.appendingPathComponent("meson.build"), encoding: .utf8)
        XCTAssertTrue(meson.contains("  version: '\(GalleryApp.version)',"), "meson.build's project version is \(GalleryApp.version)")
    }

    /// Ctrl+? lists the keys of the stories beside the gallery's, in their groups.
    func testTheShortcutsWindowListsTheStoriesKeys() {
        onMain {
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            XDoTool.key("ctrl+question")
            XCTAssertTrue(MainLoop.run(until: { gallery.header.menu.shortcutsWindowIfMade.map { gtk_widget_get_visible($0) != 0 } ?? false }, timeout: 3))
            guard let shortcuts = gallery.header.menu.shortcutsWindowIfMade else { return }
            defer { gtk_window_close(cast(shortcuts)) }
            var groups: [String: [String: String]] = [:]
            for group in shortcuts.descendants(where: { $0.isA(gtk_shortcuts_group_get_type()) }) {
                let keys = group.descendants { $0.isA(gtk_shortcuts_shortcut_get_type()) }.map {
                    (Properties.string($0, "title") ?? "", Properties.string($0, "accelerator") ?? "")
                }
                groups[Properties.string(group, "title") ?? "", default: [:]].merge(Dictionary(keys, uniquingKeysWith: { $1 })) { $1 }
            }
            XCTAssertEqual(groups["Deliveries"]?["Delete the focused delivery (the toast undoes)"], "Delete")
            XCTAssertEqual(groups["Deliveries"]?["Open the focused delivery's menu"], "<Shift>F10 Menu")
            XCTAssertEqual(groups["Lists and tables"]?["Move the focused row up or down (Reordering)"], "<Alt>Up <Alt>Down")
            XCTAssertEqual(groups["Lists and tables"]?["Open the focused folder (Outline)"], "plus")
            XCTAssertEqual(groups["Lists and tables"]?["Close the focused folder (Outline)"], "minus")
            XCTAssertEqual(groups["Gallery"]?["Quit"], "<Control>q")
            XCTAssertEqual(groups["Deliveries"]?["Undo the last deletion (Deliveries, Edit mode)"], "<Control>z")
            XCTAssertEqual(groups["Deliveries"]?["To the toast's Undo and back"], "F6")
            XCTAssertEqual(groups["Gallery"]?["Compare the story side by side"], "<Control><Shift>d")
            XCTAssertEqual(groups["Gallery"]?["Inspect tokens (Escape unpins, then stops)"], "<Control><Shift>m")
            let pageSwitches = shortcuts.descendants { $0.isA(gtk_stack_switcher_get_type()) && gtk_widget_is_visible($0) != 0 }
            XCTAssertEqual(pageSwitches.count, 0, "every shortcut on one page")
        }
    }

    /// The menu's last item is Quit: the application's quit action, which Ctrl+Q also runs.
    func testQuitInTheMenuAndCtrlQQuitTheApplication() throws {
        try onMain {
            let app = ObjectRef(gtk_application_new("org.montagegtk.GalleryMenuTests", G_APPLICATION_NON_UNIQUE)!, owned: true)
            var error: UnsafeMutablePointer<GError>?
            XCTAssertTrue(g_application_register(cast(app.pointer), nil, &error) != 0, error.map { String(cString: $0.pointee.message) } ?? "")
            GalleryApp.installQuitAction(app.pointer)
            final class Count { var quits = 0 }
            let count = Count()
            let action = try XCTUnwrap(g_action_map_lookup_action(cast(app.pointer), "quit"))
            Signal.connect(action, "activate") { count.quits += 1 }
            Theme.install(colorScheme: .light)
            GalleryStylesheet.register()
            let gallery = GalleryWindow(model: GalleryModel(), application: app.pointer, initialStory: "listcell-basic", theme: .light)
            defer { end(gallery) }
            gtk_window_set_default_size(cast(gallery.window), 1000, 700)
            gtk_window_present(cast(gallery.window))
            MainLoop.run(until: { gtk_widget_get_mapped(gallery.window) != 0 }, timeout: 5)
            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            // The last item, one Up from the first (the menu wraps around).
            let button = gallery.window.descendant(WindowPart.mainMenu)!
            XDoTool.key("F10")
            XCTAssertTrue(MainLoop.run(until: { gtk_menu_button_get_popover(cast(button)).map { gtk_widget_get_visible(cast($0)) != 0 } ?? false }, timeout: 2))
            XDoTool.key("Up")
            let last = gtk_window_get_focus(cast(gallery.window))
            XCTAssertEqual(last.flatMap { Properties.string($0, "text") }, "Quit", "the menu ends with Quit")
            XDoTool.key("Return")
            XCTAssertTrue(MainLoop.run(until: { count.quits == 1 }, timeout: 3), "Quit in the menu quits")
            XDoTool.key("ctrl+q")
            XCTAssertTrue(MainLoop.run(until: { count.quits == 2 }, timeout: 3), "and Ctrl+Q")
        }
    }
}
