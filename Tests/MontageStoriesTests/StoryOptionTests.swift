import Montage
@testable import MontageStories
import XCTest

/// The playgrounds' options come from the schemas: every modifier has one, every value a control
/// can hold sets and reads back, and the Swift written after any change reads back the same.
final class StoryOptionTests: XCTestCase {
    func testEveryModifierHasAnOptionOfItsName() {
        onMain {
            for (names, options) in [(ListCellSchema.schema.modifierNames, StoryScript.listCellOptions.map(\.name)),
                                     (TextFieldSchema.schema.modifierNames, StoryScript.textFieldOptions.map(\.name))] {
                for name in names {
                    let has = options.contains(name)
                    XCTAssertTrue(has, "\(name) has a control")
                }
                XCTAssertEqual(Set(options).count, options.count, "one option per name")
            }
        }
    }

    /// Every value of every option (each case, on and off, a text, a number, none) sets, reads
    /// back, and prints Swift that reads back to the same Swift.
    func testEveryValueSetsReadsBackAndRoundTrips() {
        onMain {
            let test = StoryTestContext()
            @MainActor func check<C>(_ options: [StoryOption<C>], _ initial: C, swift: (C) -> String, element: (StoryElement) -> C?) {
                for option in options {
                    let name = option.name, kind = option.kind
                    var values: [StoryOptionValue] = []
                    switch kind {
                    case .toggle: values = [.bool(true), .bool(false)]
                    case .text: values = [.text("값 \"따옴표\""), .text("")]
                    case .choice(let cases, let custom): values = cases.filter { $0 != "custom" }.map { .choice($0) } + (custom == nil ? [] : [.number(14)])
                    case .number: values = [.number(24)]
                    case .items: continue
                    }
                    if option.isOptional { values.append(.none) }
                    for value in values {
                        let config = option.setting(value, in: initial, context: test.context)
                        let read = option.value(in: config)
                        let expected: StoryOptionValue = value == .none && kind == .text ? .text("") : value
                        XCTAssertEqual(read, expected, "\(name) = \(value)")
                        let code = swift(config)
                        let file = test.read("Story(\"t\") {\n\(code)\n}")
                        let problems = file.diagnostics
                        XCTAssertEqual(problems, [], "\(name) = \(value): \(code)")
                        let back = file.stories.first?.elements.first.flatMap(element).map(swift)
                        XCTAssertEqual(back, code, "\(name) = \(value)")
                    }
                }
            }
            let cell = ListCell(label: "셀", onTap: {}).leadingResources([.icon(.person)])
            check(StoryScript.listCellOptions, cell, swift: StoryScript.swift) { if case .listCell(let cell) = $0 { cell } else { nil } }
            let field = TextField(text: test.context.bindings.text("text")).label("이름").trailingButton(.init(title: "인증", handler: {}))
            check(StoryScript.textFieldOptions, field, swift: { StoryScript.swift($0) }) { if case .textField(let field) = $0 { field } else { nil } }
        }
    }

    /// A slot's option adds a sample of each case, removes by index and checks a toggle item.
    func testSlotsAddRemoveAndCheckItems() {
        onMain {
            let test = StoryTestContext()
            var cell = ListCell(label: "셀")
            for option in StoryScript.listCellOptions {
                guard case .items(let kinds) = option.kind else { continue }
                let name = option.name
                for kind in kinds { cell = option.addingItem(kind, to: cell, context: test.context) }
                let added = option.itemNames(in: cell)
                XCTAssertEqual(added, kinds, "\(name): a sample of every case, in order")
                if let index = option.itemsChecked(in: cell).firstIndex(where: { $0 == false }) {
                    cell = option.settingItem(at: index, checked: true, in: cell, context: test.context)
                    let checked = option.itemsChecked(in: cell)[index], swift = StoryScript.swift(cell)
                    XCTAssertEqual(checked, true, "\(name): checked")
                    XCTAssertTrue(swift.contains("checked: true"))
                }
                cell = option.removingItem(at: 0, from: cell)
                let names = option.itemNames(in: cell)
                XCTAssertEqual(names, Array(kinds.dropFirst()), "\(name): the first removed")
            }
            let diagnostics = test.read("Story(\"t\") {\n\(StoryScript.swift(cell))\n}").diagnostics
            XCTAssertEqual(diagnostics, [], "every sample reads back")
        }
    }

    /// Every case of every slot has exactly one sample, in the story language.
    func testEveryCaseHasOneSample() {
        onMain {
            @MainActor func check<Item: StorySlotItem>(_ type: Item.Type) {
                let names = Item.table.cases.map { $0.name }, type = Item.storyTypeName, samples = Item.samples.count
                XCTAssertEqual(samples, names.count, "\(type): one sample per case")
                for name in names {
                    let sample = Item.sample(name)
                    XCTAssertNotNil(sample, "\(type).\(name) has a sample")
                }
            }
            check(ListCell.Resource.Leading.self)
            check(ListCell.Resource.LabelTrailing.self)
            check(ListCell.Resource.Trailing.self)
            check(ListCell.Resource.Extra.self)
        }
    }
}
