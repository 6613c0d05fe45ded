import GalleryTestSupport
@testable import MontageAudit
@testable import MontageGallery
import Montage

/// The inspector's arithmetic, without a display: WCAG contrast, the distances between two
/// parts, where the card goes, which token a color is, and how the card writes them.
final class InspectorMeasureTests: XCTestCase {
    func testContrastFollowsWCAG() {
        let white = RGBA(hex: 0xFFFFFF), black = RGBA(hex: 0x000000)
        XCTAssertEqual(ContrastRatio.ratio(text: black, background: white), 21, accuracy: 1e-9)
        XCTAssertEqual(ContrastRatio.ratio(text: white, background: white), 1, accuracy: 1e-9)
        XCTAssertEqual(ContrastRatio.ratio(text: RGBA(hex: 0x767676), background: white), 4.54, accuracy: 0.005, "the usual AA grey")
        XCTAssertEqual(ContrastRatio.luminance(RGBA(hex: 0x808080)), 0.2158605, accuracy: 1e-6)
        // Translucent text shows composited: #000000 at 0.5 over white is #808080.
        XCTAssertEqual(ContrastRatio.composite(black.withAlpha(0.5), over: white), RGBA(hex: 0x808080))
        XCTAssertEqual(ContrastRatio.ratio(text: black.withAlpha(0.5), background: white),
                       ContrastRatio.ratio(text: RGBA(hex: 0x808080), background: white), accuracy: 1e-12)
        XCTAssertEqual(ContrastRatio.Level(ratio: 7, large: false), .aaa)
        XCTAssertEqual(ContrastRatio.Level(ratio: 4.5, large: false), .aa)
        XCTAssertEqual(ContrastRatio.Level(ratio: 4.49, large: false), .fails, "normal text below 4.5:1 fails")
        XCTAssertEqual(ContrastRatio.Level(ratio: 4.5, large: true), .aaa)
        XCTAssertEqual(ContrastRatio.Level(ratio: 3, large: true), .aa)
        XCTAssertEqual(ContrastRatio.Level(ratio: 2.99, large: true), .fails)
        XCTAssertTrue(ContrastRatio.isLargeText(size: 24, weight: 400))
        XCTAssertTrue(ContrastRatio.isLargeText(size: 18.66, weight: 700))
        XCTAssertFalse(ContrastRatio.isLargeText(size: 18.66, weight: 600), "Montage's bold is 600: not large at 18.66 px")
        XCTAssertFalse(ContrastRatio.isLargeText(size: 13, weight: 400))
        XCTAssertEqual(ContrastRatio.format(4.4999), "4.49:1", "never rounded up past a threshold")
        XCTAssertEqual(ContrastRatio.format(21), "21.00:1")
        XCTAssertEqual(ContrastRatio.format(4.5), "4.50:1")
    }

    func testDistancesAreTheGapBetweenPartsOrTheInsetsOfNestedOnes() {
        let pinned = InspectorRect(x: 10, y: 10, width: 20, height: 20)
        let right = PartDistances(from: pinned, to: InspectorRect(x: 46, y: 14, width: 10, height: 30))
        XCTAssertEqual(right.horizontal, [.init(start: 30, end: 46, across: 22)], "the gap between facing edges, drawn mid-overlap")
        XCTAssertEqual(right.vertical.map(\.length), [4, 14], "overlapping vertically: top to top, bottom to bottom")
        let below = PartDistances(from: pinned, to: InspectorRect(x: 0, y: 40, width: 5, height: 5))
        XCTAssertEqual(below.horizontal, [.init(start: 5, end: 10, across: 42.5)], "apart on both axes: drawn at the other part")
        XCTAssertEqual(below.vertical, [.init(start: 30, end: 40, across: 2.5)])
        let inside = PartDistances(from: InspectorRect(x: 0, y: 0, width: 100, height: 50), to: InspectorRect(x: 16, y: 12, width: 60, height: 26))
        XCTAssertEqual(inside.horizontal.map(\.length), [16, 24], "the insets of a nested part")
        XCTAssertEqual(inside.vertical.map(\.length), [12, 12])
        let aligned = PartDistances(from: pinned, to: InspectorRect(x: 10, y: 40, width: 20, height: 8))
        XCTAssertEqual(aligned.horizontal, [], "edges that line up measure nothing")
        MainActor.assumeIsolated {
            XCTAssertEqual(InspectorCard.lengths(aligned.horizontal), "0 px")
            XCTAssertEqual(InspectorCard.lengths(inside.horizontal), "16 px · 24 px")
        }
    }

