import Montage
import XCTest
import GtkKit

/// §4.4 the trailing-area rule as a pure function, over every combination, and the §4.2 size
/// metrics the layout is built from.
final class TextFieldLayoutRulesTests: XCTestCase {
    func testTrailingMarkOverEveryCombination() {
        for status in TextField.Status.allCases {
            for focused in [false, true] {
                XCTAssertEqual(TextField.trailingMark(text: "", focused: focused, status: status), .none,
                               "an empty field shows nothing (\(status), focused \(focused))")
                let expected: TextField.TrailingMark = focused ? .clearButton : (status == .positive ? .positiveMark : .none)
                XCTAssertEqual(TextField.trailingMark(text: "a", focused: focused, status: status), expected,
                               "text, \(status), focused \(focused)")
            }
        }
    }

    func testTrailingMarkTreatsWhitespaceAndGraphemesAsText() {
        XCTAssertEqual(TextField.trailingMark(text: " ", focused: true, status: .normal), .clearButton, "a space is text")
        XCTAssertEqual(TextField.trailingMark(text: "👍🏽", focused: false, status: .positive), .positiveMark)
        XCTAssertEqual(TextField.trailingMark(text: "가", focused: false, status: .negative), .none, "negative never shows a mark")
    }

    func testSizeMetrics() {
        XCTAssertEqual(TextField.Size.large.minHeight, 48)
        XCTAssertEqual(TextField.Size.medium.minHeight, 40)
        XCTAssertEqual([TextField.Size.large.padding, TextField.Size.medium.padding], [8, 6])
        XCTAssertEqual([TextField.Size.large.radius, TextField.Size.medium.radius], [14, 12])
        XCTAssertEqual([TextField.Size.large.iconSize, TextField.Size.medium.iconSize], [20, 18])
        XCTAssertEqual([TextField.Size.large.iconPadding, TextField.Size.medium.iconPadding], [2, 1])
        XCTAssertEqual([TextField.Size.large.contentMinHeight, TextField.Size.medium.contentMinHeight], [24, 20])
        XCTAssertEqual(TextField.Size.large.inputVariant, .body2)
        XCTAssertEqual(TextField.Size.medium.inputVariant, .label1)
        XCTAssertEqual(TextField.Size.large.clearButtonSize, .large)
        XCTAssertEqual(TextField.Size.medium.clearButtonSize, .medium)
        let large = TextField.Size.large.trailingButton, medium = TextField.Size.medium.trailingButton
        XCTAssertEqual([large.horizontal, large.vertical, large.radius], [12, 8, 10])
        XCTAssertEqual([medium.horizontal, medium.vertical, medium.radius], [10, 6, 8])
        // The clear and trailing buttons fit the min height: 32 + 2 x 8 = 48, 28 + 2 x 6 = 40.
        XCTAssertEqual(16 + 2 * large.vertical + 2 * TextField.Size.large.padding, TextField.Size.large.minHeight)
        XCTAssertEqual(16 + 2 * medium.vertical + 2 * TextField.Size.medium.padding, TextField.Size.medium.minHeight)
    }

    func testTrailingButtonInfoDefaults() {
        let info = TextField.TrailingButtonInfo(title: "인증", handler: nil)
        XCTAssertEqual(info.title, "인증")
        XCTAssertFalse(info.disable, "disable defaults to false")
        XCTAssertNil(info.handler)
    }
}
