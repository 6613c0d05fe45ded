import Montage
@testable import MontageStories
import XCTest

/// Every component's doc examples are right by construction: each reads without a problem and
/// makes components of its own kind; the code a Docs page shows (the example with its story
/// arguments declared) prints back to itself; the components it makes print, through the
/// schemas the Code panel follows, to Swift that reads back to the same Swift; and a value a
/// closure changes is written back into its `@State` line.
final class DocExamplesTests: XCTestCase {
    func testEveryExampleReadsCleanAndPrintsBackToItself() {
        onMain {
            for reference in ComponentReferences.all {
                let examples = DocExamples.of(reference.component)
                XCTAssertFalse(examples.isEmpty, "\(reference.component) has doc examples")
                for example in examples {
                    let name = "\(reference.component) “\(example.title.en)”"
                    XCTAssertFalse(example.title.en.isEmpty || example.title.ko.isEmpty, "\(name): a title in both languages")
                    let shown = StoryScript.declaringArguments(example.code, context: StoryTestContext().context)
                    XCTAssertEqual(StoryScript.declaringArguments(shown, context: StoryTestContext().context), shown, "\(name): the shown code declares every value it uses")
                    let reader = StoryTestContext()
                    let (elements, diagnostics) = StoryScript.readBody(shown, fileName: "example.swift", context: reader.context)
                    XCTAssertEqual(diagnostics.map(\.message), [], "\(name) reads clean")
                    XCTAssertFalse(elements.isEmpty, name)
                    for element in elements {
                        XCTAssertEqual(Self.component(of: element), reference.component == "FormControl" ? "TextField" : reference.component, "\(name) shows its component")
                        let printed = Self.swift(element)
                        let again = StoryScript.readBody(printed, fileName: "printed.swift", context: StoryTestContext().context)
                        XCTAssertEqual(again.diagnostics.filter { $0.severity != .note }.map(\.message), [], "\(name): its printed Swift reads clean:\n\(printed)")
                        XCTAssertEqual(again.elements.map(Self.swift), [printed], "\(name): its printed Swift prints back to itself")
                    }
                }
            }
        }
    }

    func testAValueAClosureChangesIsWrittenIntoItsStateLine() throws {
        try onMain {
            let reader = StoryTestContext()
            let code = try XCTUnwrap(DocExamples.of("ListCell").first { $0.title.en == "A switch in the trailing slot" }).code
            let shown = StoryScript.declaringArguments(code, context: StoryTestContext().context)
            XCTAssertTrue(shown.hasPrefix("@State private var isOn = false\n"), shown)
            var changes = 0
            reader.context.onChange = { changes += 1 }
            let (elements, _) = StoryScript.readBody(shown, fileName: "example.swift", context: reader.context)
            guard case .listCell(let cell)? = elements.first, case .switch(_, let select?)? = cell.trailingResources.first else { return XCTFail("a cell with a switch") }
            select(true)
            XCTAssertEqual(changes, 1)
            let written = StoryScript.writingValues(of: reader.context.bindings, into: shown)
            XCTAssertEqual(written, shown.replacingOccurrences(of: "isOn = false", with: "isOn = true"))
            XCTAssertEqual(StoryScript.writingValues(of: reader.context.bindings, into: "  @State var other = 1\nListCell(label: \"x\")"),
                           "  @State var other = 1\nListCell(label: \"x\")", "a name the story does not hold is left as written")
        }
    }

    /// The component an element is.
    private static func component(of element: StoryElement) -> String {
        switch element {
        case .listCell: "ListCell"
        case .textField: "TextField"
        case .formControlGroup: "FormControlGroup"
        case .contentBadge: "ContentBadge"
        case .avatar: "Avatar"
        case .thumbnail: "Thumbnail"
        case .button: "Button"
        case .textButton: "TextButton"
        case .iconButton: "IconButton"
        case .checkbox: "Checkbox"
        case .radio: "Radio"
        case .switch: "Switch"
        }
    }

    /// An element's Swift as the schemas print it.
    @MainActor
    private static func swift(_ element: StoryElement) -> String {
        switch element {
        case .listCell(let cell): StoryScript.swift(cell)
        case .textField(let field): StoryScript.swift(field)
        case .formControlGroup(let group, let fields):
            "FormControlGroup(labelWidth: \(group.labelWidth.map { "\($0)" } ?? "nil"), spacing: \(group.spacing)) {\n"
                + fields.map { "    " + StoryScript.swift($0) }.joined(separator: "\n") + "\n}"
        case .contentBadge(let badge): ComponentSchemas.contentBadge.expr(badge).text
        case .avatar(let avatar): ComponentSchemas.avatar.expr(avatar).text
        case .thumbnail(let thumbnail): ComponentSchemas.thumbnail.expr(thumbnail).text
        case .button(let button): ComponentSchemas.button.expr(button).text
        case .textButton(let button): ComponentSchemas.textButton.expr(button).text
        case .iconButton(let button): ComponentSchemas.iconButton.expr(button).text
        case .checkbox(let checkbox): ComponentSchemas.checkbox.expr(checkbox).text
        case .radio(let radio): ComponentSchemas.radio.expr(radio).text
        case .switch(let toggle): ComponentSchemas.switch.expr(toggle).text
        }
    }
}
