import Montage
@testable import MontageStories
import XCTest

/// The seed docs' examples paste as written: `@State private var name = value` declares a story
/// value, and a name used where a value goes without a declaration is a story argument, typed by
/// the parameter it fills, with a natural first value, a note, a control, `--arg`, and closures
/// that assign it.
final class StoryArgumentTests: XCTestCase {
    /// ListCell's and TextField's doc examples, with their variables and `@State` line as the docs write them.
    static let docs = """
        Story("텍스트 필드") {
            @State private var inputText = ""

            TextField(text: $inputText)
               .placeholder("이메일을 입력하세요")
            TextField(text: $inputText)
               .trailingButton(.init(title: "인증", handler: { verifyCode() }))
        }

        Story("리딩 요소") {
            ListCell(label: "김티드")
            .leadingResources([
                .checkbox(checked: isChecked),
                .avatar(profileImageURL, variant: .person)
            ])
        }

        Story("알림") {
            ListCell(label: "알림 받기")
            .trailingResources([.switch(checked: isOn, onSelect: { isOn = $0 })])
        }
        """

    func testTheDocsExamplesCheckCleanWithANoteForEachArgument() throws {
        try onMain {
            let reader = StoryTestContext()
            reader.context.sampleImage = "sample.png"
            let file = reader.read(Self.docs)
            XCTAssertFalse(file.diagnostics.contains { $0.severity != .note }, "\(file.diagnostics)")
            XCTAssertEqual(file.diagnostics.map { "\($0.line):\($0.column) \($0.message.split(separator: ":")[0])" }, [
                "13:28 'isChecked' is a story argument of type 'Bool', false at first",
                "14:17 'profileImageURL' is a story argument of type 'String', \"sample.png\" at first",
                "20:42 'isOn' is a story argument of type 'Bool', false at first",
            ])
            XCTAssertEqual(file.stories.map { $0.arguments.map(\.name) }, [[], ["isChecked", "profileImageURL"], ["isOn"]])
            XCTAssertEqual(file.stories[1].arguments.map(\.kind), [.toggle, .text])
            guard case .listCell(let leading) = try XCTUnwrap(file.stories[1].elements.first) else { return XCTFail("a cell") }
            XCTAssertEqual(leading.leadingResources.map(\.caseName), ["checkbox", "avatar"])
            if case .avatar(let url, _) = leading.leadingResources[1] { XCTAssertEqual(url, "sample.png", "an image argument starts at a sample") }
            guard case .textField(let first) = file.stories[0].elements[0], case .textField(let second) = file.stories[0].elements[1] else { return XCTFail() }
            first.text.wrappedValue = "kim@example.com"
            XCTAssertEqual(second.text.wrappedValue, "kim@example.com", "one @State binding")
            second.trailingButton?.handler?()
            XCTAssertEqual(reader.events, ["trailing button: verifyCode()"], "a call to the reader's own code is logged, as before")
        }
    }

    func testAClosureThatAssignsAnArgumentChangesItAndTheStoryIsReadAgain() throws {
        try onMain {
            let reader = StoryTestContext()
            var changes = 0
            reader.context.onChange = { changes += 1 }
            let parsed = StoryScript.parse(Self.docs, fileName: "docs.swift")
            @MainActor func cell() throws -> ListCell {
                let file = StoryScript.interpret(parsed, context: reader.context)
                guard case .listCell(let cell) = try XCTUnwrap(file.stories[2].elements.first) else { throw XCTSkip("no cell") }
                return cell
            }
            guard case .switch(let checked, let onSelect) = try cell().trailingResources[0] else { return XCTFail("a switch") }
            XCTAssertFalse(checked)
            onSelect?(true)
            XCTAssertEqual(changes, 1, "the story is told to read itself again")
            guard case .switch(let now, _) = try cell().trailingResources[0] else { return XCTFail("a switch") }
            XCTAssertTrue(now, "read again, the switch shows the value its closure assigned")
            onSelect?(true)
            XCTAssertEqual(changes, 1, "the same value is no change")
        }
    }

