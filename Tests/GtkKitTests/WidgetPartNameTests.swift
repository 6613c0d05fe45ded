import GtkKit
import GtkTestSupport
import XCTest

/// The typed part names: a `String` enum names a widget and finds it by its raw value, a
/// derived name by its string, and both agree with the string API they stand beside.
final class WidgetPartNameTests: GtkTestCase, @unchecked Sendable {
    private enum CardPart: String, WidgetPartName {
        case title = "card-title"
        case body
    }

    private enum RowPart {
        static func row(_ index: Int) -> DerivedPartName { DerivedPartName("row-\(index)") }
    }

    func testAPartNamesAndFindsAWidgetByItsRawValue() {
        onMain {
            let title = Build.label("Title").named(CardPart.title)
            let body = Build.label("Body").named(CardPart.body)
            let rows = (0..<3).map { Build.hbox().named(RowPart.row($0)) }
            let card = Build.vbox([title, body] + rows)
            host(card, width: 100)
            XCTAssertEqual(title.name, "card-title", "the raw value is the widget name")
            XCTAssertEqual(CardPart.body.partName, "body")
            XCTAssertEqual(card.descendant(CardPart.title), title)
            XCTAssertEqual(card.descendant(CardPart.title), card.descendant(named: "card-title"), "the same lookup as by string")
            XCTAssertEqual(card.descendant(RowPart.row(2)), rows[2])
            XCTAssertNil(card.descendant(RowPart.row(3)))
            XCTAssertTrue(body.isNamed(CardPart.body))
            XCTAssertFalse(body.isNamed(CardPart.title))
            XCTAssertEqual(RowPart.row(1), DerivedPartName("row-1"))
        }
    }
}
