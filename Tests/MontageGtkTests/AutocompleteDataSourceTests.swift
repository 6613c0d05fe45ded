import Foundation
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

/// §4.9 the data source's pure rules: identity equality, the item total, and the defaults of
/// the documented initializer (no display needed).
final class AutocompleteDataSourceTests: XCTestCase {
    @MainActor
    private static func source(_ counts: [Int], sections: Int? = nil) -> TextField.AutoCompletionDataSource {
        let cell: @MainActor (IndexPath) -> WidgetPointer = { _ in fatalError("no widget is made by these rules") }
        return TextField.AutoCompletionDataSource(numberOfSections: sections ?? counts.count,
                                                  numberOfItemsInSection: { counts.indices.contains($0) ? counts[$0] : 0 },
                                                  cellForItemAt: cell)
    }

    func testEveryInstanceIsEqualOnlyToItself() {
        MainActor.assumeIsolated {
            let a = Self.source([2]), b = Self.source([2])
            XCTAssertEqual(a, a)
            let copy = a
            XCTAssertEqual(copy, a, "a copy is the same source")
            XCTAssertNotEqual(a, b, "identical content, different instances")
            XCTAssertNotEqual(Self.source([]), Self.source([]))
            let optional: TextField.AutoCompletionDataSource? = a
            XCTAssertNotEqual(optional, nil)
            XCTAssertEqual(optional, a)
        }
    }

    func testTotalNumberOfItemsSumsTheSections() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Self.source([3]).totalNumberOfItems, 3)
            XCTAssertEqual(Self.source([2, 0, 5]).totalNumberOfItems, 7)
            XCTAssertEqual(Self.source([0, 0]).totalNumberOfItems, 0)
            XCTAssertEqual(Self.source([]).totalNumberOfItems, 0)
            XCTAssertEqual(Self.source([4, -3]).totalNumberOfItems, 4, "a negative count counts as 0")
            XCTAssertEqual(Self.source([1, 2, 3], sections: 2).totalNumberOfItems, 3, "only numberOfSections sections count")
            XCTAssertEqual(Self.source([5], sections: -1).totalNumberOfItems, 0, "negative sections: none")
            XCTAssertEqual(Self.source([5], sections: -1).numberOfSections, 0)
        }
    }

    func testTheTotalIsReadLive() {
        MainActor.assumeIsolated {
            final class Counts { var value = [1] }
            let counts = Counts()
            let cell: @MainActor (IndexPath) -> WidgetPointer = { _ in fatalError() }
            let live = TextField.AutoCompletionDataSource(numberOfItemsInSection: { counts.value[$0] }, cellForItemAt: cell)
            XCTAssertEqual(live.totalNumberOfItems, 1)
            counts.value = [6]
            XCTAssertEqual(live.totalNumberOfItems, 6, "the closures are asked each time")
        }
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let cell: @MainActor (IndexPath) -> WidgetPointer = { _ in fatalError() }
            let plain = TextField.AutoCompletionDataSource(numberOfItemsInSection: { _ in 2 }, cellForItemAt: cell)
            XCTAssertEqual(plain.numberOfSections, 1, "one section by default")
            XCTAssertNil(plain.sectionTitleAt)
            XCTAssertNil(plain.headerView)
            XCTAssertNil(plain.footerView)
            XCTAssertEqual(plain.maxHeight, 400, "maxHeight 400 by default")
            XCTAssertEqual(plain.totalNumberOfItems, 2)
            let titled = TextField.AutoCompletionDataSource(numberOfSections: 2, sectionTitleAt: { "S\($0)" }, numberOfItemsInSection: { _ in 1 },
                                                            cellForItemAt: cell, maxHeight: 120)
            XCTAssertEqual(titled.sectionTitleAt?(1), "S1")
            XCTAssertEqual(titled.maxHeight, 120)
        }
    }

    func testTheFieldsDefaultSourceIsNone() {
        MainActor.assumeIsolated {
            let field = TextField(text: .constant(""))
            XCTAssertNil(field.autoCompletionDataSource.wrappedValue, "autoCompletionDataSource defaults to none")
        }
    }
}