    func testTheCardSitsBesideThePointerAndInsideTheArea() {
        func origin(_ x: Double, _ y: Double, rtl: Bool = false, area: (Double, Double) = (800, 600)) -> (Double, Double) {
            let point = CardPlacement.origin(width: 200, height: 150, pointer: (x, y), areaWidth: area.0, areaHeight: area.1, rightToLeft: rtl)
            return (point.x, point.y)
        }
        XCTAssert(origin(100, 100) == (116, 116), "below and after the pointer")
        XCTAssert(origin(400, 100, rtl: true) == (184, 116), "right to left: before the pointer")
        XCTAssert(origin(100, 100, rtl: true) == (116, 116), "and after it where there is no room before")
        XCTAssert(origin(700, 500) == (484, 334), "flipped above and before near the far corner")
        XCTAssert(origin(10, 590, area: (800, 600)) == (26, 424))
        XCTAssert(origin(100, 100, area: (210, 160)) == (5, 5), "a tight area: centred on the free room")
        XCTAssert(origin(100, 100, area: (150, 100)) == (0, 0), "smaller than the card: at the origin (clipped)")
    }

    func testTokensComeFromTheClassThenFromTheValueLikeliestFirst() {
        let ink = Color.Semantic.foregroundNeutralPrimary.resolved(in: .light)
        XCTAssertEqual(TokenMatch.classToken(["typo-body1", "fg-foregroundNeutralPrimary"], color: ink, scheme: .light), "foregroundNeutralPrimary")
        XCTAssertNil(TokenMatch.classToken(["fg-foregroundNeutralPrimary"], color: RGBA(hex: 0x123456), scheme: .light), "a rule overrode the class")
        XCTAssertEqual(TokenMatch.classToken(["fg-blue50"], color: RGBA(hex: 0x0066FF), scheme: .dark), "blue50", "a palette step")
        let white = RGBA(hex: 0xFFFFFF)
        let asBackground = TokenMatch.semanticTokens(matching: white, role: .background, scheme: .light).map(\.rawValue)
        XCTAssertEqual(asBackground.first, "backgroundNeutralPrimary")
        XCTAssertEqual(Set(asBackground), ["backgroundNeutralPrimary", "surfaceNeutralPrimary", "surfaceElevatedPrimary", "staticWhite"])
        XCTAssertEqual(TokenMatch.semanticTokens(matching: white, role: .text, scheme: .light).first, .staticWhite)
        XCTAssertEqual(TokenMatch.semanticTokens(matching: Color.Semantic.foregroundNeutralTertiary.resolved(in: .dark), role: .text, scheme: .dark),
                       [.foregroundNeutralTertiary], "translucent tokens match with their alpha")
        XCTAssertEqual(TokenMatch.semanticTokens(matching: RGBA(hex: 0x123456), role: .text, scheme: .light), [])
    }

