import MontageGtk
import GtkKit

/// The Typography page: every variant in each weight, with its size, line height and
/// letter spacing. Each sample label's line box is the variant's line height.
@MainActor
enum TypographyPage {
    static let story = Story(id: "tokens-typography", title: "Typography", section: "Tokens",
                             preferredSize: (1200, -1), build: build)

    static let sample = "몽타주 Montage 123"

    static func build() -> WidgetPointer {
        let page = PageLayout.page(title: "Typography",
                                   subtitle: "\(Typography.fontFamily), one family for Hangul and Latin. Size / line height in px, letter spacing in em. Bold is 600, or 700 in display3, title2 and title3.")
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
        ]).size(width: 160)
        let samples = Typography.Weight.allCases.map { weight in
            Build.label("\(weight.rawValue) \(weight.fontWeight(in: variant)) · \(sample)",
                        classes: [TypographyCSS.className(variant), TypographyCSS.className(weight), "type-sample"], wrap: true)
                .named("sample-\(variant.rawValue)-\(weight.rawValue)")
        }
        // A grid, not a box: GTK 4.8's GtkBoxLayout mismeasures wrapping labels beside a fixed
        // column in a narrow window ("Expect overlapping widgets").
        let row = gtk_grid_new()!.classes(["type-row"])
        gtk_grid_set_column_spacing(cast(row), 24)
        gtk_grid_attach(cast(row), meta, 0, 0, 1, 1)
        gtk_grid_attach(cast(row), Build.vbox(spacing: 4, samples).expand(horizontal: true), 1, 0, 1, 1)
        return row
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
