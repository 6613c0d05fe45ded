import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// ContentBadge (spec §7): solid / outlined neutral badge, caption1 medium text, 4/6 padding,
/// radius 8 at size small.
final class ContentBadgeViewTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func label(of badge: ContentBadgeView) throws -> WidgetPointer {
        try XCTUnwrap(LayoutProbe.descendant(of: badge.widget, type: Gtk.Label.gType))
    }

    /// The badge `config` describes, presented and rendered.
    @MainActor
    private func rendered(_ config: ContentBadge) throws -> Texture {
        let badge = ContentBadgeView(config)
        present(badge.widget, views: [badge])
        return try WidgetCapture.texture(of: badge.widget)
    }

    func testSmallBadgeIs22TallWithPadding4And6AroundTheLabel() throws {
        try onMain {
            let badge = ContentBadgeView(ContentBadge(title: "New"))
            let host = presentOnSurface(badge.widget)
            MainLoop.waitForFrames(host)
            let label = try label(of: badge)

            XCTAssertEqual(LayoutProbe.natural(badge.widget).height, 22, "small badge height: 14 + 2 × 4")
            let box = LayoutProbe.bounds(badge.widget, in: host)
            let text = LayoutProbe.bounds(label, in: host)
            XCTAssertEqual(box.height, 22)
            XCTAssertEqual(text.x - box.x, 6, "left padding")
            XCTAssertEqual(text.y - box.y, 4, "top padding")
            XCTAssertEqual(box.x + box.width - (text.x + text.width), 6, "right padding")
            XCTAssertEqual(box.y + box.height - (text.y + text.height), 4, "bottom padding")
            XCTAssertEqual(text.height, 14, "caption1 natural line box (12 × 1.1934, rounded)")
            XCTAssertGreaterThan(text.width, 10, "the title has a width")
            XCTAssertEqual(Double(gtk_widget_get_width(label)), text.width, "label allocated its own width")
        }
    }

    func testEverySizeIsTheTextHeightPlusTwiceItsVerticalPadding() throws {
        try onMain {
            let expected: [(ContentBadge.Size, Int32, Int32)] = [(.xsmall, 13 + 6, 6), (.small, 14 + 8, 6), (.medium, 16 + 10, 8)]
            for (size, height, horizontal) in expected {
                let badge = ContentBadgeView(ContentBadge(.outlined, title: "Badge").size(size))
                present(badge.widget, views: [badge])
                let label = try label(of: badge)
                XCTAssertEqual(LayoutProbe.natural(badge.widget).height, height, "\(size) height")
                XCTAssertEqual(LayoutProbe.natural(badge.widget).width, LayoutProbe.natural(label).width + 2 * horizontal,
                               "\(size) width = text + 2 × \(horizontal)")
            }
        }
    }

    func testSolidBadgeIsFilledWithSurfaceNeutralSecondaryAndHasNoBorder() throws {
        try inEachScheme { scheme in
            let texture = try rendered(ContentBadge(.solid, title: "Solid"))
            XCTAssertEqual(texture.height, 22)
            let fill = ColorProbe.token(.surfaceNeutralSecondary, scheme)
            // Inside the left padding, clear of the text.
            ColorProbe.assertPixel(texture.pixel(x: 3, y: 11), is: fill, "\(scheme) solid fill")
            // The edge is the fill too: no border on solid.
            ColorProbe.assertPixel(texture.pixel(x: 0, y: 11), is: fill, "\(scheme) solid edge is fill, not border")
            ColorProbe.assertPixel(texture.pixel(x: texture.width / 2, y: 1), is: fill, "\(scheme) solid top edge")
        }
    }

    func testOutlinedBadgeHasALineNeutralPrimaryBorderAndNoFill() throws {
        try inEachScheme { scheme in
            let texture = try rendered(ContentBadge(.outlined, title: "Outlined"))
            let border = ColorProbe.token(.lineNeutralPrimary, scheme)
            ColorProbe.assertPixel(texture.pixel(x: 0, y: 11), is: border, "\(scheme) left border")
            ColorProbe.assertPixel(texture.pixel(x: texture.width / 2, y: 0), is: border, "\(scheme) top border")
            ColorProbe.assertPixel(texture.pixel(x: texture.width / 2, y: texture.height - 1), is: border, "\(scheme) bottom border")
            XCTAssertEqual(texture.pixel(x: 3, y: 11).alpha, 0, "\(scheme) no fill inside the border")
            XCTAssertEqual(texture.pixel(x: texture.width - 4, y: 11).alpha, 0, "\(scheme) no fill inside the border")
        }
    }

    func testTextIsForegroundNeutralTertiaryInBothVariants() throws {
        try inEachScheme { scheme in
            for variant in ContentBadge.Variant.allCases {
                let badge = ContentBadgeView(ContentBadge(variant, title: "Text"))
                present(badge.widget, views: [badge])
                ColorProbe.assertColor(StyleReadback.color(of: try label(of: badge)),
                                           is: ColorProbe.token(.foregroundNeutralTertiary, scheme), "\(scheme) \(variant) text")
                let font = StyleReadback.font(of: try label(of: badge))
                XCTAssertEqual(font.size, 12, accuracy: 0.01, "caption1")
                XCTAssertEqual(font.weight, Typography.Weight.medium.fontWeight, "medium weight")
            }
        }
    }

    func testCornersAreRoundedWithRadius8() throws {
        try onMain {
            for variant in ContentBadge.Variant.allCases {
                let texture = try rendered(ContentBadge(variant, title: "Round"))
                let w = texture.width, h = texture.height
                for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (1, 1)] {
                    XCTAssertEqual(texture.pixel(x: x, y: y).alpha, 0, "\(variant) corner (\(x), \(y)) is outside the radius")
                }
                // 8 from the corner along an edge is past the arc: painted.
                XCTAssertGreaterThan(texture.pixel(x: 8, y: 0).alpha, 0, "\(variant) top edge past the arc")
                XCTAssertGreaterThan(texture.pixel(x: 0, y: 8).alpha, 0, "\(variant) left edge past the arc")
            }
            let texture = try rendered(ContentBadge(.solid, title: "Radius"))
            XCTAssertEqual(PixelProbe.cornerRadius(of: texture, span: 10, interior: (3, 11)), 8, accuracy: 0.75, "radius 8")
        }
    }

    func testUpdateChangesTitleVariantAndSizeInPlace() throws {
        try onMain {
            let badge = ContentBadgeView(ContentBadge(.solid, title: "One"))
            present(badge.widget, views: [badge])
            let label = try label(of: badge)
            badge.update(ContentBadge(.outlined, title: "Two words").size(.medium))
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(label))), "Two words")
            XCTAssertEqual(LayoutProbe.natural(badge.widget).height, 26, "medium: 16 + 2 × 5")
            let texture = try WidgetCapture.texture(of: badge.widget)
            XCTAssertEqual(texture.pixel(x: 4, y: 13).alpha, 0, "outlined after the update: no fill")
            XCTAssertEqual(gtk_widget_has_css_class(badge.widget, "badge-solid"), 0, "the old variant class is gone")
            XCTAssertEqual(gtk_widget_has_css_class(badge.widget, "badge-small"), 0, "the old size class is gone")
        }
    }
}
