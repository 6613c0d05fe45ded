import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

final class TypographyCSSTests: MontageTestCase, @unchecked Sendable {
    /// Hangul, Latin and lines that mix them: one family, so every line box is exactly the
    /// variant's line height (the half-leading model of the spec), and each weight is its own
    /// Pretendard face (SemiBold for bold, Bold in display3/title2/title3).
    func testEveryVariantIsSetInPretendardWithItsExactLineHeight() {
        onMain {
            Theme.install(colorScheme: .light)
            for sample in ["Montage 123", "몽타주 가나다", "라벨 Label", "Hg 라벨 ÄÉ"] {
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
                    let faces = Set(resolvedFaces(of: label))
                    XCTAssertEqual(faces, [ResolvedFace(family: "Pretendard", weight: weight.fontWeight(in: variant))], "\(variant) \(weight) \(sample)")
                }
            }
        }
    }

    /// (T) texts pin Pretendard's natural box, (1950 + 494) / 2048 em rounded to a pixel.
    func testTypographyTextsUsePretendardsNaturalLineBox() {
        XCTAssertEqual(Typography.naturalLineHeightRatio, 2444.0 / 2048.0)
        let expected: [Typography.Variant: Double] = [.body2: 18, .label1: 17, .label2: 16, .caption1: 14, .caption2: 13, .headline2: 20]
        for (variant, height) in expected { XCTAssertEqual(variant.naturalLineHeight, height, variant.rawValue) }
    }

    @MainActor
    private func naturalHeight(_ widget: WidgetPointer) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
        return natural
    }

    func testLetterSpacingIsTheVariantsTrackingInPixels() {
        let rules = TypographyCSS.rules()
        XCTAssertTrue(rules.contains(".typo-body2 { font-family: Pretendard; font-size: 15px; line-height: 22px; letter-spacing: 0.144px; }"), rules)
        XCTAssertTrue(rules.contains(".typo-display1 { font-family: Pretendard; font-size: 56px; line-height: 72px; letter-spacing: -1.7864px; }"))
        XCTAssertTrue(rules.contains(".typo-title2.weight-bold { font-weight: 700; }"))
    }

    /// A text scale draws every token's size, line height and tracking that much larger, live,
    /// and the pinned line boxes of (T) texts follow.
    func testTextScaleEnlargesTheTokensLive() {
        onMain {
            Theme.install(colorScheme: .light)
            defer { Theme.setTextScale(1) }
            let label = Build.label("몽타주 Montage", classes: ["typo-body2", "weight-regular"])
            present(label)
            XCTAssertEqual(StyleReadback.font(of: label).size, 15, accuracy: 0.01)
            XCTAssertEqual(naturalHeight(label), 22)
            Theme.setTextScale(1.5)
            MainLoop.run(until: { StyleReadback.font(of: label).size > 16 }, timeout: 2)
            XCTAssertEqual(StyleReadback.font(of: label).size, 22.5, accuracy: 0.01, "15 x 1.5")
            XCTAssertEqual(naturalHeight(label), 33, "line height 22 x 1.5")
            XCTAssertTrue(ButtonCSS.rules(textScale: 1.5).contains("line-height: \(Int(Typography.Variant.label1.naturalLineHeight(scale: 1.5)))px"))
            XCTAssertTrue(TypographyCSS.rules(textScale: 1.25).contains(".typo-body2 { font-family: Pretendard; font-size: 18.75px; line-height: 27.5px;"))
            Theme.setTextScale(1)
            MainLoop.run(until: { StyleReadback.font(of: label).size < 16 }, timeout: 2)
            XCTAssertEqual(StyleReadback.font(of: label).size, 15, accuracy: 0.01, "and back")
        }
    }

    /// The text typed into a TextField and its placeholder are the spec's input tokens too: they
    /// follow the text scale (they kept 16 px at 150%); the field's box keeps its 48.
    func testTextFieldInputFollowsTheTextScale() throws {
        try onMain {
            Theme.install(colorScheme: .light)
            defer { Theme.setTextScale(1) }
            let view = TextFieldView(TextField(text: .constant("")).placeholder("이메일을 입력하세요"))
            present(view.widget, width: 360, views: [view])
            let text = try XCTUnwrap(gtk_editable_get_delegate(cast(view.entry)))
            let size = TextField.Size.large.inputVariant.size
            XCTAssertEqual(StyleReadback.font(of: view.entry).size, size, accuracy: 0.01)
            Theme.setTextScale(1.5)
            MainLoop.run(until: { StyleReadback.font(of: view.entry).size > size + 1 }, timeout: 2)
            XCTAssertEqual(StyleReadback.font(of: view.entry).size, size * 1.5, accuracy: 0.01, "typed text at 150%")
            XCTAssertEqual(StyleReadback.font(of: cast(text)).size, size * 1.5, accuracy: 0.01, "the placeholder's text too")
            XCTAssertTrue(TextFieldCSS.rules(textScale: 1.5).contains("button.text-field-button > label { line-height: 24px; }"))
        }
    }
}
