import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

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
            for story in StoryRegistry.builtIn {
                let page = story.build(.unheard(story.id))
                let owner = ObjectRef(page)
                defer { withExtendedLifetime(owner) {} }
                let heading = page.descendants { gtk_widget_has_css_class($0, "page-title") != 0 }.first
                let text = heading.map { String(cString: gtk_label_get_text(cast($0))) } ?? ""
                XCTAssertFalse(text.isEmpty, "\(story.id) has a heading")
                XCTAssertFalse(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(story.id): '\(text)' is sample data")
            }
        }
    }

    /// The state stories hold each component in its state, even when GTK takes it away (the
    /// pointer leaving a hovered cell, a release): a capture always shows the state.
    func testStateStoriesHoldTheirStates() {
        onMain {
            GalleryStylesheet.register()
            let cells = StateStories.listCell.build(.unheard())
            present(cells, width: 480)
            let rows = cells.descendants { $0.isNamed(ListCellPart.row) }
            XCTAssertEqual(rows.count, 6)
            let hover = rows[1]
            XCTAssertTrue(gtk_widget_get_state_flags(hover).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue != 0)
            gtk_widget_unset_state_flags(hover, GTK_STATE_FLAG_PRELIGHT)
            XCTAssertTrue(gtk_widget_get_state_flags(hover).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue != 0, "hover is put back")
            XCTAssertTrue(gtk_widget_has_css_class(rows[2], "pressed") != 0)
            XCTAssertTrue(gtk_widget_has_css_class(rows[3], "focus-visible") != 0)
            XCTAssertFalse(gtk_widget_is_sensitive(rows[5]) != 0)

            let controls = StateStories.controls.build(.unheard())
            present(controls, width: 760)
            let pressed = controls.descendant(StatesPart.control("button-primary", state: "pressed"))!
            XCTAssertTrue(gtk_widget_get_state_flags(pressed).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0)
            gtk_widget_unset_state_flags(pressed, GTK_STATE_FLAG_ACTIVE)
            XCTAssertTrue(gtk_widget_get_state_flags(pressed).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0, "pressed is put back")
            let focused = controls.descendant(StatesPart.control("switch-on", state: "focused"))!
            XCTAssertTrue(gtk_widget_get_state_flags(focused).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0)
            XCTAssertFalse(gtk_widget_is_sensitive(controls.descendant(StatesPart.control("checkbox-on", state: "disabled"))!) != 0)
        }
    }

    func testEveryStoryRendersInBothSchemesWithoutWarnings() throws {
        try onMain {
            ScreenshotRunner.pinSettings()
            for story in StoryRegistry.builtIn {
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

    /// Right to left too, every story (the scenarios and list stories included) renders in both
    /// schemes without a GTK warning (a warning fails the test in tearDown).
    func testEveryStoryRendersRightToLeftWithoutWarnings() throws {
        try onMain {
            ScreenshotRunner.pinSettings()
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            for story in StoryRegistry.builtIn {
                for scheme in ColorScheme.allCases {
                    let texture = try ScreenshotRunner.capture(story, scheme: scheme)
                    XCTAssertEqual(texture.width, Int(story.preferredSize.width), story.id)
                    XCTAssertGreaterThan(texture.height, 200, story.id)
                }
            }
        }
    }

    /// A page taller than X and cairo paint in one window (32,767 pixels) is captured
    /// whole at its own height, its top and bottom rows drawn, without a GTK warning.
    func testAPageTallerThanAWindowIsCapturedWhole() throws {
        try onMain {
            ScreenshotRunner.pinSettings()
            let story = Story(id: "test-tall", title: "Tall", section: "Test", preferredSize: (320, -1)) { _ in
                let column = Build.vbox([])
                for index in 0..<2 {
                    let block = Build.vbox(classes: [index == 0 ? "test-tall-top" : "test-tall-bottom"], [])
                    gtk_widget_set_size_request(block, 320, 17_000)
                    gtk_box_append(cast(column), block)
                }
                return column
            }
            let css = CSSProvider()
            css.load(".test-tall-top { background: #ff0000; } .test-tall-bottom { background: #0000ff; }")
            let texture = try ScreenshotRunner.capture(story, scheme: .light)
            XCTAssertEqual(texture.width, 320)
            XCTAssertEqual(texture.height, 34_000)
            XCTAssertEqual(texture.pixel(x: 10, y: 10), Pixel(red: 255, green: 0, blue: 0))
            XCTAssertEqual(texture.pixel(x: 10, y: 33_990), Pixel(red: 0, green: 0, blue: 255))
        }
    }

    func testColorsPageShowsEveryTokenWithItsValueInTheCurrentScheme() {
        onMain {
            Theme.install(colorScheme: .light)
            GalleryStylesheet.register()
            let page = ColorsPage.build()
            present(page, width: 1200)
            // The first screen is built at once, the rest after the first frame.
            XCTAssertFalse(labelTexts(page).contains(Color.Atomic.allCases.last!.rawValue), "the palette is not built before the first frame")
            XCTAssertGreaterThan(DeferredWork.pending, 0)
            XCTAssertTrue(MainLoop.run(until: { DeferredWork.pending == 0 }, timeout: 10))
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
            let page = ColorsPage.build()
            present(page, width: 1200)
            XCTAssertTrue(MainLoop.run(until: { DeferredWork.pending == 0 }, timeout: 10))
            let button = try XCTUnwrap(page.descendant(TokensPart.swatch(Color.Semantic.surfaceBrandPrimary.rawValue)))
            let chip = try XCTUnwrap(button.parent, "the card paints the chip under its button")
            XCTAssertEqual(try WidgetCapture.texture(of: chip).pixel(x: 20, y: 20), Pixel(red: 0x33, green: 0x85, blue: 0xFF))
            Theme.install(colorScheme: .light)
            XCTAssertEqual(try WidgetCapture.texture(of: chip).pixel(x: 20, y: 20), Pixel(red: 0x00, green: 0x66, blue: 0xFF), "painted again after a switch")
        }
    }

    func testTypographyPageShowsEveryVariantInEachWeight() {
        onMain {
            Theme.install(colorScheme: .light)
            let page = TypographyPage.build()
            present(page, width: 1200)
            for variant in Typography.Variant.allCases {
                for weight in Typography.Weight.allCases {
                    guard let sample = page.descendant(TokensPart.sample(variant, weight)) else {
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
    /// The texts under `root`: its labels', and the names and values its swatch cards draw
    /// (their accessible names and descriptions say them).
    private func labelTexts(_ root: WidgetPointer) -> Set<String> {
        let cards = root.descendants { $0.hasClass("swatch-card") }
        return Set(root.descendants { $0.isA(Gtk.Label.gType) }.map { String(cString: gtk_label_get_text(cast($0))) })
            .union(cards.compactMap { AccessibleProbe.label($0) })
            .union(cards.flatMap { (AccessibleProbe.description($0) ?? "").components(separatedBy: ", ") })
    }
}
