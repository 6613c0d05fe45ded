import Montage
@testable import MontageStories
import XCTest

/// What a story builds is bounded while it is read: a slot's items, a story's components, its
/// page's widgets and height. Past a bound, one warning where it starts; what is within is kept.
final class StoryBudgetTests: XCTestCase {
    func testASlotOf60000ItemsKeepsSixteenAndWarnsAtTheSeventeenth() throws {
        try onMain {
            let items = Array(repeating: ".icon(.person)", count: 60_000).joined(separator: ", ")
            let file = StoryTestContext().read("Story(\"많은 아이콘\") {\n    ListCell(label: \"셀\").leadingResources([\(items)])\n}\n")
            let column = 46 + 16 * ".icon(.person), ".utf8.count
            XCTAssertEqual(file.diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" },
                           ["2:\(column): warning: a slot shows at most 16 items; from this one on, they are not built"])
            guard case .listCell(let cell)? = try XCTUnwrap(file.stories.first).elements.first else { return XCTFail("a cell") }
            XCTAssertEqual(cell.leadingResources.count, StoryBudget.maxItemsPerSlot)
            XCTAssertEqual(file.stories.first?.isComplete, true, "a warning: the story shows")
            XCTAssertFalse(file.hasErrors)
        }
    }

    func testWidgetsPastTheBoundStopTheStoryAtTheComponentThatPassesIt() {
        onMain {
            let slot = Array(repeating: ".icon(.person)", count: 16).joined(separator: ", ")
            let cell = "    ListCell(label: \"셀\").leadingResources([\(slot)]).labelTrailingResources([\(Array(repeating: ".contentBadge(title: \"a\")", count: 16).joined(separator: ", "))])"
            let file = StoryTestContext().read("Story(\"위젯\") {\n" + Array(repeating: cell, count: 400).joined(separator: "\n") + "\n}\n")
            let perCell = StoryBudget.estimate(.listCell(ListCell(label: "셀")), width: 480).widgets + 3 * 32
            let fits = StoryBudget.maxWidgets / perCell
            XCTAssertEqual(file.stories.first?.elements.count, fits)
            XCTAssertEqual(file.diagnostics.map { "\($0.line):\($0.column): \($0.message)" },
                           ["\(fits + 2):5: this story would hold more than \(StoryBudget.maxWidgets) widgets; from this component on, nothing is built"])
        }
    }

    func testATallPageStopsWhereItPassesTheBound() throws {
        try onMain {
            let label = String(repeating: "가", count: 2_000)
            let file = StoryTestContext().read("Story(\"긴 글\", width: 240) {\n" + Array(repeating: "    ListCell(label: \"\(label)\")", count: 100).joined(separator: "\n") + "\n}\n")
            let count = try XCTUnwrap(file.stories.first?.elements.count)
            XCTAssertGreaterThan(count, 0)
            XCTAssertLessThan(count, 100)
            let height = StoryBudget.estimate(.listCell(ListCell(label: label)), width: 240).height
            XCTAssertLessThanOrEqual(count * height, StoryBudget.maxHeight)
            XCTAssertGreaterThan((count + 1) * height, StoryBudget.maxHeight)
            XCTAssertEqual(file.diagnostics.map(\.message), ["this story's page would be more than \(StoryBudget.maxHeight) pixels tall; from this component on, nothing is built"])
            XCTAssertEqual(file.diagnostics.first?.line, count + 2)
        }
    }

    func testAHundredErrorsStopTheReading() {
        onMain {
            let file = StoryTestContext().read("Story(\"오류\") {\n" + Array(repeating: "    Nothing()", count: 1_000).joined(separator: "\n") + "\n}\n")
            XCTAssertEqual(file.diagnostics.filter { $0.severity == .error }.count, StoryInterpreter.maxErrors)
            XCTAssertEqual(file.diagnostics.last.map { "\($0.line): \($0.message)" }, "\(StoryInterpreter.maxErrors + 2): 100 errors: the rest of the file is not read")
        }
    }

    func testAPlaygroundBodyHasTheSameBounds() {
        onMain {
            let body = "ListCell(label: \"셀\").trailingResources([" + Array(repeating: ".value(\"값\")", count: 20).joined(separator: ", ") + "])"
            let read = StoryScript.readBody(body, fileName: "playground.swift", context: StoryTestContext().context)
            guard case .listCell(let cell)? = read.elements.first else { return XCTFail("a cell") }
            XCTAssertEqual(cell.trailingResources.count, StoryBudget.maxItemsPerSlot)
            XCTAssertEqual(read.diagnostics.map(\.severity), [.warning])
        }
    }
}
