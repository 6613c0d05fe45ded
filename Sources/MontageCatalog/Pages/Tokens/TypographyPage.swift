import MontageGtk
import GtkKit

/// The Typography page: every variant in each weight, with its size, line height and
/// letter spacing. Each sample label's line box is the variant's line height.
@MainActor
enum TypographyPage {
    static let story = Story(id: "tokens-typography", title: tr("Typography"), section: tr("Tokens"),
                             preferredSize: (1200, -1)) { _ in build() }

    static let sample = "몽타주 Montage 123"

    static func build() -> WidgetPointer {
        let page = PageLayout.page(title: tr("Typography"),
                                   subtitle: tr("%s, one family for Hangul and Latin. Size / line height in px, letter spacing in em. Bold is 600, or 700 in display3, title2 and title3.", Typography.fontFamily))
        for variant in Typography.Variant.allCases {
            PageLayout.append(row(variant), to: page)
        }
        return page
    }

    private static func row(_ variant: Typography.Variant) -> WidgetPointer {
        let meta = Build.vbox(spacing: 2, [
            Build.label(variant.rawValue, classes: ["typo-label1", "weight-bold"]),
            Build.label("\(format(variant.size)) / \(format(variant.lineHeight)) px", classes: ["typo-caption1", "weight-regular", "type-meta"]),
            Build.label("\(format(variant.letterSpacing)) em", classes: ["typo-caption1", "weight-regular", "type-meta"]),
        ])
        let samples = Typography.Weight.allCases.map { weight in
            Build.paragraph("\(weight.rawValue) \(weight.fontWeight(in: variant)) · \(sample)",
                        classes: [TypographyCSS.className(variant), TypographyCSS.className(weight), "type-sample"])
                .named(TokensPart.sample(variant, weight))
        }
        // The caption beside the samples, above them in a narrow window (the samples would be
        // crushed into a few characters a line).
        return SideBySide(meta, Build.vbox(spacing: 4, samples), leadingWidth: 160, spacing: 24, minimumRest: 320).widget
            .classes(["type-row"])
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
