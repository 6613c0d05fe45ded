import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The sidebar as a person meets it (issue 19): at 150% text its titles end in "…" inside the
/// sidebar, with the whole title in a tooltip, and it never scrolls sideways, a direction
/// switch included; its section headings are no keyboard stops, no click targets and read as
/// headings.
final class SidebarTests: MontageTestCase, @unchecked Sendable {
    override func tearDown() {
        onMain {
            Theme.setTextScale(1)
            gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
        }
        super.tearDown()
    }

    /// The label inside a story's row.
    @MainActor
    private func title(_ window: WidgetPointer, _ id: String) -> WidgetPointer {
        window.descendant(WindowPart.story(id))!.descendants { $0.isA(gtk_label_get_type()) }.first!
    }

    /// Every story's title lies inside the sidebar, from its start.
    @MainActor
    private func assertTitlesFitTheSidebar(_ gallery: GalleryWindow, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let sidebar = gallery.window.descendant(WindowPart.sidebar)!
        let width = Float(gtk_widget_get_width(sidebar))
        for story in StoryRegistry.builtIn {
            let rect = LayoutProbe.rect(title(gallery.window, story.id), in: sidebar)
            XCTAssertGreaterThanOrEqual(rect.origin.x, 0, "\(context): \(story.id) starts inside the sidebar", file: file, line: line)
            XCTAssertLessThanOrEqual(rect.origin.x + rect.size.width, width, "\(context): \(story.id) ends inside the sidebar", file: file, line: line)
        }
    }

