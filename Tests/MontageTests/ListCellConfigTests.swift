import Foundation
import GtkTestSupport
import Montage
import XCTest

/// The seed doc's API and defaults (§3.1), and the derived rules the mapping relies on.
final class ListCellConfigTests: XCTestCase {
    func testDefaults() {
        let cell = ListCell(label: "기본 셀")
        XCTAssertEqual(cell.label, "기본 셀")
        XCTAssertNil(cell.onTap)
        XCTAssertFalse(cell.chevron)
        XCTAssertNil(cell.description)
        XCTAssertFalse(cell.divider)
        XCTAssertTrue(cell.extraResources.isEmpty && cell.leadingResources.isEmpty && cell.trailingResources.isEmpty && cell.labelTrailingResources.isEmpty)
        XCTAssertNil(cell.highlight)
        XCTAssertEqual(cell.labelColor, .foregroundNeutralPrimary)
        XCTAssertEqual(cell.labelVariant, .body2)
        XCTAssertEqual(cell.labelWeight, .medium)
        XCTAssertFalse(cell.selected)
        XCTAssertFalse(cell.textEllipsis)
        XCTAssertEqual(cell.variant, .inset)
        XCTAssertEqual(cell.verticalAlign, .top)
        XCTAssertEqual(cell.verticalPadding, .medium)
        XCTAssertFalse(cell.isDisabled)
    }

    func testModifiersWithoutArgumentsUseTheDocumentedDefaults() {
        let cell = ListCell(label: "A").chevron().divider().selected().textEllipsis().description().variant()
        XCTAssertTrue(cell.chevron && cell.divider && cell.selected && cell.textEllipsis)
        XCTAssertNil(cell.description, "description() removes it")
        XCTAssertEqual(cell.variant, .inset)
        XCTAssertFalse(ListCell(label: "A").chevron(true).chevron(false).chevron)
    }

    func testModifiersReturnACopy() {
        let base = ListCell(label: "A")
        let changed = base.selected().description("B").variant(.full)
        XCTAssertFalse(base.selected)
        XCTAssertNil(base.description)
        XCTAssertTrue(changed.selected)
        XCTAssertEqual(changed.description, "B")
        XCTAssertEqual(changed.variant, .full)
    }

    func testVerticalPaddingValuesAndTheInteractionRule() {
        XCTAssertEqual([ListCell.VerticalPadding.none, .small, .medium, .large, .custom(7)].map(\.value), [0, 8, 12, 16, 7])
        XCTAssertFalse(ListCell(label: "A").verticalPadding(.none).showsInteraction)
        XCTAssertFalse(ListCell(label: "A").verticalPadding(.custom(0)).showsInteraction)
        XCTAssertFalse(ListCell(label: "A").verticalPadding(.custom(-3)).showsInteraction)
        XCTAssertTrue(ListCell(label: "A").verticalPadding(.custom(0.5)).showsInteraction)
    }

    func testVariantGeometry() {
        XCTAssertEqual(ListCell.Variant.inset.overlayOutset, 12)
        XCTAssertEqual(ListCell.Variant.inset.overlayRadius, 16)
        XCTAssertEqual(ListCell.Variant.inset.horizontalPadding, 0)
        XCTAssertEqual(ListCell.Variant.full.horizontalPadding, 20)
        XCTAssertEqual(ListCell.Variant.full.overlayOutset, 0)
        XCTAssertEqual(ListCell.Variant.full.overlayRadius, 0)
    }

    func testSelectedPrecedence() {
        let selected = ListCell(label: "A").labelWeight(.regular).labelColor(.foregroundAccentPink).selected()
        XCTAssertEqual(selected.effectiveLabelWeight, .bold)
        XCTAssertEqual(selected.effectiveLabelColor, .surfaceBrandPrimary)
        XCTAssertTrue(selected.showsSelectedCheck)
        XCTAssertFalse(selected.trailingResources([.value("v")]).showsSelectedCheck, "trailing items win over the check")
        XCTAssertEqual(ListCell(label: "A").labelWeight(.regular).effectiveLabelWeight, .regular)
    }