    func testTheReportWritesTokensTypographyAndContrastAsTheCardShowsThem() {
        let text = PartReport.ColorUse(value: RGBA(hex: 0x171719), token: "foregroundNeutralPrimary")
        XCTAssertEqual(text.text, "foregroundNeutralPrimary #171719")
        XCTAssertNil(text.alsoText)
        XCTAssertEqual(PartReport.ColorUse(value: RGBA(hex: 0x123456), token: nil).text, "— #123456")
        let background = PartReport.ColorUse(value: RGBA(hex: 0xFFFFFF), token: "backgroundNeutralPrimary",
                                             alternatives: ["surfaceNeutralPrimary", "surfaceElevatedPrimary", "staticWhite"])
        XCTAssertEqual(background.alsoText, "also surfaceNeutralPrimary, surfaceElevatedPrimary +1")
        let type = PartReport.TypeUse(variant: .body1, weight: .bold, fontWeight: 600, scale: 1)
        XCTAssertEqual(type.text, "body1 · bold 600 · 16 / 24 px")
        XCTAssertEqual(PartReport.TypeUse(variant: .label2, weight: nil, fontWeight: 400, scale: 1.5).text, "label2 · 400 · 19.5 / 27 px")
        var report = PartReport(part: "label", width: 343, height: 24.5, text: text, background: background, typography: type, contrast: 17.4912)
        XCTAssertEqual(report.sizeText, "343 × 24.5 px")
        XCTAssertEqual(report.contrastText, "17.49:1 · AAA")
        report.contrast = 3.2
        XCTAssertEqual(report.contrastText, "3.20:1 · fails AA: 16 px text needs 4.50:1", "16 px text needs 4.5:1")
        // A 13 px regular description at 3.48:1 fails, as the audit says; 24 px text passes at 3.2.
        report.fontSize = 13
        report.contrast = 3.48
        XCTAssertEqual(report.contrastText, "3.48:1 · fails AA: 13 px text needs 4.50:1")
        report.fontSize = 24
        report.contrast = 3.2
        XCTAssertEqual(report.contrastText, "3.20:1 · AA, large text")
        report.contrast = 5
        XCTAssertEqual(report.contrastText, "5.00:1 · AAA, large text")
        report.contrast = nil
        XCTAssertEqual(report.contrastText, "—")
        MainActor.assumeIsolated {
            XCTAssertEqual(PartReading.typography([["box"], ["label", "typo-label1"], ["weight-bold", "typo-body1"]], fallbackWeight: 400),
                           PartReport.TypeUse(variant: .label1, weight: .bold, fontWeight: 600, scale: 1), "the nearest variant and the nearest weight")
            XCTAssertNil(PartReading.typography([["box"], ["typo-nonsense"]], fallbackWeight: 400))
        }
    }
}

extension InspectorMeasureTests {
    func testAStateLayerIsATokenAtAFractionOfItsAlpha() {
        let layer = Color.Semantic.foregroundNeutralPrimary.resolved(in: .light).withAlpha(0.05)
        XCTAssertEqual(TokenMatch.semanticTokens(matching: layer, role: .background, scheme: .light), [])
        let scaled = TokenMatch.scaledTokens(matching: layer, role: .background, scheme: .light)
        XCTAssertEqual(scaled.first, "foregroundNeutralPrimary × 0.05", "an opaque token first")
        XCTAssertTrue(scaled.contains { $0.hasPrefix("effectDimmerPrimary × 0.09") }, "\(scaled)")
        let blue = RGBA(hex: 0x0066FF).withAlpha(0.0375)
        XCTAssertEqual(TokenMatch.scaledTokens(matching: blue, role: .background, scheme: .light).prefix(2),
                       ["surfaceBrandPrimary × 0.0375", "foregroundBrandPrimary × 0.0375"], "opaque ones first, then by role")
        XCTAssertEqual(TokenMatch.scaledTokens(matching: blue, role: .background, scheme: .light)[2], "surfaceBrandSubtle × 0.75",
                       "then the roundest fraction")
        XCTAssertEqual(TokenMatch.scaledTokens(matching: blue, role: .text, scheme: .light).first, "foregroundBrandPrimary × 0.0375")
    }
}
