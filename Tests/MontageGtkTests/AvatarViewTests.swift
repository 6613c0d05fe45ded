import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Avatar (spec §8, medium as ListCell uses it): 40×40, person a circle, company radius 12,
/// image loaded asynchronously from file://, resource:// or a path, the glyph placeholder while
/// loading and when the image cannot load, × 0.43 when disabled.
final class AvatarViewTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func glyph(of view: AvatarView) throws -> WidgetPointer {
        try XCTUnwrap(LayoutProbe.descendant(of: view.widget, type: Gtk.Image.gType), "the placeholder glyph")
    }

    @MainActor
    private func picture(of view: AvatarView) throws -> WidgetPointer {
        try XCTUnwrap(LayoutProbe.descendant(of: view.widget, type: gtk_picture_get_type()), "the image")
    }

    /// The intrinsic width of the image the avatar shows (nil: none).
    @MainActor
    private func shownImageWidth(_ view: AvatarView) throws -> Int32? {
        guard let paintable = gtk_picture_get_paintable(cast(try picture(of: view))) else { return nil }
        return gdk_paintable_get_intrinsic_width(paintable)
    }

    /// Waits until a load of `url` started now has finished (so one the avatar started earlier
    /// has had its chance to deliver too), then asserts that `holds` (what the avatar shows) is
    /// true and stays true a little longer: a load that must not land never does.
    @MainActor
    private func waitForALoad(of url: String, _ holds: () -> Bool, _ message: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        var finished = false
        let probe = ImageLoader.load(url) { _ in finished = true }
        XCTAssertTrue(MainLoop.run(until: { finished }, timeout: 10), "a load of \(url) finishes", file: file, line: line)
        MainLoop.assertStaysTrue(for: 0.2, holds, message, file: file, line: line)
        withExtendedLifetime(probe) {}
    }

    func testTheDefaultSizeIsSmallAsTheSpecSays() {
        XCTAssertEqual(Avatar("", variant: .person).size, .small)
        XCTAssertEqual(Avatar("", variant: .person).size.box, 32)
    }

    func testMediumIs40By40() throws {
        try onMain {
            for variant in Avatar.Variant.allCases {
                let view = AvatarView(Avatar("", variant: variant).size(.medium))
                present(view.widget, views: [view])
                XCTAssertEqual(LayoutProbe.natural(view.widget).width, 40, "\(variant)")
                XCTAssertEqual(LayoutProbe.natural(view.widget).height, 40, "\(variant)")
                let texture = try WidgetCapture.texture(of: view.widget)
                XCTAssertEqual(texture.width, 40)
                XCTAssertEqual(texture.height, 40)
            }
        }
    }

    func testPersonIsACircleAndCompanyHasRadius12() throws {
        try onMain {
            let person = AvatarView(Avatar("", variant: .person).size(.medium))
            let company = AvatarView(Avatar("", variant: .company).size(.medium))
            present(Build.hbox([person.widget, company.widget]))
            let circle = try WidgetCapture.texture(of: person.widget)
            let rounded = try WidgetCapture.texture(of: company.widget)
            for texture in [circle, rounded] {
                XCTAssertEqual(texture.pixel(x: 0, y: 0).alpha, 0, "corner is clipped")
                XCTAssertEqual(texture.pixel(x: 39, y: 39).alpha, 0, "corner is clipped")
                XCTAssertEqual(texture.pixel(x: 20, y: 20).alpha, 255, "the centre is painted")
            }
            XCTAssertEqual(circle.pixel(x: 5, y: 5).alpha < 64, true, "a circle leaves (5, 5) clear")
            XCTAssertEqual(rounded.pixel(x: 5, y: 5).alpha, 255, "radius 12 paints (5, 5)")
            XCTAssertEqual(PixelProbe.cornerRadius(of: circle, span: 20, interior: (20, 3)), 20, accuracy: 1, "person: a circle")
            XCTAssertEqual(PixelProbe.cornerRadius(of: rounded, span: 14, interior: (20, 3)), 12, accuracy: 0.75, "company: radius 12")
        }
    }

    func testPlaceholderColorsAndGlyph() throws {
        try inEachScheme { scheme in
            let view = AvatarView(Avatar("", variant: .person).size(.medium))
            let host = presentOnSurface(view.widget)
            let glyph = try glyph(of: view)
            XCTAssertEqual(IconProbe.shownIconName(glyph), "montage-person-fill-symbolic")
            XCTAssertEqual(gtk_image_get_pixel_size(cast(glyph)), 27, "40 ÷ 1.5, rounded")
            ColorProbe.assertColor(StyleReadback.color(of: glyph), is: ColorProbe.token(.staticWhite, scheme), "\(scheme) glyph")
            let texture = try WidgetCapture.texture(of: host)
            let backdrop = ColorProbe.blend(ColorProbe.token(.surfaceNeutralStrong, scheme),
                                                over: ColorProbe.token(.surfaceNeutralPrimary, scheme))
            ColorProbe.assertPixel(texture.pixel(x: 20, y: 4), is: backdrop, "\(scheme) placeholder backdrop")
            ColorProbe.assertPixel(texture.pixel(x: 4, y: 20), is: backdrop, "\(scheme) placeholder backdrop")
            XCTAssertTrue(PixelProbe.isWhite(texture.pixel(x: 20, y: 12)), "\(scheme) the head of the glyph")
            XCTAssertTrue(PixelProbe.isWhite(texture.pixel(x: 20, y: 28)), "\(scheme) the body of the glyph")
            // The 1pt lineNeutralTertiary border is drawn inside, over the backdrop.
            let border = ColorProbe.blend(ColorProbe.token(.lineNeutralTertiary, scheme), over: backdrop)
            ColorProbe.assertPixel(texture.pixel(x: 20, y: 0), is: border, tolerance: 3, "\(scheme) border")
        }
    }

    func testTheCompanyPlaceholderIsTheCompanyGlyph() throws {
        try onMain {
            let view = AvatarView(Avatar("", variant: .company).size(.medium))
            XCTAssertEqual(IconProbe.shownIconName(try glyph(of: view)), "montage-company-fill-symbolic")
            view.update(Avatar("", variant: .academy).size(.medium))
            XCTAssertEqual(IconProbe.shownIconName(try glyph(of: view)), "montage-graduation-fill-symbolic")
        }
    }

    func testUnloadableURLsKeepThePlaceholder() throws {
        try onMain {
            let urls = [
                "",
                ResourcePaths.sampleURL("no-such-avatar.png"),
                SampleResources.path("no-such-avatar.png"),
                ResourcePaths.sampleURL("broken-image.png"),
                SampleResources.path("broken-image.png"),
                "http://avatars.invalid/person.png",
            ]
            for url in urls {
                let view = AvatarView(Avatar(url, variant: .person).size(.medium))
                present(view.widget, views: [view])
                waitForALoad(of: url, { !view.showsImage }, "\(url): no image")
                XCTAssertNil(try shownImageWidth(view), "\(url): no paintable")
                XCTAssertTrue(gtk_widget_is_visible(try glyph(of: view)) != 0, "\(url): the glyph shows")
                let texture = try WidgetCapture.texture(of: view.widget)
                XCTAssertGreaterThan(PixelProbe.count(in: texture, where: { PixelProbe.isWhite($0) }), 100, "\(url): a white glyph is drawn")
            }
        }
    }

    func testLoadableURLsShowTheImageAsynchronously() throws {
        try onMain {
            let urls = [
                ResourcePaths.sampleURL("avatar-person.png"),
                SampleResources.path("avatar-person.png"),
                try SampleResources.url("avatar-person.png"),
            ]
            for url in urls {
                ImageLoader.clearMemoryCache()
                let view = AvatarView(Avatar(url, variant: .person).size(.medium))
                present(view.widget, views: [view])
                XCTAssertFalse(view.showsImage, "\(url): not yet, right after init")
                XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5), "\(url) loads")
                XCTAssertEqual(try shownImageWidth(view), 160, url)
                XCTAssertTrue(gtk_widget_get_visible(try picture(of: view)) != 0)
                // The image covers the glyph: the avatar no longer looks like the placeholder.
                let texture = try WidgetCapture.texture(of: view.widget)
                XCTAssertFalse(PixelProbe.isWhite(texture.pixel(x: 20, y: 12)) && PixelProbe.isWhite(texture.pixel(x: 20, y: 28))
                               && PixelProbe.isWhite(texture.pixel(x: 30, y: 28)), "\(url): the image is drawn")
                XCTAssertEqual(texture.pixel(x: 0, y: 0).alpha, 0, "\(url): the image is clipped to the circle")
                // A second view of a decoded image shows it at once, from memory.
                XCTAssertTrue(AvatarView(Avatar(url, variant: .person).size(.medium)).showsImage, "\(url): cached")
            }
        }
    }

    func testChangingTheURLCancelsThePreviousLoad() throws {
        try onMain {
            let landscape = ResourcePaths.sampleURL("thumbnail-landscape.png")  // 224 wide
            let person = ResourcePaths.sampleURL("avatar-person.png")  // 160 wide
            let view = AvatarView(Avatar(landscape, variant: .company).size(.medium))
            present(view.widget, views: [view])
            view.update(Avatar(person, variant: .company).size(.medium))
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5))
            XCTAssertEqual(try shownImageWidth(view), 160)
            waitForALoad(of: landscape, { ((try? shownImageWidth(view)) ?? nil) == 160 }, "the first image never replaces the second")

            // To no image at all: the old image goes at once, and the old load never lands.
            let cleared = AvatarView(Avatar(landscape, variant: .person).size(.medium))
            present(cleared.widget, views: [cleared])
            cleared.update(Avatar("", variant: .person).size(.medium))
            waitForALoad(of: landscape, { !cleared.showsImage }, "the cancelled load shows nothing")
        }
    }

    func testALoadThatFinishesAfterTheUpdateNeverLands() throws {
        try onMain {
            let image = try Data(contentsOf: URL(fileURLWithPath: SampleResources.path("avatar-person.png")))
            for replacement in ["", ResourcePaths.sampleURL("broken-image.png")] {
                let slow = try SlowImage()
                defer { slow.finish() }
                let view = AvatarView(Avatar(slow.path, variant: .person).size(.medium))
                present(view.widget, views: [view])
                // Loading: the placeholder glyph shows meanwhile.
                let loading = try WidgetCapture.texture(of: view.widget)
                XCTAssertFalse(view.showsImage)
                XCTAssertTrue(PixelProbe.isWhite(loading.pixel(x: 20, y: 12)), "the glyph shows while loading")
                view.update(Avatar(replacement, variant: .person).size(.medium))
                slow.deliver(image)
                waitForALoad(of: ResourcePaths.sampleURL("avatar-person.png"), { !view.showsImage },
                             "replaced by '\(replacement)': the first image never lands")
            }
            // Control: the same slow load, not replaced, does land.
            let slow = try SlowImage()
            defer { slow.finish() }
            let view = AvatarView(Avatar(slow.path, variant: .person).size(.medium))
            present(view.widget, views: [view])
            MainLoop.waitForFrames(view.widget)
            slow.deliver(image)
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5), "an unreplaced slow load shows its image")
        }
    }

    func testUpdateDropsAShownImageAtOnce() {
        onMain {
            let view = AvatarView(Avatar(ResourcePaths.sampleURL("avatar-person.png"), variant: .person))
            present(view.widget, views: [view])
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5))
            view.update(Avatar(ResourcePaths.sampleURL("broken-image.png"), variant: .person))
            XCTAssertFalse(view.showsImage, "the old image is not kept for the new URL")
            // The same URL again keeps the image (no reload).
            let same = AvatarView(Avatar(ResourcePaths.sampleURL("logo-company.png"), variant: .company))
            present(same.widget, views: [same])
            XCTAssertTrue(MainLoop.run(until: { same.showsImage }, timeout: 5))
            same.update(Avatar(ResourcePaths.sampleURL("logo-company.png"), variant: .company).size(.large))
            XCTAssertTrue(same.showsImage, "a resize keeps the image")
            XCTAssertEqual(LayoutProbe.natural(same.widget).width, 48)
        }
    }

    func testDisabledAvatarIsDrawnAt43PercentOpacity() throws {
        try inEachScheme { scheme in
            let view = AvatarView(Avatar("", variant: .company).size(.medium))
            let host = presentOnSurface(view.widget)
            let enabled = try WidgetCapture.texture(of: host)
            gtk_widget_set_sensitive(view.widget, 0)
            let disabled = try WidgetCapture.texture(of: host)
            let page = ColorProbe.background(scheme)
            let changed = ColorProbe.assertDimmed(disabled, from: enabled, to: 0.43, over: page, size: 40, "\(scheme)")
            XCTAssertGreaterThan(changed, 400, "\(scheme) disabling changed the drawing")
            // The white glyph in particular is dimmed like the rest, to 0.43 and no further.
            ColorProbe.assertPixel(disabled.pixel(x: 20, y: 20),
                                       is: ColorProbe.blend(ColorProbe.token(.staticWhite, scheme).multipliedAlpha(0.43), over: page),
                                       tolerance: 2, "\(scheme) disabled glyph")
        }
    }
}
