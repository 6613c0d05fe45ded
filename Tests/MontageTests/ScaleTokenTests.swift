import Montage
import XCTest

final class ScaleTokenTests: XCTestCase {
    func testTypographyScale() {
        XCTAssertEqual(Typography.Variant.allCases.count, 19)
        let body2 = Typography.Variant.body2
        XCTAssertEqual([body2.size, body2.lineHeight], [15, 22])
        XCTAssertEqual(body2.letterSpacing, 0.0096)
        XCTAssertEqual(body2.tracking, 0.144, accuracy: 1e-9)
        XCTAssertEqual(Typography.Variant.display1.tracking, -1.7864, accuracy: 1e-9)
        XCTAssertEqual(Typography.Variant.caption2.lineHeight, 14)
        XCTAssertEqual(Typography.Variant.label2.size, 13)
        XCTAssertEqual(Typography.Variant.headline2.letterSpacing, 0)
        let sizes = Typography.Variant.allCases.map(\.size)
        XCTAssertEqual(sizes, sizes.sorted(by: >), "variants run from largest to smallest")
    }

    func testWeights() {
        XCTAssertEqual(Typography.Weight.allCases.map(\.fontWeight), [400, 500, 600])
        for variant in Typography.Variant.allCases {
            let bold = Typography.Weight.bold.fontWeight(in: variant)
            XCTAssertEqual(bold, [.display3, .title2, .title3].contains(variant) ? 700 : 600, variant.rawValue)
            XCTAssertEqual(Typography.Weight.medium.fontWeight(in: variant), 500)
        }
        XCTAssertEqual(Typography.fontFamily, "Pretendard")
    }

    func testSpacingRadiusOpacityDimension() {
        XCTAssertEqual(Spacing.allCases.map(\.rawValue), [0, 1, 2, 4, 6, 8, 10, 12, 14, 16, 20, 24, 32, 40, 48, 56, 64, 72, 80])
        XCTAssertEqual(Radius.allCases.map(\.cssValue), [0, 4, 8, 10, 12, 14, 16, 20, 24, 9999])
        XCTAssertEqual(Radius.radiusFull.value, .infinity)
        XCTAssertEqual(Opacity.allCases.count, 16)
        XCTAssertEqual(Opacity.opacity61.rawValue, 0.61)
        XCTAssertEqual(Dimension.allCases.last?.rawValue, 64)
    }

    func testInteractionOverlay() {
        let table: [[Double]] = Interaction.State.allCases.map { state in
            Interaction.Variant.allCases.map { Interaction.opacity(state, variant: $0) }
        }
        let expected: [[Double]] = [[0, 0, 0], [0.05, 0.0375, 0.075], [0.08, 0.06, 0.12], [0.12, 0.09, 0.18]]
        for (row, want) in zip(table, expected) {
            for (value, w) in zip(row, want) { XCTAssertEqual(value, w, accuracy: 1e-9) }
        }
        XCTAssertEqual(Interaction.defaultColor, .foregroundNeutralPrimary)
    }

    func testRGBAFormatting() {
        XCTAssertEqual(RGBA(red: 1, green: 2, blue: 255).hexString, "#0102FF")
        XCTAssertEqual(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5).hexString, "#00000080")
        XCTAssertEqual(RGBA(red: 0, green: 0, blue: 0, alpha: 2).alpha, 1, "alpha is clamped")
        XCTAssertEqual(RGBA(hex: 0xFF4242).css, "rgba(255,66,66,1.0)")
    }
}
