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
        let notify = Gtk.Switch().widget.accessibleLabel("알림")
        return (Build.vbox(spacing: 8, [list.widget, field.widget, done, notify]), [list, field])
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

    func testAPartsExpectationsAreReadBackFromGTK() throws {
        try onMain {
            let (page, views) = page()
            present(page, width: 360, views: views)
            let email = PartLocator(.field, "이메일"), notify = PartLocator(.switch, "알림"), done = PartLocator(.button, "완료")
            XCTAssertNil(try PartExpectation.mismatch(.text(""), of: email, in: page))
            Gtk.Editable(try PartFinder.find(email, in: page)).text = "tide@example.com"
            XCTAssertNil(try PartExpectation.mismatch(.text("tide@example.com"), of: email, in: page))
            XCTAssertNil(try PartExpectation.mismatch(.value("tide@example.com"), of: email, in: page))
            XCTAssertEqual(try PartExpectation.mismatch(.text("kim"), of: email, in: page), "its text is \"tide@example.com\"")
            XCTAssertEqual(try PartExpectation.mismatch(.checked(true), of: notify, in: page), "it is not checked")
            Gtk.Switch(try PartFinder.find(notify, in: page)).isActive = true
            XCTAssertNil(try PartExpectation.mismatch(.checked(true), of: notify, in: page))
            XCTAssertNil(try PartExpectation.mismatch(.disabled(false), of: done, in: page))
            try PartFinder.find(done, in: page).isSensitive = false
            XCTAssertEqual(try PartExpectation.mismatch(.disabled(false), of: done, in: page), "it is disabled")
            XCTAssertEqual(try PartExpectation.mismatch(.focused(true), of: email, in: page), "it is not focused")
            try PartFinder.find(email, in: page).grabFocus()
            XCTAssertNil(try PartExpectation.mismatch(.focused(true), of: email, in: page))
            XCTAssertNil(try PartExpectation.mismatch(.count(2), of: PartLocator(.cell, "택배"), in: page))
            XCTAssertEqual(try PartExpectation.mismatch(.count(3), of: PartLocator(.cell, "택배"), in: page), "there are 2")
            XCTAssertThrowsError(try PartExpectation.mismatch(.golden(nil), of: done, in: page)) { error in
                XCTAssertEqual("\(error)", ".golden is expected of the page, not of button \"완료\"")
            }
        }
    }
}