    func testAt150PercentLongTitlesEllipsizeAndShowWholeInATooltip() {
        onMain {
            Theme.setTextScale(1.5)
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            assertTitlesFitTheSidebar(gallery, "150%")
            let label = title(gallery.window, "listcell-custom")
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(label))), "Icon, selected, chevron", "the label keeps the whole title")
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(label))) != 0, "and shows it ending in …")
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(title(gallery.window, "tokens-colors")))) == 0, "a short one whole")

            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            let tooltipText = { () -> String? in
                gallery.window.descendants { $0.isA(GtkPrivateType.tooltipWindow) && gtk_widget_get_visible($0) != 0 }.first
                    .flatMap { $0.descendants { $0.isA(gtk_label_get_type()) && gtk_widget_get_visible($0) != 0 }.first }
                    .map { String(cString: gtk_label_get_text(cast($0))) }
            }
            let short = XDoTool.center(of: title(gallery.window, "tokens-colors"))
            XDoTool.move(x: short.x, y: short.y)
            // Past GTK's tooltip delay (500 ms): no tooltip comes.
            MainLoop.assertStaysTrue(for: 1, { tooltipText() == nil }, "a title shown whole has no tooltip")
            let long = XDoTool.center(of: label)
            XDoTool.move(x: long.x, y: long.y)
            XCTAssertTrue(MainLoop.run(until: { tooltipText() == "Icon, selected, chevron" }, timeout: 3),
                          "hovering the cut title shows it whole (\(tooltipText() ?? "no tooltip"))")
        }
    }

    /// Right to left and back at 150%: the sidebar is at its start, every title from its
    /// beginning (it used to stay scrolled sideways, each title losing its start).
    func testADirectionSwitchAt150PercentLeavesTheSidebarAtItsStart() {
        onMain {
            Theme.setTextScale(1.5)
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            let scroller = gallery.window.descendant(WindowPart.sidebar)!.descendants { $0.isA(gtk_scrolled_window_get_type()) }.first!
            let horizontal = gtk_scrolled_window_get_hadjustment(cast(scroller))!
            for direction in ["rtl", "ltr"] {
                XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.direction", g_variant_new_string(direction)) != 0)
                MainLoop.waitUntilSettled(gallery.window)  // laid out in the new direction
                XCTAssertLessThanOrEqual(gtk_adjustment_get_upper(horizontal), gtk_adjustment_get_page_size(horizontal),
                                         "\(direction): nothing to scroll sideways")
                XCTAssertEqual(gtk_adjustment_get_value(horizontal), 0, "\(direction): at the start")
                assertTitlesFitTheSidebar(gallery, direction)
            }
        }
    }

    /// Down from a section's last story opens the next section's first in one press, and Up
    /// comes back in one (the headings used to be invisible keyboard stops).
    func testOnePressCrossesEachSectionBoundary() {
        onMain {
            let stories = StoryRegistry.builtIn
            let gallery = openGallery(stories[0].id)
            defer { end(gallery) }
            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            let boundaries = stories.indices.dropFirst().filter { stories[$0].section != stories[$0 - 1].section }
            XCTAssertGreaterThanOrEqual(boundaries.count, 4)
            for index in boundaries {
                let (last, first) = (stories[index - 1], stories[index])
                gallery.select(storyID: last.id)
                gtk_widget_grab_focus(gallery.window.descendant(WindowPart.story(last.id))!)
                XDoTool.key("Down")
                XCTAssertEqual(gallery.currentStory, first.id, "Down from \(last.id)")
                XCTAssertEqual(gtk_window_get_focus(cast(gallery.window)), gallery.window.descendant(WindowPart.story(first.id)), "the focus goes with it")
                XDoTool.key("Up")
                XCTAssertEqual(gallery.currentStory, last.id, "Up from \(first.id)")
            }
        }
    }

    /// In the narrow window's stories, a click on a heading ("TOKENS") lands on no row: nothing
    /// is chosen or highlighted, and the stories stay over the page.
    func testAClickOnAHeadingInTheNarrowSidebarChoosesNothing() {
        onMain {
            let gallery = openGallery("listcell-basic", width: 360, height: 700)
            defer { end(gallery) }
            XCTAssertTrue(MainLoop.run(until: { gallery.isCollapsed }, timeout: 3))
            XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
            gtk_toggle_button_set_active(cast(gallery.window.descendant(WindowPart.sidebarToggle)!), 1)
            XCTAssertTrue(MainLoop.run(until: { gallery.showsSidebar }, timeout: 3))
            let list = gallery.window.descendant(WindowPart.storyList)!
            MainLoop.waitUntilShown(list)  // the stories over the page, laid out
            guard let heading = list.descendants(where: { gtk_widget_has_css_class($0, "sidebar-section") != 0 }).first else {
                return XCTFail("no heading")
            }
            let text = heading.descendants { $0.isA(gtk_label_get_type()) }.first.map { String(cString: gtk_label_get_text(cast($0))) }
            XCTAssertEqual(text, "TOKENS")
            let point = XDoTool.center(of: heading)
            XDoTool.move(x: point.x, y: point.y)
            XCTAssertFalse(([heading] + heading.ancestors).contains { $0.isA(gtk_list_box_row_get_type()) }, "the heading is in no row")
            var picked = graphene_point_t()
            _ = gtk_widget_compute_point(gallery.window, list, [graphene_point_t(x: Float(point.x), y: Float(point.y))], &picked)
            XCTAssertNil(gtk_list_box_get_row_at_y(cast(list), Int32(picked.y)), "no row under the heading")
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(gallery.currentStory, "listcell-basic", "nothing chosen")
            let selected: WidgetPointer? = gtk_list_box_get_selected_row(cast(list)).map { cast($0) }
            XCTAssertEqual(selected, gallery.window.descendant(WindowPart.story("listcell-basic")), "the chosen story stays highlighted alone")
            XCTAssertTrue(gallery.showsSidebar, "the stories stay")
        }
    }

    /// In a narrow window, Ctrl+F brings the stories over the page; a query and Enter show the
    /// story's page with the keyboard on its first control, showing its focus ring (the focus
    /// used to stay behind in the search field, now hidden, or go nowhere).
    func testEnterInTheNarrowSearchShowsThePageWithItsFirstControlFocused() {
        onMain {
            let gallery = openGallery("tokens-colors", width: 360, height: 700)
            defer { end(gallery) }
            let window = gallery.window
            XCTAssertTrue(MainLoop.run(until: { gallery.isCollapsed }, timeout: 3))
            XCTAssertTrue(XDoTool.focus(window, title: String(cString: gtk_window_get_title(cast(window)))))
            XDoTool.key("ctrl+f")
            XCTAssertTrue(MainLoop.run(until: { gallery.showsSidebar }, timeout: 3), "Ctrl+F brings the stories")
            XDoTool.type("listcell basic", delay: 30)
            XCTAssertTrue(MainLoop.run(until: { gallery.sidebar.search.matches.map(\.id) == ["listcell-basic"] }, timeout: 3))
            XDoTool.key("Return")
            XCTAssertTrue(MainLoop.run(until: { !gallery.showsSidebar }, timeout: 3), "the page comes back")
            XCTAssertEqual(gallery.currentStory, "listcell-basic")
            let page = window.descendant(WindowPart.page("listcell-basic"))!
            MainLoop.run(until: { gtk_window_get_focus(cast(window)).map { gtk_widget_is_ancestor($0, page) != 0 } ?? false }, timeout: 2)
            let focus = gtk_window_get_focus(cast(window))
            XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, page) != 0 } ?? false,
                          "the keyboard is in the page, not on \(focus?.typeName ?? "nothing")")
            XCTAssertTrue(focus.map { gtk_widget_has_visible_focus($0) != 0 } ?? false, "showing its focus")
            gtk_window_set_focus(cast(window), nil)
            _ = gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD)
            XCTAssertEqual(gtk_window_get_focus(cast(window)), focus, "on what Tab reaches first on the page")
        }
    }

    /// Every heading reads as a heading named by its section, and the list's rows are the
    /// stories alone.
    func testHeadingsAreHeadingsAndTheRowsAreTheStories() {
        onMain {
            let gallery = openGallery("listcell-basic")
            defer { end(gallery) }
            let list = gallery.window.descendant(WindowPart.storyList)!
            let rows = list.children.filter { $0.isA(gtk_list_box_row_get_type()) }
            XCTAssertEqual(rows.map { String(cString: gtk_widget_get_name($0)) }, StoryRegistry.builtIn.map { WindowPart.story($0.id).partName })
            let headings = list.children.filter { gtk_widget_has_css_class($0, "sidebar-section") != 0 }
            var sections: [String] = []
            for story in StoryRegistry.builtIn where sections.last != story.section { sections.append(story.section) }
            XCTAssertEqual(headings.map { AccessibleProbe.label($0) }, sections)
            for heading in headings {
                XCTAssertEqual(gtk_accessible_get_accessible_role(cast(heading)), GTK_ACCESSIBLE_ROLE_HEADING)
                XCTAssertFalse(gtk_widget_get_focusable(heading) != 0)
            }
        }
    }
}
