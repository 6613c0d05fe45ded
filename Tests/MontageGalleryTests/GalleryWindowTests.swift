import GalleryTestSupport
@testable import MontageGallery
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

final class GalleryWindowTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func makeGallery(initialStory: String? = nil, theme: GalleryOptions.ThemeChoice = .light) -> (GalleryWindow, Void) {
        (openGallery(initialStory, theme: theme), ())
    }

    @MainActor
    private func borderWidth(_ widget: WidgetPointer) -> Int32 {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, widget, &rect)
        return Int32(rect.size.width)
    }

    func testTheSidebarListsEveryStoryUnderItsSectionAndOpensTheFirst() {
        onMain {
            let (gallery, _) = makeGallery()
            defer { end(gallery) }
            let list = gallery.window.descendant(WindowPart.storyList)!
            let rows = list.children
            XCTAssertEqual(rows.filter { gtk_widget_has_css_class($0, "sidebar-section") != 0 }.count, Set(StoryRegistry.builtIn.map(\.section)).count)
            for story in StoryRegistry.builtIn { XCTAssertNotNil(list.descendant(WindowPart.story(story.id)), story.id) }
            XCTAssertEqual(gallery.currentStory, "tokens-colors")
            XCTAssertEqual(String(cString: gtk_window_get_title(cast(gallery.window))), "Tokens › Colors — Montage Gallery")
        }
    }

    /// Every story has its own window title (two sections have a "Playground" and a "Disabled").
    func testWindowTitlesAreUnique() {
        onMain {
            let titles = StoryRegistry.builtIn.map(GalleryWindow.fullTitle)
            XCTAssertEqual(Set(titles).count, titles.count)
            XCTAssertTrue(titles.contains("ListCell › Playground"))
        }
    }

    /// Tab on a story row enters its page (it used to move to the next row and open that story);
    /// Down moves to the next story.
    func testTabFromTheSidebarEntersThePageAndArrowsMoveBetweenStories() {
        onMain {
            let (gallery, _) = makeGallery(initialStory: "listcell-basic")
            defer { end(gallery) }
            let title = String(cString: gtk_window_get_title(cast(gallery.window)))
            XCTAssertTrue(XDoTool.focus(gallery.window, title: title))
            let row = gallery.window.descendant(WindowPart.story("listcell-basic"))!
            gtk_widget_grab_focus(row)
            XDoTool.key("Tab")
            XCTAssertEqual(gallery.currentStory, "listcell-basic", "Tab does not open another story")
            let focus = gtk_window_get_focus(cast(gallery.window))!
            let page = gallery.window.descendant(WindowPart.page("listcell-basic"))!
            XCTAssertTrue(focus == page || focus.ancestors.contains(page), "the focus is in the page, on \(focus.typeName)")
            gtk_widget_grab_focus(row)
            XDoTool.key("Down")
            XCTAssertEqual(gallery.currentStory, "listcell-description", "Down opens the next story")
            XCTAssertTrue(gtk_widget_has_visible_focus(gallery.window.descendant(WindowPart.story("listcell-description"))!) != 0,
                          "the focused row shows its focus")
        }
    }

    /// Below the breakpoint the page fills the window and the stories come over it from the
    /// header's toggle; choosing one goes back to the page. Wide again, both show.
    func testANarrowWindowCollapsesTheSidebarBehindAToggle() {
        onMain {
            let (gallery, _) = makeGallery(initialStory: "listcell-basic")
            defer { end(gallery) }
            let toggle = gallery.window.descendant(WindowPart.sidebarToggle)!
            let sidebar = gallery.window.descendant(WindowPart.sidebar)!
            XCTAssertFalse(gallery.isCollapsed)
            XCTAssertFalse(gtk_widget_get_visible(toggle) != 0, "no toggle while both fit")
            gtk_window_set_default_size(cast(gallery.window), 360, 700)
            // The window's content is its default width less its frame.
            let content = gtk_window_get_child(cast(gallery.window))!
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_width(gallery.window) <= 360 && gtk_widget_get_visible(toggle) != 0 }, timeout: 5),
                          "the window gets 360 wide (now \(gtk_widget_get_width(gallery.window))) and shows the toggle")
            XCTAssertTrue(gallery.isCollapsed)
            XCTAssertFalse(gtk_widget_get_child_visible(sidebar) != 0, "the page fills the window")
            gtk_toggle_button_set_active(cast(toggle), 1)
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_child_visible(sidebar) != 0 && borderWidth(sidebar) == borderWidth(content) }, timeout: 3))
            XCTAssertEqual(borderWidth(sidebar), borderWidth(content), "the stories take the whole width")
            let row = gallery.window.descendant(WindowPart.story("listcell-switch"))!
            gtk_widget_activate(row)
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_child_visible(sidebar) == 0 }, timeout: 3), "choosing goes to the page")
            XCTAssertEqual(gallery.currentStory, "listcell-switch")
            XCTAssertFalse(gtk_toggle_button_get_active(cast(toggle)) != 0)
            gtk_window_set_default_size(cast(gallery.window), 1000, 700)
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(toggle) == 0 }, timeout: 5))
            XCTAssertTrue(gtk_widget_get_child_visible(sidebar) != 0)
            XCTAssertEqual(borderWidth(sidebar), GalleryWindow.sidebarWidth)
        }
    }

    /// The main menu's choices act live and agree with the header's switch.
    func testTheMainMenuSwitchesSchemeAndDirectionLive() {
        onMain {
            let (gallery, _) = makeGallery(theme: .light)
            defer {
                gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
                end(gallery)
            }
            XCTAssertNotNil(gallery.window.descendant(WindowPart.mainMenu))
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.scheme", g_variant_new_string("dark")) != 0)
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .dark }, timeout: 3))
            XCTAssertTrue(gtk_toggle_button_get_active(cast(gallery.header.switcher.widget.descendant(WindowPart.scheme(.dark))!)) != 0, "the switch shows it")
            gtk_widget_activate(gallery.header.switcher.widget.descendant(WindowPart.scheme(.light))!)
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .light }, timeout: 3))
            XCTAssertEqual(gallery.header.menu.state(of: "scheme"), "light", "the menu shows the switch's choice")
            XCTAssertEqual(gallery.header.menu.state(of: "direction"), "ltr")
            let chevronRow = gallery.window.descendant(WindowPart.storyList)!
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.direction", g_variant_new_string("rtl")) != 0)
            XCTAssertEqual(gtk_widget_get_direction(chevronRow), GTK_TEXT_DIR_RTL, "every widget turns right to left")
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.direction", g_variant_new_string("ltr")) != 0)
            XCTAssertEqual(gtk_widget_get_direction(chevronRow), GTK_TEXT_DIR_LTR)
        }
    }

    /// A search that matches no story says so in the list; Ctrl+F again selects the query, so
    /// typing replaces it.
    func testANoMatchSearchSaysSoAndCtrlFSelectsTheQuery() throws {
        try onMain {
            let (gallery, _) = makeGallery(initialStory: "listcell-basic")
            defer { end(gallery) }
            let window = gallery.window
            XCTAssertTrue(XDoTool.focus(window, title: String(cString: gtk_window_get_title(cast(window)))))
            XDoTool.key("ctrl+f")
            XDoTool.type("zzqx", delay: 30)
            MainLoop.wait(until: { gallery.sidebar.search.matches.isEmpty }, timeout: 3, "nothing matches")
            MainLoop.waitUntilSettled(window)
            let none = try XCTUnwrap(window.descendant(WindowPart.noMatches))
            XCTAssertTrue(none.isMapped, "the list says there is no match")
            XCTAssertEqual(Gtk.Label(none).text, "No story matches “zzqx”.")
            // Ctrl+F again (the focus still in the field): the query is selected; typing replaces it.
            XDoTool.key("ctrl+f")
            XDoTool.type("disab", delay: 30)
            // The two Disabled stories, and the two Docs pages of a `.disabled` modifier.
            MainLoop.wait(until: { gallery.sidebar.search.matches.count == 4 }, timeout: 3, "the query replaced: \(gallery.sidebar.search.query)")
            XCTAssertEqual(gallery.sidebar.search.query, "disab")
            XCTAssertFalse(none.isMapped)
        }
    }

    /// Ctrl+F, type, Enter: the matching stories stay (with their sections), Enter opens the
    /// first; Escape brings every story back.
    func testSearchFindsStoriesByTitleAndSection() {
        onMain {
            let (gallery, _) = makeGallery(initialStory: "listcell-basic")
            defer { end(gallery) }
            let window = gallery.window
            XCTAssertTrue(XDoTool.focus(window, title: String(cString: gtk_window_get_title(cast(window)))))
            XDoTool.key("ctrl+f")
            let entry = gallery.sidebar.search.entry
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_has_focus(entry) != 0 || gtk_widget_is_ancestor(gtk_window_get_focus(cast(window))!, entry) != 0 }, timeout: 2),
                          "Ctrl+F focuses the search")
            XDoTool.type("disab", delay: 30)
            XCTAssertTrue(MainLoop.run(until: { gallery.sidebar.search.matches.count == 4 }, timeout: 3))
            // The Disabled stories by their titles, the Docs pages by their `.disabled` modifier.
            XCTAssertEqual(gallery.sidebar.search.matches.map(\.id), ["docs-listcell", "listcell-disabled", "docs-textfield", "textfield-disabled"])
            let list = window.descendant(WindowPart.storyList)!
            let headings = list.children.filter { gtk_widget_has_css_class($0, "sidebar-section") != 0 && gtk_widget_get_visible($0) != 0 }
            XCTAssertEqual(headings.count, 2, "the ListCell and TextField headings, not Tokens")
            XDoTool.key("Return")
            XCTAssertEqual(gallery.currentStory, "docs-listcell", "the first match")
            XCTAssertTrue(StorySearch.matches(StoryRegistry.story(id: "textfield-states")!, "TEXTFIELD sta"), "case and word order free")
            gtk_widget_grab_focus(entry)
            XDoTool.key("Escape")
            XCTAssertEqual(gallery.sidebar.search.query, "")
            XCTAssertEqual(gallery.sidebar.search.matches.count, StoryRegistry.builtIn.count, "every story is back")
        }
    }

    /// Ctrl+? opens the keyboard shortcuts window, which lists the gallery's keys.
    func testCtrlQuestionShowsTheShortcutsWindow() throws {
        try onMain {
            let (gallery, _) = makeGallery()
            defer { end(gallery) }
            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            XDoTool.key("ctrl+question")
            XCTAssertTrue(MainLoop.run(until: { gallery.header.menu.shortcutsWindowIfMade.map { gtk_widget_get_visible($0) != 0 } ?? false }, timeout: 3))
            let shortcuts = gallery.header.menu.shortcutsWindowIfMade!
            XCTAssertTrue(shortcuts.isA(gtk_shortcuts_window_get_type()))
            let titles = shortcuts.descendants { $0.isA(gtk_label_get_type()) }.map { String(cString: gtk_label_get_text(cast($0))) }
            for expected in ["Search stories", "Keyboard shortcuts", "Into the page, and through its controls", "Undo or redo in the code box",
                             "Copy a color's value (Colors; Enter copies its name)"] {
                XCTAssertTrue(titles.contains(expected), "\(expected) in \(titles)")
            }
            // Each of Outline's keys shows once (GTK draws the keypad's + as +: it read "+ / +").
            for title in ["Open the focused folder (Outline)", "Close the focused folder (Outline)"] {
                let row = try XCTUnwrap(shortcuts.descendants { $0.isA(gtk_shortcuts_shortcut_get_type()) }.first { row in
                    row.descendants { $0.isA(gtk_label_get_type()) }.contains { String(cString: gtk_label_get_text(cast($0))) == title }
                })
                let keys = row.descendants { $0.isA(gtk_shortcut_label_get_type()) }.flatMap { $0.descendants { $0.isA(gtk_label_get_type()) } }
                    .map { String(cString: gtk_label_get_text(cast($0))) }
                XCTAssertEqual(keys.count, 1, "\(title): \(keys)")
            }
            gtk_window_close(cast(shortcuts))
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(shortcuts) == 0 }, timeout: 2), "closing hides it")
        }
    }

    /// F10 opens the main menu and Escape closes it, leaving the focus where it was.
    func testF10OpensTheMenuAndEscapeClosesIt() {
        onMain {
            let (gallery, _) = makeGallery(initialStory: "listcell-basic")
            defer { end(gallery) }
            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            let button = gallery.window.descendant(WindowPart.mainMenu)!
            XCTAssertNil(gtk_menu_button_get_popover(cast(button)), "the menu is made when it first opens")
            XDoTool.key("F10")
            XCTAssertTrue(MainLoop.run(until: {
                gtk_menu_button_get_popover(cast(button)).map { gtk_widget_get_visible(cast($0)) != 0 } ?? false
            }, timeout: 2), "F10 opens the menu")
            let popover: WidgetPointer = cast(gtk_menu_button_get_popover(cast(button))!)
            XCTAssertFalse(popover.descendants { $0.isA(GtkPrivateType.modelButton) }.isEmpty, "with its items")
            XDoTool.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_visible(popover) == 0 }, timeout: 2), "Escape closes it")
        }
    }

    func testSelectingAStoryShowsItsPage() {
        onMain {
            let (gallery, _) = makeGallery(initialStory: "tokens-typography")
            defer { end(gallery) }
            XCTAssertEqual(gallery.currentStory, "tokens-typography")
            XCTAssertTrue(gallery.select(storyID: "tokens-colors"))
            XCTAssertEqual(gallery.currentStory, "tokens-colors")
            XCTAssertFalse(gallery.select(storyID: "no-such-story"))
            XCTAssertEqual(gallery.currentStory, "tokens-colors")
        }
    }

    func testTheSchemeSwitchChangesTheThemeLive() {
        onMain {
            let (gallery, _) = makeGallery(theme: .light)
            defer { end(gallery) }
            XCTAssertEqual(Theme.colorScheme, .light)
            let dark = gallery.header.switcher.widget.descendant(WindowPart.scheme(.dark))!
            let light = gallery.header.switcher.widget.descendant(WindowPart.scheme(.light))!
            XCTAssertTrue(gtk_toggle_button_get_active(cast(light)) != 0)
            gtk_widget_activate(dark)  // GtkButton clicks after its short "pressed" feedback
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .dark }, timeout: 3))
            XCTAssertFalse(gtk_toggle_button_get_active(cast(light)) != 0, "the buttons are exclusive")
            let system = gallery.header.switcher.widget.descendant(WindowPart.scheme(.system))!
            gtk_widget_activate(system)
            XCTAssertTrue(MainLoop.run(until: { gtk_toggle_button_get_active(cast(system)) != 0 }, timeout: 3))
            XCTAssertEqual(Theme.colorScheme, SystemAppearance.colorScheme)
        }
    }

    /// "System" follows GNOME's color-scheme setting live; an explicit choice does not.
    func testSystemFollowsTheDesktopPreferenceLive() throws {
        try onMain {
            let source = try XCTUnwrap(g_settings_schema_source_get_default())
            guard let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else {
                throw XCTSkip("gsettings-desktop-schemas is not installed")
            }
            g_settings_schema_unref(schema)
            let settings = g_settings_new("org.gnome.desktop.interface")!
            defer {
                g_settings_set_string(settings, "color-scheme", "default")
                g_object_unref(settings)
            }
            let (gallery, _) = makeGallery(theme: .system)
            defer { end(gallery) }
            g_settings_set_string(settings, "color-scheme", "prefer-dark")
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .dark }, timeout: 3), "System follows a switch to dark")
            g_settings_set_string(settings, "color-scheme", "prefer-light")
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .light }, timeout: 3), "and back to light")
            let dark = gallery.header.switcher.widget.descendant(WindowPart.scheme(.dark))!
            gtk_widget_activate(dark)
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .dark }, timeout: 3))
            g_settings_set_string(settings, "color-scheme", "prefer-light")
            // Longer than the desktop's switches above took to arrive: this one changes nothing.
            MainLoop.assertStaysTrue(for: 0.5, { Theme.colorScheme == .dark }, "an explicit choice ignores the desktop")
        }
    }
}
