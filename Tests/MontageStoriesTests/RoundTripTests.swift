import Montage
@testable import MontageStories
import XCTest

/// Generate → parse → generate is the identity: the Swift the Code panel prints for any
/// configuration reads back (through Swift's parser and the same schemas) into a configuration
/// that prints the same, for 10,000 seeded random ListCells and TextFields.
final class RoundTripTests: XCTestCase {
    func testTenThousandRandomCellsAndFieldsPrintTheSameAfterAReadBack() {
        onMain {
            var random = SeededRandom(seed: 0x5EED_2026)
            let reader = StoryTestContext()
            reader.context.suggestions = { _ in Binding(get: { RandomConfigs.suggestions }, set: { _ in }) }
            var failures = 0
            for index in 0..<10_000 {
                let printed = index.isMultiple(of: 2) ? StoryScript.swift(RandomConfigs.cell(&random)) : StoryScript.swift(RandomConfigs.field(&random))
                let file = reader.read("Story(\"왕복\") {\n\(printed)\n}\n")
                let again: String? = switch file.stories.first?.elements.first {
                case .listCell(let cell): StoryScript.swift(cell)
                case .textField(let field): StoryScript.swift(field)
                default: nil
                }
                if file.diagnostics != [] || again != printed {
                    failures += 1
                    if failures <= 3 { XCTFail("#\(index) did not read back:\n\(printed)\n→ \(file.diagnostics.map(\.message))\n\(again ?? "nothing")") }
                }
            }
            XCTAssertEqual(failures, 0)
        }
    }

    func testTheDefaultsPrintOnlyTheInitializer() {
        onMain {
            XCTAssertEqual(StoryScript.swift(ListCell(label: "기본 셀")), "ListCell(label: \"기본 셀\")")
            XCTAssertEqual(StoryScript.swift(TextField(text: .constant(""))), "TextField(text: $text)")
            XCTAssertEqual(StoryScript.swift(ListCell(label: "셀", onTap: {}).chevron().leadingResources([.icon(.person)])), """
                ListCell(label: "셀", onTap: {})
                    .leadingResources([.icon(.person)])
                    .chevron()
                """)
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random configurations over every option the schemas know.
@MainActor
enum RandomConfigs {
    static let texts = ["김티드", "iOS 개발자", "", "a \"quoted\" text", "두 줄\n텍스트", "tab\there", "\\back", "🙂 emoji", "서울"]
    static let slot = SlotView { fatalError("never shown") }
    static let suggestions = TextField.AutoCompletionDataSource(numberOfItemsInSection: { _ in 1 }, cellView: { _ in slot })

    static func text(_ random: inout SeededRandom) -> String { texts.randomElement(using: &random)! }
    static func flip(_ random: inout SeededRandom) -> Bool { Bool.random(using: &random) }
    static func pick<T: CaseIterable>(_ random: inout SeededRandom) -> T { Array(T.allCases).randomElement(using: &random)! }
    static func color(_ random: inout SeededRandom) -> ColorValue {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .semantic(pick(&random))
        case 1: .atomic(pick(&random))
        default: .rgba(RGBA(hex: UInt32.random(in: 0...0xFFFFFF, using: &random)).withAlpha(flip(&random) ? 1 : 0.5))
        }
    }
    static func action(_ random: inout SeededRandom) -> Action? {
        let action: Action = {}
        return flip(&random) ? action : nil
    }
    static func select(_ random: inout SeededRandom) -> SelectAction? {
        let action: SelectAction = { _ in }
        return flip(&random) ? action : nil
    }

    static func cell(_ random: inout SeededRandom) -> ListCell {
        var cell = ListCell(label: text(&random), onTap: action(&random))
        if flip(&random) { cell = cell.description(text(&random)) }
        if flip(&random) { cell = cell.highlight(text(&random)) }
        if flip(&random) { cell = cell.labelVariant(pick(&random)).labelWeight(pick(&random)).labelColor(pick(&random)) }
        cell = cell.textEllipsis(flip(&random)).selected(flip(&random)).chevron(flip(&random)).divider(flip(&random)).disabled(flip(&random))
        cell = cell.variant(pick(&random)).verticalAlign(pick(&random))
        let paddings: [ListCell.VerticalPadding] = [.none, .small, .medium, .large, .custom(Double(Int.random(in: -4...40, using: &random))), .custom(2.5)]
        cell = cell.verticalPadding(paddings.randomElement(using: &random)!)
        var leading: [ListCell.Resource.Leading] = [.icon(pick(&random)), .largeIcon(pick(&random)), .thumbnail("photo.png"), .slotView(slot)]
        leading.append(.icon(pick(&random), tintColor: color(&random)))
        leading.append(.checkbox(checked: flip(&random), onSelect: select(&random)))
        leading.append(.radio(checked: flip(&random)))
        leading.append(.avatar(text(&random), variant: pick(&random)))
        var labelTrailing: [ListCell.Resource.LabelTrailing] = [.icon(pick(&random)), .slotView(slot)]
        labelTrailing.append(.contentBadge(pick(&random), title: text(&random)))
        var trailing: [ListCell.Resource.Trailing] = [.contentBadge(title: text(&random)), .value(text(&random)), .slotView(slot)]
        trailing.append(.button(title: text(&random), color: pick(&random), handler: action(&random)))
        trailing.append(.icon(pick(&random), tintColor: color(&random)))
        trailing.append(.iconButton(pick(&random), handler: action(&random)))
        trailing.append(.switch(checked: flip(&random), onSelect: select(&random)))
        trailing.append(.textButton(title: text(&random), color: pick(&random), handler: action(&random)))
        let extra: [ListCell.Resource.Extra] = [.contentBadge(.outlined, title: text(&random)), .text(text(&random)), .slotView(slot)]
        cell = cell.leadingResources(Array(leading.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))))
        cell = cell.labelTrailingResources(Array(labelTrailing.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))))
        cell = cell.trailingResources(Array(trailing.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))))
        cell = cell.extraResources(Array(extra.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))))
        return cell
    }

    static func field(_ random: inout SeededRandom) -> TextField {
        // A source given (a binding of the story's) or not (the initializer's constant default).
        let source: Binding<TextField.AutoCompletionDataSource?> = flip(&random) ? Binding(get: { suggestions }, set: { _ in }) : .constant(nil)
        var field = TextField(text: .constant(""), autoCompletionDataSource: source)
        if flip(&random) { field = field.placeholder(text(&random)) }
        field = field.size(pick(&random)).status(pick(&random))
        if flip(&random) { field = field.icon(pick(&random)) }
        if flip(&random) { field = field.label(text(&random), required: flip(&random)) }
        field = field.labelPlacement(pick(&random))
        if flip(&random) { field = field.labelWidth(Double(Int.random(in: 0...240, using: &random))) }
        if flip(&random) { field = field.message(text(&random)) }
        if flip(&random) { field = field.maxLength(Int.random(in: 0...100, using: &random)) }
        field = field.secured(flip(&random)).autocorrectionDisabled(flip(&random)).disabled(flip(&random))
        if flip(&random) { field = field.backgroundColor(color(&random)) }
        if flip(&random) { field = field.trailingButton(.init(title: text(&random), disable: flip(&random), handler: action(&random))) }
        if flip(&random) { field = field.trailingContentView(slot) }
        if flip(&random) { field = field.accessoryView(slot) }
        if flip(&random) { field = field.onTextChange { _ in } }
        return field
    }
}
