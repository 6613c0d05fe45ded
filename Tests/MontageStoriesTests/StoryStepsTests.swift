import Montage
@testable import MontageStories
import XCTest

/// A story's steps (`} steps: { … }`) read with the rest of its file: each call a step, parts
/// addressed by role and name (narrowed to a container, or the n-th), expectations of text,
/// state, count, events and goldens; what is not a step is a diagnostic at its place; every
/// step prints back to the Swift that wrote it.
final class StoryStepsTests: XCTestCase {
    private static let flow = """
        Story("알림 설정", section: "My screens") {
            ListCell(label: "알림 받기").trailingResources([.switch(checked: false, onSelect: { _ in })])
            TextField(text: "").label("이메일")
        } steps: {
            click(.cell("알림 받기"))
            expect(.switch("알림 받기"), .checked)
            type("tide@example.com", into: .field("이메일"))
            press("Shift+Tab")
            press("Ctrl+Z")
            doubleClick(.text("알림 받기").in(.list("설정")))
            longPress(.cell("알림 받기").nth(2))
            hover(.button("삭제하기"))
            drag(.cell("택배"), x: -120)
            drag(.cell("택배"), onto: .cell("장갑"))
            focus(.field("이메일"))
            scrollTo(.cell("마지막"))
            wait(for: .button("되돌리기"), .enabled)
            expect(.field("이메일"), .text("tide@example.com"))
            expect(.cell("택배"), .count(0))
            expect(.event("switch", value: "true"))
            expect(.golden)
            click(.point(x: 10, y: 20))
        }
        """

    func testAStorysStepsAreReadInOrderWithTheirLines() throws {
        try onMain {
            let file = StoryTestContext().read(Self.flow)
            XCTAssertEqual(file.diagnostics, [])
            let story = try XCTUnwrap(file.stories.first)
            XCTAssertEqual(story.elements.count, 2, "the page is read as before")
            XCTAssertEqual(story.steps.count, 18)
            XCTAssertEqual(story.steps.first, StoryStep(.click(PartLocator(.cell, "알림 받기")), line: 5))
            XCTAssertEqual(story.steps[1].action, .expect(PartLocator(.switch, "알림 받기"), .checked(true)))
            XCTAssertEqual(story.steps[2].action, .type("tide@example.com", into: PartLocator(.field, "이메일")))
            guard case .press(let keys) = story.steps[3].action else { return XCTFail("\(story.steps[3])") }
            XCTAssertEqual(keys.modifiers, [.shift])
            XCTAssertEqual(keys.key, "Tab")
            var scoped = PartLocator(.text, "알림 받기")
            scoped.scope = PartLocator.Scope(PartLocator(.list, "설정"))
            XCTAssertEqual(story.steps[5].action, .doubleClick(scoped))
            XCTAssertEqual(scoped.description, "text \"알림 받기\" in list \"설정\"")
            XCTAssertEqual(story.steps[8].action, .drag(PartLocator(.cell, "택배"), x: -120, y: 0))
            XCTAssertEqual(story.steps[12].action, .wait(PartLocator(.button, "되돌리기"), .disabled(false)))
            XCTAssertEqual(story.steps[15].action, .expect(nil, .event("switch", value: "true")))
            XCTAssertEqual(story.steps[16].action, .expect(nil, .golden(nil)))
            XCTAssertEqual(story.steps.last?.line, 22)
        }
    }

    func testEveryStepPrintsBackToTheSwiftThatWroteIt() throws {
        try onMain {
            let story = try XCTUnwrap(StoryTestContext().read(Self.flow).stories.first)
            let written = Self.flow.split(separator: "\n").dropFirst(4).dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(story.steps.map(\.swift), Array(written))
        }
    }

    func testAStoryWithoutStepsHasNone() {
        onMain {
            let story = StoryTestContext().read("Story(\"셀\") {\n    ListCell(label: \"셀\")\n}\n").stories.first
            XCTAssertEqual(story?.steps, [], "steps come only from a steps: closure, and never run on opening")
        }
    }

    func testWhatIsNotAStepIsADiagnosticAtItsPlaceAndTheRestIsRead() {
        onMain {
            let file = StoryTestContext().read("""
                Story("셀") {
                    ListCell(label: "셀")
                } steps: {
                    clik(.cell("셀"))
                    click(.celll("셀"))
                    press("Ctl+Shift+Z")
                    press("Tabb")
                    expect(.cell("셀"), .chekced)
                    drag(.cell("셀"))
                    longPress(.cell("셀").nth(0))
                    click(.cell("셀"))
                }
                """)
            let messages = file.diagnostics.map { "\($0.line):\($0.message)" }
            XCTAssertEqual(messages.count, 7, "\(messages)")
            XCTAssertTrue(messages[0].hasPrefix("4:step 'clik' is not known here; did you mean 'click'?"), messages[0])
            XCTAssertTrue(messages[1].hasPrefix("5:part '.celll' is not known here; did you mean '.cell'?"), messages[1])
            XCTAssertTrue(messages[2].contains("'Ctl' is not a modifier; did you mean 'Ctrl'?"), messages[2])
            XCTAssertTrue(messages[3].contains("'Tabb' is not a key; did you mean 'Tab'?"), messages[3])
            XCTAssertTrue(messages[4].hasPrefix("8:expectation '.chekced' is not known here; did you mean '.checked'?"), messages[4])
            XCTAssertTrue(messages[5].hasPrefix("9:a drag needs a distance"), messages[5])
            XCTAssertTrue(messages[6].hasPrefix("10:.nth counts from 1"), messages[6])
            XCTAssertEqual(file.stories.first?.steps, [StoryStep(.click(PartLocator(.cell, "셀")), line: 11)], "the good step is read")
        }
    }

    func testAnUnknownTrailingClosureIsNamed() {
        onMain {
            let file = StoryTestContext().read("Story(\"셀\") {\n    ListCell(label: \"셀\")\n} stepz: {\n    click(.cell(\"셀\"))\n}\n")
            XCTAssertEqual(file.diagnostics.map(\.message).first, "a story takes one more trailing closure, steps: { … }, not stepz:")
        }
    }

    func testAHostileNameOrKeyIsQuotedShortNotCopiedWhole() {
        onMain {
            let long = String(repeating: "c", count: 50_000)
            let file = StoryTestContext().read("Story(\"셀\") {\n    ListCell(label: \"셀\")\n} steps: {\n    \(long)(.cell(\"셀\"))\n"
                + "    press(\"" + String(repeating: "Ctrl+", count: 10_000) + "Z\")\n}\n")
            XCTAssertEqual(file.diagnostics.count, 2)
            for message in file.diagnostics.map(\.message) { XCTAssertLessThan(message.count, 200, String(message.prefix(200))) }
        }
    }
}
