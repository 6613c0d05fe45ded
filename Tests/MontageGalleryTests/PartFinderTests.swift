import GalleryTestSupport
import MontageGtk
import MontagePlayer
import MontageStories

/// A step's part is found on a live page as a screen reader knows it, by role and accessible
/// name: a cell by its label, a field by its label, a button by its title; narrowed to a cell or
/// the n-th of several; a part that is not there, or not alone, says so and lists the parts.
final class PartFinderTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func page() -> (page: WidgetPointer, views: [AnyObject]) {
        let list = ListCellList([
            ListCell(label: "알림 받기").description("새 소식이 오면 알려요"),
            ListCell(label: "택배").trailingResources([.button(title: "삭제하기")]),
            ListCell(label: "택배").description("배송 중"),
        ])
        let field = TextFieldView(TextField(text: .constant("")).label("이메일"))
        let done = Gtk.Button(label: "완료").widget
        return (Build.vbox(spacing: 8, [list.widget, field.widget, done]), [list, field])
    }

    func testPartsAreFoundByRoleAndName() throws {
        try onMain {
            let (page, views) = page()
            present(page, width: 360, views: views)
            let cell = try PartFinder.find(PartLocator(.cell, "알림 받기"), in: page)
            XCTAssertEqual(AccessibleReading.name(cell).text, "알림 받기, 새 소식이 오면 알려요", "a cell answers to its label, its first text")
            let field = try PartFinder.find(PartLocator(.field, "이메일"), in: page)
            XCTAssertTrue(field.isA(Gtk.Text.gType) || field.isA(Gtk.Editable.gType), "the field's editable: \(field.typeName)")
            let done = try PartFinder.find(PartLocator(.button, "완료"), in: page)
            XCTAssertEqual(Gtk.Button(done).typeName, "GtkButton")
        }
    }

    func testARepeatedNameIsNarrowedToAContainerOrTheNth() throws {
        try onMain {
            let (page, views) = page()
            present(page, width: 360, views: views)
            XCTAssertThrowsError(try PartFinder.find(PartLocator(.cell, "택배"), in: page)) { error in
                XCTAssertEqual("\(error)", "2 parts are cell \"택배\": narrow it with .in(…) or .nth(n)")
            }
            var first = PartLocator(.cell, "택배"), second = first
            first.index = 1
            second.index = 2
            let (one, two) = (try PartFinder.find(first, in: page), try PartFinder.find(second, in: page))
            XCTAssertNotEqual(one, two)
            XCTAssertEqual(try PartFinder.count(PartLocator(.cell, "택배"), in: page), 2)
            var delete = PartLocator(.button, "삭제하기")
            delete.scope = PartLocator.Scope(first)
            XCTAssertTrue(try PartFinder.find(delete, in: page).isInside(one), "the button in the first 택배 cell")
            delete.scope = PartLocator.Scope(second)
            XCTAssertThrowsError(try PartFinder.find(delete, in: page), "the second cell has no button")
        }
    }

    func testAMissingPartSaysWhichPartsAreThere() throws {
        try onMain {
            let (page, views) = page()
            present(page, width: 360, views: views)
            XCTAssertThrowsError(try PartFinder.find(PartLocator(.button, "저장"), in: page)) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("no button \"저장\" on the page; the parts there: "), message)
                XCTAssertTrue(message.contains("button \"완료\""), message)
                XCTAssertTrue(message.contains("\"알림 받기, 새 소식이 오면 알려요\""), message)
            }
        }
    }
}
