import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// A search of the 100,000 names that finds nobody says so, with the query, instead of "0명"
/// over a blank list; a search that finds people shows them again.
final class SearchEmptyStateTests: MontageTestCase, @unchecked Sendable {
    func testASearchWithNoResultShowsTheEmptyStateWithTheQuery() throws {
        try onMain {
            Theme.register(stylesheet: ListBehaviorsCSS.rules, named: "list-behaviors")
            let screen = SearchScreen()
            let window = present(Build.vbox([screen.widget.expand(vertical: true)]), width: 420, height: 700)
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            let count = try XCTUnwrap(screen.widget.descendant(SearchPart.matchCount))
            let scroller = try XCTUnwrap(screen.widget.descendant(SearchPart.scroller))
            let empty = try XCTUnwrap(screen.widget.descendant(SearchPart.empty))
            XCTAssertFalse(gtk_widget_get_visible(empty) != 0, "no empty state while there are people to show")

            gtk_widget_grab_focus(screen.field.entry)
            XDoTool.type("qqq", delay: 40)
            XCTAssertTrue(MainLoop.run(until: { screen.index.query == "qqq" && !screen.isSearching }, timeout: 5))
            XCTAssertEqual(screen.index.results, [])
            MainLoop.wait(until: { gtk_widget_get_mapped(empty) != 0 }, timeout: 2, "the empty state shows")
            let title = try XCTUnwrap(empty.descendant(SearchPart.emptyTitle))
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(title))), tr("No results"))
            let detail = String(cString: gtk_label_get_text(cast(try XCTUnwrap(empty.descendant(SearchPart.emptyQuery)))))
            XCTAssertTrue(detail.contains("“qqq”"), detail)
            XCTAssertFalse(gtk_widget_get_mapped(count) != 0, "instead of 0명")
            XCTAssertFalse(gtk_widget_get_mapped(scroller) != 0, "instead of a blank list")

            XDoTool.key("BackSpace")
            XDoTool.key("BackSpace")
            XCTAssertTrue(MainLoop.run(until: { screen.index.query == "q" && !screen.isSearching }, timeout: 5))
            XCTAssertFalse(screen.index.results.isEmpty, "'q' finds people")
            MainLoop.wait(until: { gtk_widget_get_mapped(scroller) != 0 && gtk_widget_get_mapped(count) != 0 }, timeout: 2,
                          "the list and its count are back")
            XCTAssertFalse(gtk_widget_get_visible(empty) != 0, "found people: no empty state")
        }
    }
}
