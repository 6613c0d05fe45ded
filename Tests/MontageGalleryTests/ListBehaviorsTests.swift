import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Seed 004's list and table behaviors, each driven as a person would and checked on its model
/// and its widgets. Edit mode's choosing and deleting and reordering by keys and by a drag are
/// played by the player from resources/steps/ (PlayCommandTests).
final class ListBehaviorsTests: MontageTestCase, @unchecked Sendable {
    func testNavigationKeepsItsSelectionAndOptionsFlashThenCheck() {
        onMain {
            let screen = SelectionScreen()
            presentListBehavior(Build.vbox([screen.navigation.widget, screen.options.widget]), width: 420)
            XDoTool.click(screen.navigation.rows[2].widget)
            XCTAssertEqual(screen.selectedPage, 2)
            // Longer than an option's flash (300 ms): the navigation's highlight is no flash.
            MainLoop.assertStaysTrue(for: 0.5, { gtk_widget_has_css_class(screen.navigation.rows[2].widget, "navigation-selected") != 0 },
                                     "the path stays highlighted")
            XCTAssertEqual(screen.navigation.rows.filter { gtk_widget_has_css_class($0.widget, "navigation-selected") != 0 }.count, 1)

            XDoTool.click(screen.options.rows[2].widget)
            XCTAssertEqual(screen.chosenOption, 2)
            XCTAssertTrue(screen.options.rows[2].cell.selected, "the choice shows a checkmark (ListCell's selected)")
            XCTAssertFalse(screen.options.rows[0].cell.selected)
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_has_css_class(screen.options.rows[2].widget, "option-flash") == 0 }, timeout: 1),
                          "the highlight is brief")
        }
    }

    func testMiddleEllipsisKeepsBothEnds() {
        onMain {
            let page = TextAndLengthStories.middleEllipsis.build(.unheard())
            MainLoop.waitUntilSettled(present(page, width: 360))
            let labels = page.descendants { $0.isNamed(ListCellPart.label) }
            XCTAssertEqual(labels.count, TextAndLengthStories.fileNames.count)
            let first = labels[0]
            XCTAssertEqual(gtk_label_get_ellipsize(cast(first)), PANGO_ELLIPSIZE_MIDDLE)
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(first))) != 0, "the long name is shortened")
            let layout = gtk_label_get_layout(cast(first))!
            let line = pango_layout_get_line_readonly(layout, 0)!
            XCTAssertGreaterThan(pango_layout_get_character_count(layout), 0)
            XCTAssertEqual(pango_layout_get_line_count(layout), 1)
            _ = line
            XCTAssertFalse(pango_layout_is_ellipsized(gtk_label_get_layout(cast(labels[4]))) != 0, "a short name shows whole")
        }
    }

    func testShowMoreRevealsTheRestAndFoldsBack() {
        onMain {
            let screen = ShowMoreScreen(items: RelevantItems.sample)
            presentListBehavior(screen.widget, width: 420, views: [screen])
            XCTAssertEqual(screen.list.rows.map(\.cell.label), ["ListCell 사용 가이드", "TextField 접근성 체크리스트", "몽타주 색상 토큰", "리스트 정렬 규칙", "FormControl 라벨 배치"])
            XDoTool.click(screen.button.widget)
            XCTAssertEqual(screen.list.rows.count, RelevantItems.sample.count)
            XCTAssertTrue(screen.model.expanded)
            XDoTool.click(screen.button.widget)
            XCTAssertEqual(screen.list.rows.count, 5)
        }
    }

    func testTheTableSortsByAClickedHeadingAndReversesOnTheSecond() {
        onMain {
            let table = FileTableView(FileTable.sample)
            presentListBehavior(table.widget, width: 640, height: 420, views: [table])
            XCTAssertEqual(table.shownNames, FileTable.sample.files.map(\.name), "unsorted at first")
            let headers = table.widget.descendants { $0.isA(GtkPrivateType.columnViewTitle) }
            XCTAssertEqual(headers.count, 4)
            XDoTool.click(headers[2])  // 크기
            let ascending = FileTable.sample.sorted(by: .size).map(\.name)
            XCTAssertTrue(MainLoop.run(until: { table.shownNames == ascending }, timeout: 2), "\(table.shownNames)")
            XDoTool.waitOutDoubleClickTime()  // a second click, not a double click
            XDoTool.click(headers[2])
            XCTAssertTrue(MainLoop.run(until: { table.shownNames == Array(ascending.reversed()) }, timeout: 2), "a second click reverses: \(table.shownNames)")
            XCTAssertEqual(FileTable.sample.sorted(by: .size, ascending: false).map(\.name), Array(ascending.reversed()))
            // Columns resize, rows alternate.
            let columns = gtk_column_view_get_columns(cast(table.widget))!
            for index in 0..<g_list_model_get_n_items(columns) {
                let column = g_list_model_get_item(columns, index)!
                XCTAssertTrue(gtk_column_view_column_get_resizable(OpaquePointer(column)) != 0)
                g_object_unref(column)
            }
            let rows = table.widget.descendants { gtk_widget_get_css_name($0).map { String(cString: $0) } == "row" }
            XCTAssertGreaterThanOrEqual(rows.count, 8)
            let texture = try! WidgetCapture.texture(of: table.widget)
            var first = graphene_rect_t(), second = graphene_rect_t()
            _ = gtk_widget_compute_bounds(rows[0], table.widget, &first)
            _ = gtk_widget_compute_bounds(rows[1], table.widget, &second)
            let odd = texture.pixel(x: Int(first.origin.x + first.size.width) - 4, y: Int(first.origin.y + 2))
            let even = texture.pixel(x: Int(second.origin.x + second.size.width) - 4, y: Int(second.origin.y + 2))
            XCTAssertNotEqual(odd, even, "alternating row colors")
        }
    }

    func testTheOutlineOpensAndClosesFolders() {
        onMain {
            let outline = OutlineView(OutlineNode.sample)
            let window = presentListBehavior(outline.widget, width: 420, height: 400, views: [outline])
            XCTAssertEqual(outline.shownRows, ["디자인 시스템", "문서", "로고.svg"])
            MainLoop.waitUntilSettled(window)
            let triangle = window.descendant(ListBehaviorsPart.node([0]))!.descendants { $0.isA(GtkPrivateType.builtinIcon) }.first!
            XDoTool.click(triangle)
            XCTAssertTrue(MainLoop.run(until: { outline.shownRows.count == 6 }, timeout: 2), "\(outline.shownRows)")
            XCTAssertEqual(outline.shownRows, ["디자인 시스템", "  컴포넌트", "  토큰", "  README.md", "문서", "로고.svg"])
            outline.setExpanded(true, at: 1)
            XCTAssertEqual(outline.shownRows[2], "    ListCell.sketch")
            XCTAssertNil(window.descendant(ListBehaviorsPart.node([2]))?.descendants { $0.isA(GtkPrivateType.builtinIcon) && gtk_widget_has_css_class($0, "expander") != 0 }.first, "a file has no triangle")
            XDoTool.click(triangle)
            XCTAssertTrue(MainLoop.run(until: { outline.shownRows == ["디자인 시스템", "문서", "로고.svg"] }, timeout: 2), "closing hides the children")
            // The keyboard: + opens the focused folder, − closes it.
            let row = gtk_widget_get_parent(window.descendant(ListBehaviorsPart.node([1]))!)!
            gtk_widget_grab_focus(row)
            XDoTool.key("plus")
            XCTAssertTrue(MainLoop.run(until: { outline.shownRows.contains("  가이드라인.pdf") }, timeout: 2), "+ opens: \(outline.shownRows)")
            XDoTool.key("minus")
            XCTAssertTrue(MainLoop.run(until: { !outline.shownRows.contains("  가이드라인.pdf") }, timeout: 2), "− closes: \(outline.shownRows)")
        }
    }

    func testGroupsHaveHeadersAndFooters() {
        onMain {
            GalleryStylesheet.register()
            let page = GroupedStory.story.build(.unheard())
            MainLoop.waitUntilSettled(present(page, width: 480))
            for (index, group) in GroupedStory.groups.enumerated() {
                let box = page.descendant(ListBehaviorsPart.group(index))!
                XCTAssertEqual(String(cString: gtk_label_get_text(cast(box.descendant(ListBehaviorsPart.groupHeader(index))!))), group.0)
                XCTAssertEqual(String(cString: gtk_label_get_text(cast(box.descendant(ListBehaviorsPart.groupFooter(index))!))), group.2)
                XCTAssertEqual(box.descendants { $0.isNamed(ListCellPart.row) }.count, group.1.count)
            }
            var first = graphene_rect_t(), second = graphene_rect_t()
            _ = gtk_widget_compute_bounds(page.descendant(ListBehaviorsPart.group(0))!, page, &first)
            _ = gtk_widget_compute_bounds(page.descendant(ListBehaviorsPart.group(1))!, page, &second)
            XCTAssertGreaterThan(second.origin.y, first.origin.y + first.size.height, "space between groups")
        }
    }
}
