import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The sortable table's headings with the keyboard: Tab and the arrows reach them (with the
/// gallery's focus ring), Enter or Space sorts by the focused one and again reverses, the
/// direction is the heading's accessible sort state and shows as its arrow; the mouse and the
/// keyboard share one sort order.
final class TableHeadingTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func openTable() -> (FileTableView, before: WidgetPointer, window: WidgetPointer) {
        Theme.register(stylesheet: ListBehaviorsCSS.rules, named: "list-behaviors")
        let table = FileTableView(FileTable.sample)
        let before = gtk_button_new_with_label("before")!
        let window = present(Build.vbox([before, table.widget]), width: 640, height: 460)
        XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
        return (table, before, window)
    }

    @MainActor
    private func headings(_ table: FileTableView) -> [WidgetPointer] {
        table.widget.descendants { $0.isA(GtkPrivateType.columnViewTitle) }
    }

    @MainActor
    private func sort(_ heading: WidgetPointer) -> GtkAccessibleSort? {
        [GTK_ACCESSIBLE_SORT_NONE, GTK_ACCESSIBLE_SORT_ASCENDING, GTK_ACCESSIBLE_SORT_DESCENDING].first {
            AccessibleProbe.property(heading, GTK_ACCESSIBLE_PROPERTY_SORT, is: Int32($0.rawValue))
        }
    }

    /// The arrow GTK draws in a heading: `ascending`, `descending` or nil (none shown).
    @MainActor
    private func arrow(_ heading: WidgetPointer) -> String? {
        guard let indicator = heading.descendants(where: { String(cString: gtk_widget_get_css_name($0)) == "sort-indicator" }).first,
              gtk_widget_get_visible(indicator) != 0 else { return nil }
        return ["ascending", "descending"].first { gtk_widget_has_css_class(indicator, $0) != 0 }
    }

    func testTabAndArrowsReachTheHeadingsAndEnterOrSpaceSorts() throws {
        try onMain {
            let (table, before, window) = openTable()
            let titles = headings(table)
            XCTAssertEqual(titles.count, 4)
            XCTAssertEqual(titles.map { sort($0) }, Array(repeating: GTK_ACCESSIBLE_SORT_NONE, count: 4), "unsorted at first")
            XCTAssertEqual(titles.map { gtk_accessible_get_accessible_role(OpaquePointer($0)) }, Array(repeating: GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, count: 4))
            XCTAssertEqual(titles.map { AccessibleProbe.label($0) }, FileTable.Column.allCases.map(\.title))
            gtk_widget_grab_focus(before)
            XDoTool.key("Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), titles[0], "Tab goes to the first heading")
            // The capture waits for the frame that paints the ring.
            let brand = Color.Semantic.foregroundBrandPrimary.resolved(in: .light)
            XCTAssertGreaterThan(RingProbe.share(of: brand, around: titles[0], in: window, capture: try WidgetCapture.texture(of: window), offset: -1, corner: 4), 0.9,
                                 "the heading shows the gallery's focus ring")
            XDoTool.key("Right")
            XDoTool.key("Right")
            XDoTool.key("Right")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), titles[3], "Right moves along the headings")
            XDoTool.key("Left")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), titles[2], "Left moves back")
            XDoTool.key("shift+Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), titles[1], "Shift+Tab goes back a heading")
            XDoTool.key("shift+Tab")
            XDoTool.key("shift+Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), before, "and from the first, out of the table, back where Tab came from")
            XDoTool.key("Tab")
            XDoTool.key("Tab")
            XDoTool.key("Tab")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), titles[2], "Tab goes along the headings too")

            let bySize = FileTable.sample.sorted(by: .size).map(\.name)
            XDoTool.key("Return")
            XCTAssertTrue(MainLoop.run(until: { table.shownNames == bySize }, timeout: 2), "Enter sorts by 크기: \(table.shownNames)")
            XCTAssertEqual(titles.map { sort($0) }, [GTK_ACCESSIBLE_SORT_NONE, GTK_ACCESSIBLE_SORT_NONE, GTK_ACCESSIBLE_SORT_ASCENDING, GTK_ACCESSIBLE_SORT_NONE])
            XCTAssertEqual(arrow(titles[2]), "ascending")
            XDoTool.key("space")
            XCTAssertTrue(MainLoop.run(until: { table.shownNames == Array(bySize.reversed()) }, timeout: 2), "Space again reverses: \(table.shownNames)")
            XCTAssertEqual(sort(titles[2]), GTK_ACCESSIBLE_SORT_DESCENDING)
            XCTAssertEqual(arrow(titles[2]), "descending")
            XCTAssertEqual(gtk_window_get_focus(cast(window)), titles[2], "the heading keeps the focus")

            // A click sorts through the same order: by 이름, then Enter on 크기 sorts it ascending.
            let point = XDoTool.center(of: titles[0])
            XDoTool.click(x: point.x, y: point.y)
            let byName = FileTable.sample.sorted(by: .name).map(\.name)
            XCTAssertTrue(MainLoop.run(until: { table.shownNames == byName }, timeout: 2), "a click sorts by 이름: \(table.shownNames)")
            XCTAssertEqual(titles.map { sort($0) }, [GTK_ACCESSIBLE_SORT_ASCENDING, GTK_ACCESSIBLE_SORT_NONE, GTK_ACCESSIBLE_SORT_NONE, GTK_ACCESSIBLE_SORT_NONE])
            XCTAssertEqual(titles.map { arrow($0) }, ["ascending", nil, nil, nil], "one arrow, on the heading sorted by")
            gtk_widget_grab_focus(titles[2])
            XDoTool.key("KP_Enter")
            XCTAssertTrue(MainLoop.run(until: { table.shownNames == bySize }, timeout: 2), "after the click, Enter on 크기 sorts it ascending: \(table.shownNames)")
        }
    }

    /// Dragging a heading's edge still resizes its column (the headings' own click does not
    /// take the drag).
    func testAHeadingsEdgeStillResizesItsColumn() {
        onMain {
            let (table, _, window) = openTable()
            let titles = headings(table)
            MainLoop.waitForFrames(window, 2)  // the columns laid out at their widths
            let width = gtk_widget_get_width(titles[1])
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(titles[1], cast(gtk_widget_get_root(titles[1])!), &bounds)
            let x = Int(bounds.origin.x + bounds.size.width) - 2, y = Int(bounds.origin.y + bounds.size.height / 2)
            XDoTool.press(x: x, y: y)
            for step in 1...5 { XDoTool.move(x: x + 8 * step, y: y) }
            XDoTool.release()
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_width(titles[1]) >= width + 30 }, timeout: 2), "\(width) → \(gtk_widget_get_width(titles[1]))")
            XCTAssertEqual(table.shownNames, FileTable.sample.files.map(\.name), "the drag did not sort")
        }
    }
}
