import GalleryTestSupport
import MontageGtk
import MontagePlayer
import MontageStories

/// The names a recorder gives the part a person acted on: the nearest part a person would name
/// (a button before the text in it, a cell before its label), narrowed within a named container
/// or to the n-th until it is the only match, a point of the page only as the last resort; each
/// name finds that part again.
final class PartNamingTests: MontageTestCase, @unchecked Sendable {
    func testAPartIsNamedAsAPersonWouldUniqueAndFindableAgain() throws {
        try onMain {
            let list = ListCellList([
                ListCell(label: "택배").trailingResources([.button(title: "삭제하기")]),
                ListCell(label: "장갑").trailingResources([.button(title: "삭제하기")]),
                ListCell(label: "장갑").description("두 번째"),
            ])
            let page = Build.vbox(spacing: 8, [list.widget, Gtk.Button(label: "완료").widget])
            present(page, width: 360, views: [list])
            let buttons = try PartFinder.matches(PartLocator(.button, "삭제하기"), in: page)
            XCTAssertEqual(buttons.count, 2)
            // The text inside the second cell's button: the button, within its cell, then the n-th.
            let inner = try XCTUnwrap(buttons[1].descendants { $0.isA(Gtk.Label.gType) }.first ?? Optional(buttons[1]))
            let names = PartNaming.locators(for: inner, in: page, point: (120, 40))
            XCTAssertEqual(names.first.map { StoryStep(.click($0)).swift }, "click(.button(\"삭제하기\").nth(2))")
            XCTAssertEqual(names.last, PartLocator(x: 120, y: 40), "a point only last")
            for locator in names.dropLast() {
                let found = try PartFinder.find(locator, in: page)
                XCTAssertTrue(inner.isInside(found) || inner == found, "\(locator.description) finds the part again")
            }
            // The first cell's button: within its cell, whose name is its own.
            XCTAssertEqual(PartNaming.locators(for: buttons[0], in: page).first.map { StoryStep(.click($0)).swift },
                           "click(.button(\"삭제하기\").in(.cell(\"택배\")))")
            // A cell's label: the cell, by its first text.
            let first = try PartFinder.find(PartLocator(.cell, "택배"), in: page)
            let label = try XCTUnwrap(first.descendants { $0.isA(Gtk.Label.gType) && Gtk.Label($0).text == "택배" }.first)
            XCTAssertEqual(PartNaming.locators(for: label, in: page).first, PartLocator(.cell, "택배"))
            // The button alone on the page: its name as it is.
            let done = try PartFinder.find(PartLocator(.button, "완료"), in: page)
            XCTAssertEqual(PartNaming.locators(for: done, in: page).first, PartLocator(.button, "완료"))
        }
    }
}
