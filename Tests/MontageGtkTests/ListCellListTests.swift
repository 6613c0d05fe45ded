import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The public GtkListBox helper: rows in order, and the way back from any widget to its row.
final class ListCellListTests: MontageTestCase, @unchecked Sendable {
    func testAWidgetLeadsBackToItsRow() throws {
        try onMain {
            let list = ListCellList([
                ListCell(label: "First"),
                ListCell(label: "Second").trailingResources([.switch(checked: true)]),
                ListCell(label: "Third").description("Description"),
            ])
            present(list.widget, width: 400, views: [list])
            let toggle = try XCTUnwrap(list.rows[1].widget.descendants { $0.isA(gtk_switch_get_type()) }.first)
            XCTAssertTrue(list.row(containing: toggle) === list.rows[1], "a slot's switch leads to its row")
            XCTAssertEqual(list.index(ofRowContaining: toggle), 1)
            let description = try XCTUnwrap(list.rows[2].widget.descendant(ListCellPart.description))
            XCTAssertEqual(list.index(ofRowContaining: description), 2)
            XCTAssertEqual(list.index(ofRowContaining: list.rows[0].widget), 0, "a row leads to itself")
            let other = ListCellList([ListCell(label: "Elsewhere")])
            let otherRef = ObjectRef(other.widget)
            XCTAssertNil(list.row(containing: other.rows[0].widget), "another list's row is not this list's")
            withExtendedLifetime(otherRef) {}
            XCTAssertNil(list.row(containing: list.widget), "the list itself is no row")
            let second = list.rows[1]
            list.remove(at: 1)
            MainLoop.drain()
            XCTAssertEqual(list.rows.map(\.cell.label), ["First", "Third"])
            XCTAssertFalse(second.isAlive, "the removed row is gone")
            second.update(ListCell(label: "ignored"))
            XCTAssertEqual(gtk_widget_get_margin_start(list.widget), 20, "inset lists have 20pt margins")
            list.setVariant(.full)
            XCTAssertEqual(gtk_widget_get_margin_start(list.widget), 0)
        }
    }
}
