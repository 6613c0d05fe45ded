import GtkTestSupport
import MontageTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

final class StoryTests: MontageTestCase, @unchecked Sendable {
    func testStoryIdsAreUniqueKebabCase() {
        onMain {
            let ids = StoryRegistry.ids
            XCTAssertEqual(Set(ids).count, ids.count)
            XCTAssertTrue(ids.starts(with: ["tokens-colors", "tokens-typography"]))
            for id in ids {
                XCTAssertNotNil(id.range(of: #"^[a-z0-9]+(-[a-z0-9]+)+$"#, options: .regularExpression), id)
            }
        }
    }

    /// A page's heading says what the page shows, in the gallery's language: never sample
    /// content ("김티드", "알림 받기" once headed two pages).
    func testPageHeadingsNameWhatThePageShows() {
        onMain {
            GalleryStylesheet.register()
            for story in StoryRegistry.all {
                let page = story.build()
                let owner = ObjectRef(page)
                defer { withExtendedLifetime(owner) {} }
                let heading = page.descendants { gtk_widget_has_css_class($0, "page-title") != 0 }.first
                let text = heading.map { String(cString: gtk_label_get_text(cast($0))) } ?? ""
                XCTAssertFalse(text.isEmpty, "\(story.id) has a heading")
                XCTAssertFalse(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(story.id): '\(text)' is sample data")
            }
        }
    }

    func testEveryStoryRendersInBothSchemesWithoutWarnings() throws {
        try onMain {
            ScreenshotRunner.pinSettings()
            for story in StoryRegistry.all {
                for scheme in ColorScheme.allCases {
                    let texture = try ScreenshotRunner.capture(story, scheme: scheme)
                    XCTAssertEqual(texture.width, Int(story.preferredSize.width), story.id)
                    XCTAssertGreaterThan(texture.height, 200, story.id)
                    let background = scheme == .light ? Pixel(red: 255, green: 255, blue: 255) : Pixel(red: 0x1B, green: 0x1C, blue: 0x1E)
                    XCTAssertEqual(texture.pixel(x: 2, y: 2), background, "\(story.id) \(scheme) page background")
                }
            }
        }
    }

    func testColorsPageShowsEveryTokenWithItsValueInTheCurrentScheme() {
        onMain {
            Theme.install(colorScheme: .light)
            GalleryStylesheet.register()
            let page = ColorsPage.build()
            present(page, width: 1200)
            let texts = labelTexts(page)
            for token in Color.Semantic.allCases { XCTAssertTrue(texts.contains(token.rawValue), token.rawValue) }
            for atomic in Color.Atomic.allCases { XCTAssertTrue(texts.contains(atomic.rawValue), atomic.rawValue) }
            XCTAssertTrue(texts.contains("#37383C9C · coolNeutral25 × 0.61"), "foregroundNeutralTertiary in light")
            Theme.install(colorScheme: .dark)
            let dark = labelTexts(page)
            XCTAssertTrue(dark.contains("#AEB0B69C · coolNeutral80 × 0.61"), "the value follows a live switch")
            XCTAssertFalse(dark.contains("#37383C9C · coolNeutral25 × 0.61"))
        }
    }

    func testSwatchesAreFilledWithTheirToken() throws {
        try onMain {
            Theme.install(colorScheme: .dark)
            GalleryStylesheet.register()
            let chip = Build.hbox(classes: ["swatch", "swatch-surfaceBrandPrimary"]).size(width: 40, height: 40)
            present(chip)
            XCTAssertEqual(try WidgetCapture.texture(of: chip).pixel(x: 20, y: 20), Pixel(red: 0x33, green: 0x85, blue: 0xFF))
        }
    }

    func testTypographyPageShowsEveryVariantInEachWeight() {
        onMain {
            Theme.install(colorScheme: .light)
            let page = TypographyPage.build()
            present(page, width: 1200)
            for variant in Typography.Variant.allCases {
                for weight in Typography.Weight.allCases {
                    guard let sample = page.descendant(named: "sample-\(variant.rawValue)-\(weight.rawValue)") else {
                        XCTFail("no sample for \(variant) \(weight)")
                        continue
                    }
                    let font = StyleReadback.font(of: sample)
                    XCTAssertEqual(font.size, variant.size, accuracy: 0.01)
                    XCTAssertEqual(font.weight, weight.fontWeight(in: variant))
                }
            }
            let texts = labelTexts(page)
            XCTAssertTrue(texts.contains("15 / 22 px"), "body2 metrics")
            XCTAssertTrue(texts.contains("-0.0319 em"), "display1 letter spacing")
        }
    }

    @MainActor
    private func labelTexts(_ root: WidgetPointer) -> Set<String> {
        Set(root.descendants { $0.typeName == "GtkLabel" }.map { String(cString: gtk_label_get_text(cast($0))) })
    }
}
