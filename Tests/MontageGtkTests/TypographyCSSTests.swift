import GtkTestSupport
import MontageTestSupport
@testable import MontageGtk
import XCTest

final class TypographyCSSTests: MontageTestCase, @unchecked Sendable {
    /// A line set in one font is exactly the variant's line height (the half-leading model of
    /// the spec). Inter carries Latin and Noto Sans CJK carries Hangul: each alone is exact.
    func testEveryVariantSetsSizeLineHeightAndWeight() {
        onMain {
            Theme.install(colorScheme: .light)
            for sample in ["Montage 123", "몽타주 가나다"] {
                let labels = Typography.Variant.allCases.flatMap { variant in
                    Typography.Weight.allCases.map { weight in
                        (variant, weight, Build.label(sample, classes: [TypographyCSS.className(variant), TypographyCSS.className(weight)]))
                    }
                }
                present(Build.vbox(labels.map(\.2)))
                for (variant, weight, label) in labels {
                    XCTAssertEqual(Double(naturalHeight(label)), variant.lineHeight, "\(variant) \(weight) line box of \(sample)")
                    let font = StyleReadback.font(of: label)
                    XCTAssertEqual(font.size, variant.size, accuracy: 0.01, "\(variant) size")
                    XCTAssertEqual(font.weight, weight.fontWeight(in: variant), "\(variant) \(weight)")
                    XCTAssertTrue(font.family.hasPrefix("Pretendard"), font.family)
                }
            }
        }
    }

    /// Without Pretendard, a line mixing Latin and Hangul uses two fonts whose half-leading
    /// boxes sit differently on the baseline: it measures at most 8% of the size taller.
    func testMixedScriptLinesStayWithinTheFallbackTolerance() {
        onMain {
            Theme.install(colorScheme: .light)
            let labels = Typography.Variant.allCases.map { ($0, Build.label("몽타주 Montage", classes: [TypographyCSS.className($0)])) }
            present(Build.vbox(labels.map(\.1)))
            for (variant, label) in labels {
                let height = Double(naturalHeight(label))
                XCTAssertGreaterThanOrEqual(height, variant.lineHeight, variant.rawValue)
                XCTAssertLessThanOrEqual(height, variant.lineHeight + (variant.size * 0.08).rounded(.up), variant.rawValue)
            }
        }
    }

    @MainActor
    private func naturalHeight(_ widget: WidgetPointer) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
        return natural
    }

    func testLetterSpacingIsTheVariantsTrackingInPixels() {
        let rules = TypographyCSS.rules
        XCTAssertTrue(rules.contains(".typo-body2 { font-family: Pretendard, Inter, \"Noto Sans CJK KR\", sans-serif; font-size: 15px; line-height: 22px; letter-spacing: 0.144px; }"), rules)
        XCTAssertTrue(rules.contains(".typo-display1 { font-family: Pretendard, Inter, \"Noto Sans CJK KR\", sans-serif; font-size: 56px; line-height: 72px; letter-spacing: -1.7864px; }"))
        XCTAssertTrue(rules.contains(".typo-title2.weight-bold { font-weight: 700; }"))
    }
}
