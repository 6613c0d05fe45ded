import Montage
@testable import MontageStories
import XCTest

/// `Steps("id") { … }` read for a story a file does not define, and steps written back into a
/// file's text as a recorder saves them: a story's `steps:` replaced or added, a `Steps` body
/// replaced, the rest byte for byte; nothing written into a file it cannot read.
final class StepsEditingTests: XCTestCase {
    private static let steps = [StoryStep(.click(PartLocator(.button, "삭제하기"))), StoryStep(.press(try! KeyCombination("Ctrl+Z")))]

    func testStepsForAnotherStoryAreReadWithTheirLines() throws {
        onMain {
            let file = StoryTestContext().read("import Montage\n\n// 배송\nSteps(\"scenario-deliveries\") {\n    click(.button(\"삭제하기\"))\n    press(\"Ctrl+Z\")\n}\n")
            XCTAssertEqual(file.diagnostics, [])
            XCTAssertEqual(file.stories.count, 0)
            XCTAssertEqual(file.plays.map(\.storyID), ["scenario-deliveries"])
            XCTAssertEqual(file.plays.first?.line, 4)
            XCTAssertEqual(file.plays.first?.steps.map(\.swift), ["click(.button(\"삭제하기\"))", "press(\"Ctrl+Z\")"])
            XCTAssertEqual(file.plays.first?.steps.map(\.line), [5, 6])
            let wrong = StoryTestContext().read("Steps(42) {\n}\nSteps(\"a\")\n")
            XCTAssertEqual(wrong.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, [
                "1:7: cannot convert value of type 'Int' to expected argument type 'String'",
                "3:1: Steps names a story and lists its steps in one trailing closure: Steps(\"a\") { click(.button(\"…\")) }",
            ])
        }
    }

    func testARecordersStepsReplaceOrJoinAStorysAndLeaveTheRestAsItWas() throws {
        try onMain {
            let story = "import Montage\n\n// 프로필\nStory(\"프로필\") {\n    ListCell(label: \"김티드\")  // 이름\n}\n\nStory(\"설정\") {\n    ListCell(label: \"알림\")\n} steps: {\n    hover(.cell(\"알림\"))\n}\n"
            XCTAssertEqual(StoryScript.replacingSteps(in: story, story: "프로필", with: Self.steps),
                           "import Montage\n\n// 프로필\nStory(\"프로필\") {\n    ListCell(label: \"김티드\")  // 이름\n} steps: {\n    click(.button(\"삭제하기\"))\n    press(\"Ctrl+Z\")\n}\n\nStory(\"설정\") {\n    ListCell(label: \"알림\")\n} steps: {\n    hover(.cell(\"알림\"))\n}\n")
            XCTAssertEqual(StoryScript.replacingSteps(in: story, story: "설정", with: Self.steps),
                           "import Montage\n\n// 프로필\nStory(\"프로필\") {\n    ListCell(label: \"김티드\")  // 이름\n}\n\nStory(\"설정\") {\n    ListCell(label: \"알림\")\n} steps: {\n    click(.button(\"삭제하기\"))\n    press(\"Ctrl+Z\")\n}\n")
            let play = "Steps(\"scenario-deliveries\") {\n    hover(.cell(\"알림\"))\n}\n"
            XCTAssertEqual(StoryScript.replacingSteps(in: play, story: "scenario-deliveries", with: Self.steps),
                           "Steps(\"scenario-deliveries\") {\n    click(.button(\"삭제하기\"))\n    press(\"Ctrl+Z\")\n}\n")
            XCTAssertNil(StoryScript.replacingSteps(in: story, story: "없음", with: Self.steps), "no such story")
            XCTAssertNil(StoryScript.replacingSteps(in: story + "Story(\"깨짐\") {\n", story: "프로필", with: Self.steps), "a syntax error: nothing written")
            // What is saved reads back as the same steps.
            let saved = try XCTUnwrap(StoryScript.replacingSteps(in: story, story: "프로필", with: Self.steps))
            XCTAssertEqual(StoryTestContext().read(saved).stories.first?.steps.map(\.action), Self.steps.map(\.action))
            XCTAssertEqual(StoryTestContext().read(StoryScript.stepFile(for: "scenario-deliveries", steps: Self.steps)).plays.first?.steps.map(\.action),
                           Self.steps.map(\.action))
        }
    }
}
