import Montage
@testable import MontageStories
import XCTest

/// A story file maps onto Montage's configurations with the seed's names, labels and defaults;
/// what it cannot map is a diagnostic at its line and column, worded as the compiler would.
final class StoryInterpreterTests: XCTestCase {
    func testTheIssuesExampleReadsIntoACellAndAField() throws {
        try onMain {
            let reader = StoryTestContext()
            let file = reader.read("""
                Story("프로필 행", section: "My screens") {
                    ListCell(label: "김티드", onTap: {})
                        .description("iOS 개발자")
                        .labelTrailingResources([.contentBadge(title: "신규")])
                        .trailingResources([.value("값")])
                    TextField(text: "kimtide")
                        .label("이름", required: true)
                        .status(.negative)
                        .message("이미 사용 중인 이름입니다.")
                }
                """)
            XCTAssertEqual(file.diagnostics, [])
            let story = try XCTUnwrap(file.stories.first)
            XCTAssertEqual([story.title, story.section], ["프로필 행", "My screens"])
            XCTAssertTrue(story.isComplete)
            XCTAssertEqual(story.elements.count, 2)
            guard case .listCell(let cell) = story.elements[0], case .textField(let field) = story.elements[1] else { return XCTFail("\(story.elements)") }
            XCTAssertEqual(cell.label, "김티드")
            XCTAssertEqual(cell.description, "iOS 개발자")
            guard case .contentBadge(.solid, "신규")? = cell.labelTrailingResources.first, case .value("값")? = cell.trailingResources.first else {
                return XCTFail("slot items")
            }
            cell.onTap?()
            XCTAssertEqual(reader.events, ["ListCell \"김티드\" onTap"], "an empty closure logs what it belongs to")
            XCTAssertEqual(field.text.wrappedValue, "kimtide", "a string where the API takes a binding: a binding of its own")
            XCTAssertEqual(field.label, "이름")
            XCTAssertTrue(field.required)
            XCTAssertEqual(field.status, .negative)
            XCTAssertEqual(field.message, "이미 사용 중인 이름입니다.")
        }
    }

    func testTheSeedsExamplesPasteInAsTheyAre() throws {
        try onMain {
            let reader = StoryTestContext()
            let file = reader.read("""
                import Montage

                Story("씨앗") {
                    ListCell(label: "커스텀 셀", onTap: {
                        print("셀이 탭되었습니다")
                    })
                    .leadingResources([.icon(.person)])
                    .selected(true)
                    .chevron(true)
                    ListCell(label: "커스텀")
                        .trailingResources([.slot { MyCustomView() }])
                    TextField(text: $inputText)
                       .trailingButton(
                           .init(
                               title: "인증",
                               handler: { verifyCode() }
                           )
                       )
                    TextField(text: $inputText)
                        .placeholder("이메일을 입력하세요")
                        .autocorrectionDisabled()
                }
                """)
            XCTAssertEqual(file.diagnostics, [])
            let elements = try XCTUnwrap(file.stories.first?.elements)
            guard case .listCell(let tapped) = elements[0], case .textField(let first) = elements[2], case .textField(let second) = elements[3] else {
                return XCTFail("\(elements)")
            }
            tapped.onTap?()
            first.trailingButton?.handler?()
            XCTAssertEqual(reader.events, ["셀이 탭되었습니다", "trailing button: verifyCode()"])
            XCTAssertEqual(reader.slots, ["MyCustomView()"])
            XCTAssertTrue(tapped.selected && tapped.chevron)
            first.text.wrappedValue = "shared"
            XCTAssertEqual(second.text.wrappedValue, "shared", "$inputText is one binding wherever the story names it")
            XCTAssertTrue(second.isAutocorrectionDisabled)
        }
    }