    func testAStateDeclarationGivesItsFirstValueAndKeepsWhatTheStoryChanged() throws {
        onMain {
            let reader = StoryTestContext()
            let text = """
                Story("상태") {
                    @Previewable @State var isOn = true
                    @State private var name: String = "김티드"
                    ListCell(label: name).trailingResources([.switch(checked: isOn, onSelect: { isOn.toggle() })])
                }
                """
            let file = reader.read(text)
            XCTAssertEqual(file.diagnostics, [])
            XCTAssertEqual(file.stories[0].arguments, [], "declared values are no arguments")
            guard case .listCell(let cell) = file.stories[0].elements[0], case .switch(true, let toggle) = cell.trailingResources[0] else { return XCTFail() }
            XCTAssertEqual(cell.label, "김티드")
            toggle?(false)
            guard case .listCell(let again) = reader.read(text).stories[0].elements[0] else { return XCTFail() }
            XCTAssertEqual(again.trailingResources.map(\.caseName), ["switch"])
            if case .switch(let on, _) = again.trailingResources[0] { XCTAssertFalse(on, "toggled, and a re-read keeps it") }
            let edited = reader.read(text.replacing("isOn = true", with: "isOn = false "))
            guard case .listCell(let fresh) = edited.stories[0].elements[0], case .switch(let on, _) = fresh.trailingResources[0] else { return XCTFail() }
            XCTAssertFalse(on, "a changed declaration starts again from its new value")
        }
    }

    func testGivenArgumentsAreReadAsTheirParametersTypes() throws {
        onMain {
            let reader = StoryTestContext()
            reader.context.bindings.given = ["isOn": "true", "style": ".full", "title": "그냥 글", "size": "12"]
            let file = reader.read("""
                Story("주어진 값") {
                    ListCell(label: title).variant(style).trailingResources([.switch(checked: isOn)])
                    ListCell(label: "잘못").selected(size)
                }
                """)
            XCTAssertEqual(file.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column): \($0.message)" },
                           ["3:40: --arg size=12 is not a value of type 'Bool'"])
            guard case .listCell(let cell) = file.stories[0].elements[0], case .switch(let on, _) = cell.trailingResources[0] else { return XCTFail() }
            XCTAssertTrue(on)
            XCTAssertEqual(cell.variant, .full)
            XCTAssertEqual(cell.label, "그냥 글", "plain text is a string")
            XCTAssertEqual(file.stories[0].arguments.map(\.kind), [.text, .choice(ListCell.Variant.allCases.map(\.rawValue)), .toggle, .toggle])
        }
    }

    func testAnArgumentStartsAtTheParametersDefault() throws {
        onMain {
            let file = StoryTestContext().read("Story(\"기본값\") {\n    ListCell(label: \"a\").variant(shape).verticalAlign(align)\n}\n")
            XCTAssertEqual(file.stories[0].arguments.map(\.initialText), [".inset", ".top"], "the modifier's default case, not the enum's first")
        }
    }

    func testArgumentOptionsSetTheBindings() throws {
        onMain {
            let reader = StoryTestContext()
            let file = reader.read(Self.docs)
            let options = StoryScript.argumentOptions(file.stories[2].arguments)
            XCTAssertEqual(options.map(\.name), ["isOn"])
            XCTAssertEqual(options[0].value(in: reader.context.bindings), .bool(false))
            _ = options[0].setting(.bool(true), in: reader.context.bindings, context: reader.context)
            XCTAssertEqual(options[0].value(in: reader.context.bindings), .bool(true))
            guard case .listCell(let cell) = reader.read(Self.docs).stories[2].elements[0], case .switch(let on, _) = cell.trailingResources[0] else { return XCTFail() }
            XCTAssertTrue(on)
        }
    }
}