    func testResourceDefaults() {
        if case .icon(_, let tint) = ListCell.Resource.Leading.icon(.person) { XCTAssertEqual(tint, .semantic(.foregroundNeutralTertiary)) } else { XCTFail() }
        if case .largeIcon(_, let tint) = ListCell.Resource.Leading.largeIcon(.person) { XCTAssertEqual(tint, .semantic(.foregroundNeutralSecondary)) } else { XCTFail() }
        if case .icon(_, let tint) = ListCell.Resource.LabelTrailing.icon(.check) { XCTAssertEqual(tint, .semantic(.surfaceBrandPrimary)) } else { XCTFail() }
        if case .icon(_, let tint) = ListCell.Resource.Trailing.icon(.check) { XCTAssertEqual(tint, .semantic(.foregroundNeutralSecondary)) } else { XCTFail() }
        if case .contentBadge(let variant, _) = ListCell.Resource.Extra.contentBadge(title: "A") { XCTAssertEqual(variant, .solid) } else { XCTFail() }
        if case .button(_, let color, let handler) = ListCell.Resource.Trailing.button(title: "A") { XCTAssertEqual(color, .assistive); XCTAssertNil(handler) } else { XCTFail() }
        if case .textButton(_, let color, _) = ListCell.Resource.Trailing.textButton(title: "A") { XCTAssertEqual(color, .assistive) } else { XCTFail() }
        if case .checkbox(_, let onSelect) = ListCell.Resource.Leading.checkbox(checked: true) { XCTAssertNil(onSelect) } else { XCTFail() }
    }

    func testAccessibleTextJoinsTheCellsTexts() {
        let cell = ListCell(label: "김티드").description("iOS 개발자").labelTrailingResources([.contentBadge(title: "신규")])
            .extraResources([.contentBadge(.outlined, title: "서울"), .text("5년차")]).trailingResources([.value("값"), .button(title: "팔로우")])
        XCTAssertEqual(cell.accessibleText, "김티드, 신규, iOS 개발자, 서울, 5년차, 값, 팔로우")
        XCTAssertEqual(ListCell(label: "A").description("").accessibleText, "A")
    }

    func testHighlightMatching() {
        XCTAssertEqual(TextHighlight.firstMatch(of: "WORLD", in: "Hello world world"), 6..<11)
        XCTAssertEqual(TextHighlight.firstMatch(of: "티드", in: "김티드"), 3..<9)
        XCTAssertNil(TextHighlight.firstMatch(of: "", in: "abc"))
        XCTAssertNil(TextHighlight.firstMatch(of: nil, in: "abc"))
        XCTAssertNil(TextHighlight.firstMatch(of: "x", in: "abc"))
        XCTAssertNil(TextHighlight.firstMatch(of: "e", in: "é"), "diacritics are not ignored")
    }

    /// An item of one slot does not compile in another (checked by the compiler itself).
    func testPassingAnItemOfOneSlotToAnotherDoesNotCompile() throws {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("Montage.swiftmodule").path) else {
            throw XCTSkip("built Montage module not found at \(modules.path)")
        }
        func typecheck(_ source: String) throws -> (Int32?, String) {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("slot-\(UUID().uuidString).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let swiftc = ChildProcess.run("swiftc", ["-typecheck", "-I", modules.path, file.path], mergingStandardError: true, timeout: 600)
            XCTAssertNotNil(swiftc.status, "swiftc ended by \(swiftc.ending), it did not answer: \(swiftc.output)")
            return (swiftc.status, swiftc.output)
        }
        let good = try typecheck("import Montage\nlet c = ListCell(label: \"a\").trailingResources([.switch(checked: true)]).leadingResources([.checkbox(checked: false)])\n")
        XCTAssertEqual(good.0, 0, good.1)
        let bad = try typecheck("import Montage\nlet c = ListCell(label: \"a\").leadingResources([.switch(checked: true)])\n")
        XCTAssertNotEqual(bad.0, 0, "a trailing-only item in the leading slot must not compile")
        XCTAssertTrue(bad.1.contains("switch"), bad.1)
        let badExtra = try typecheck("import Montage\nlet c = ListCell(label: \"a\").extraResources([.value(\"v\")])\n")
        XCTAssertNotEqual(badExtra.0, 0)
    }
}