    func testAMisspelledModifierNamesTheClosestOneAtItsColumn() {
        onMain {
            let file = StoryTestContext().read("""
                Story("오타") {
                    ListCell(label: "셀")
                        .descripton("설명")
                }
                """)
            XCTAssertEqual(file.diagnostics.map { $0.compilerForm(file: "t.swift") },
                           ["t.swift:3:10: error: value of type 'ListCell' has no member 'descripton'; did you mean 'description'?"])
            XCTAssertEqual(file.stories.first?.isComplete, false, "a story with an error keeps its last good render")
        }
    }

    /// Columns count UTF-8 bytes, as swiftc's do (셀 is three).
    func testWrongLabelsTypesCasesAndRangesAreTheCompilersErrors() {
        onMain {
            let file = StoryTestContext().read("""
                Story("틀림", width: 100) {
                    ListCell(lable: "셀")
                    ListCell(label: 3)
                    ListCell(label: "셀").variant(.ful)
                    TextField(text: $t).maxLength("열")
                    ListCel(label: "셀")
                    ListCell(label: "셀").leadingResources([.icon(.person, tint: .semantic(.staticWhite))])
                }
                """)
            XCTAssertEqual(file.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, [
                "1:24: a story's width 100 is out of range 240...4096",
                "2:14: incorrect argument label in call (have 'lable:', expected 'label:')",
                "3:21: cannot convert value of type 'Int' to expected argument type 'String'",
                "4:36: type 'ListCell.Variant' has no member 'ful'; did you mean 'full'?",
                "5:35: cannot convert value of type 'String' to expected argument type 'Int?'",
                "6:5: cannot find 'ListCel' in scope; did you mean 'ListCell'?",
                "7:61: extra argument 'tint' in call to .icon; did you mean 'tintColor'?",
            ])
        }
    }

    func testVariablesLoopsAndFunctionsGetOneClearDiagnosticEach() {
        onMain {
            let file = StoryTestContext().read("""
                let name = "김티드"
                func make() {}
                Story("변수") {
                    let other = 1
                    for i in 0..<3 {}
                    ListCell(label: name)
                }
                """)
            XCTAssertEqual(file.diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" }, [
                "1:1: error: story files hold no variables outside a story: declare it in the Story's closure, @State private var name = value",
                "2:1: error: story files hold no functions: write each component out",
                "4:5: error: a story's values are @State: @State private var name = value ($name binds it, name reads it)",
                "5:5: error: story files hold no loops: write each component out",
                "6:21: note: 'name' is a story argument of type 'String', \"\" at first: set it on the story's page, with --arg name=…, "
                    + "or declare it: @State private var name = …",
            ])
        }
    }

    func testAFormControlGroupHoldsItsFieldsAndAFormControlPassesItsOptionsOn() throws {
        try onMain {
            let file = StoryTestContext().read("""
                Story("양식") {
                    FormControlGroup(labelWidth: 80) {
                        TextField(text: $name).label("이름").labelPlacement(.leading)
                        TextField(text: $mail).label("이메일").labelPlacement(.leading)
                    }
                    FormControl { TextField(text: $code) }
                        .label("코드", required: true)
                        .message("6자리")
                }
                """)
            XCTAssertEqual(file.diagnostics, [])
            let elements = try XCTUnwrap(file.stories.first?.elements)
            guard case .formControlGroup(let group, let fields) = elements[0], case .textField(let wrapped) = elements[1] else { return XCTFail("\(elements)") }
            XCTAssertEqual(group.labelWidth, 80)
            XCTAssertEqual(fields.map(\.label), ["이름", "이메일"])
            XCTAssertEqual([wrapped.label, wrapped.message], ["코드", "6자리"])
            XCTAssertTrue(wrapped.required)
        }
    }

    /// A megabyte-long name on a megabyte-long line, and a story of 600 components: the
    /// diagnostics stay a few hundred characters (the caret still under the column), and the
    /// components past the limit are one warning, not a page of 600.
    func testHugeLinesAndTooManyComponentsAreBounded() throws {
        try onMain {
            let name = String(repeating: "x", count: 1_000_000)
            let file = StoryTestContext().read("Story(\"긴 줄\") {\n    ListCell(label: \"셀\").\(name)()\n}\n")
            let diagnostic = try XCTUnwrap(file.diagnostics.first)
            XCTAssertLessThanOrEqual(diagnostic.message.count, StoryDiagnostic.maxShown)
            XCTAssertLessThanOrEqual(diagnostic.sourceLine.utf8.count, StoryDiagnostic.maxShown + 3)
            XCTAssertEqual(diagnostic.column, 28, "at the name (UTF-8 columns: 셀 is three)")
            XCTAssertEqual(diagnostic.caretLines.split(separator: "\n").last?.count, 26, "the caret under the name's first character, the 26th")
            let many = (0..<600).map { "    ListCell(label: \"\($0)\")" }.joined(separator: "\n")
            let big = StoryTestContext().read("Story(\"많음\") {\n\(many)\n}\n")
            XCTAssertEqual(big.stories.first?.elements.count, StoryBudget.maxComponents)
            XCTAssertEqual(big.diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" },
                           ["502:5: warning: a story shows at most 500 components; the rest are not built"])
            XCTAssertEqual(big.stories.first?.isComplete, true, "a bound is a warning: the first 500 are shown")
        }
    }

    func testNestingTooDeepIsOneErrorNotACrash() {
        onMain {
            let deep = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
            let file = StoryTestContext().read("Story(\"깊이\") {\n    ListCell(label: \"셀\").leadingResources(\(deep))\n}\n")
            XCTAssertTrue(file.hasErrors)
            XCTAssertLessThan(file.diagnostics.count, 5, "one problem, said once: \(file.diagnostics.map(\.message))")
        }
    }

    /// A save reads again only the statements it changed: an unchanged field keeps what was
    /// typed into it, and a changed cell shows its new label.
    func testAnUnchangedStatementIsNotReadAgainAndKeepsItsText() {
        onMain {
            let test = StoryTestContext()
            let file = "Story(\"저장\") {\n    TextField(text: \"처음\")\n    ListCell(label: \"가\")\n}\n"
            guard case .textField(let field)? = test.read(file).stories.first?.elements.first else { return XCTFail("a field") }
            field.text.wrappedValue = "입력함"
            let again = test.read(file.replacingOccurrences(of: "label: \"가\"", with: "label: \"나\""))
            guard case .textField(let same)? = again.stories.first?.elements.first, case .listCell(let cell)? = again.stories.first?.elements.last else {
                return XCTFail("a field and a cell")
            }
            let typed = same.text.wrappedValue
            XCTAssertEqual(typed, "입력함", "the unchanged field was not read again")
            XCTAssertEqual(cell.label, "나", "the changed cell was")
            let fresh = StoryTestContext().read(file)
            guard case .textField(let other)? = fresh.stories.first?.elements.first else { return XCTFail("a field") }
            let initial = other.text.wrappedValue
            XCTAssertEqual(initial, "처음", "another context reads it afresh")
        }
    }

    /// What the context remembers is bounded in bytes: saves of ever new long statements never
    /// grow it past its bound.
    func testTheRememberedStatementsAreBoundedInBytes() {
        onMain {
            let test = StoryTestContext()
            let long = String(repeating: "가", count: 200_000)  // 600 KB of UTF-8 per statement
            for round in 0..<12 {
                _ = test.read("Story(\"긴\") {\n    ListCell(label: \"\(round)\(long)\")\n}\n")
            }
            let bytes = test.context.elementCache.keys.reduce(0) { $0 + $1.utf8.count }
            XCTAssertLessThanOrEqual(bytes, StoryContext.maxCachedBytes)
            XCTAssertFalse(test.context.elementCache.isEmpty, "statements are still remembered")
        }
    }
}
