import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Thumbnail (spec §9, as ListCell uses it): 56×56, radius 12, 1pt lineNeutralPrimary border,
/// flat surfaceNeutralTertiary while loading, the image scaled to fill, a placeholder picture on
/// error, × 0.43 when disabled.
final class ThumbnailViewTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func shownImageWidth(_ view: ThumbnailView) throws -> Int32? {
        let picture = try XCTUnwrap(LayoutProbe.descendant(of: view.widget, type: gtk_picture_get_type()))
        return gtk_picture_get_paintable(cast(picture)).map { gdk_paintable_get_intrinsic_width($0) }
    }

    func testIs56By56WithRadius12() throws {
        try onMain {
            let view = ThumbnailView(Thumbnail(ResourcePaths.sampleURL("thumbnail-landscape.png")))
            present(view.widget, views: [view])
            XCTAssertEqual(LayoutProbe.natural(view.widget).width, 56)
            XCTAssertEqual(LayoutProbe.natural(view.widget).height, 56)
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5))
            let texture = try WidgetCapture.texture(of: view.widget)
            XCTAssertEqual(texture.width, 56)
            XCTAssertEqual(texture.height, 56)
            for (x, y) in [(0, 0), (55, 0), (0, 55), (55, 55), (1, 1)] {
                XCTAssertEqual(texture.pixel(x: x, y: y).alpha, 0, "corner (\(x), \(y)) is clipped")
            }
            XCTAssertEqual(texture.pixel(x: 28, y: 28).alpha, 255)
            XCTAssertEqual(PixelProbe.cornerRadius(of: texture, span: 15, interior: (28, 28)), 12, accuracy: 0.75, "radius 12")
        }
    }

    func testLoadingFillThenTheImageScaledToFill() throws {
        try inEachScheme { scheme in
            let slow = try SlowImage()
            defer { slow.finish() }
            let view = ThumbnailView(Thumbnail(slow.path))
            present(view.widget, views: [view])
            XCTAssertFalse(view.showsImage, "\(scheme) loading: no image yet")
            XCTAssertFalse(view.showsPlaceholder, "\(scheme) loading: no error placeholder")
            let loading = try WidgetCapture.texture(of: view.widget)
            XCTAssertFalse(view.showsImage, "\(scheme) still loading")
            // Only the flat fill (and the border at the very edge) while loading.
            let fill = ColorProbe.token(.surfaceNeutralTertiary, scheme)
            ColorProbe.assertPixel(loading.pixel(x: 28, y: 28), is: fill, "\(scheme) loading fill")
            ColorProbe.assertPixel(loading.pixel(x: 10, y: 40), is: fill, "\(scheme) loading fill")
            ColorProbe.assertPixel(loading.pixel(x: 28, y: 0),
                                       is: ColorProbe.blend(ColorProbe.token(.lineNeutralPrimary, scheme), over: fill), "\(scheme) border")

            slow.deliver(try Data(contentsOf: URL(fileURLWithPath: SampleResources.path("thumbnail-landscape.png"))))
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5), "\(scheme) the image arrives")
            XCTAssertFalse(view.showsPlaceholder)
            XCTAssertEqual(try shownImageWidth(view), 224)
            let loaded = try WidgetCapture.texture(of: view.widget)
            // 224×168 filling 56×56 (cover): no letterbox bands above or below.
            for (x, y) in [(28, 2), (28, 53), (2, 28), (53, 28)] {
                XCTAssertEqual(loaded.pixel(x: x, y: y).alpha, 255, "\(scheme) image covers (\(x), \(y))")
            }
            XCTAssertGreaterThan(loaded.pixel(x: 28, y: 28).distance(to: loading.pixel(x: 28, y: 28)), 10, "\(scheme) the image is drawn")
        }
    }

    func testBrokenImagesShowThePlaceholder() throws {
        try inEachScheme { scheme in
            for url in [ResourcePaths.sampleURL("broken-image.png"), SampleResources.path("missing.png"), ""] {
                let view = ThumbnailView(Thumbnail(url))
                present(view.widget, views: [view])
                XCTAssertTrue(MainLoop.run(until: { view.showsPlaceholder }, timeout: 5), "\(scheme) \(url) fails to the placeholder")
                XCTAssertFalse(view.showsImage)
                let glyph = try XCTUnwrap(LayoutProbe.descendant(of: view.widget, type: Gtk.Image.gType))
                XCTAssertTrue(gtk_widget_is_visible(glyph) != 0)
                XCTAssertEqual(IconProbe.shownIconName(glyph), "montage-image-symbolic")
                ColorProbe.assertColor(StyleReadback.color(of: glyph), is: ColorProbe.token(.foregroundNeutralQuaternary, scheme),
                                           "\(scheme) placeholder glyph")
                let texture = try WidgetCapture.texture(of: view.widget)
                let fill = ColorProbe.token(.surfaceNeutralTertiary, scheme)
                XCTAssertGreaterThan(PixelProbe.count(in: texture, where: { ColorProbe.distance($0, fill) > 20 }), 30,
                                     "\(scheme) \(url): the placeholder art is drawn on the fill")
            }
        }
    }

    func testANewURLDiscardsTheOldImage() {
        onMain {
            let view = ThumbnailView(Thumbnail(ResourcePaths.sampleURL("thumbnail-landscape.png")))
            present(view.widget, views: [view])
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5))
            view.update(Thumbnail(ResourcePaths.sampleURL("broken-image.png")))
            XCTAssertFalse(view.showsImage, "the old image goes at once")
            XCTAssertFalse(view.showsPlaceholder, "back to loading")
            XCTAssertTrue(MainLoop.run(until: { view.showsPlaceholder }, timeout: 5))

            view.update(Thumbnail(ResourcePaths.sampleURL("avatar-person.png")))
            XCTAssertFalse(view.showsPlaceholder, "the error state is discarded")
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5))
            XCTAssertEqual(try? shownImageWidth(view), 160)
        }
    }

    func testAnUnfinishedLoadNeverLandsAfterAURLChange() throws {
        try onMain {
            let slow = try SlowImage()
            defer { slow.finish() }
            let view = ThumbnailView(Thumbnail(slow.path))
            present(view.widget, views: [view])
            MainLoop.waitForFrames(view.widget)
            view.update(Thumbnail(ResourcePaths.sampleURL("broken-image.png")))
            XCTAssertTrue(MainLoop.run(until: { view.showsPlaceholder }, timeout: 5))
            // The first load finishes only now, after the URL changed: it must not land.
            slow.deliver(try Data(contentsOf: URL(fileURLWithPath: SampleResources.path("thumbnail-landscape.png"))))
            MainLoop.assertStaysTrue(for: 0.3, { !view.showsImage }, "the cancelled image never shows")
            XCTAssertTrue(view.showsPlaceholder)
        }
    }

    func testDisabledThumbnailIsDrawnAt43PercentOpacity() throws {
        try inEachScheme { scheme in
            let view = ThumbnailView(Thumbnail(ResourcePaths.sampleURL("thumbnail-landscape.png")))
            let host = presentOnSurface(view.widget)
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5))
            let enabled = try WidgetCapture.texture(of: host)
            gtk_widget_set_sensitive(view.widget, 0)
            let disabled = try WidgetCapture.texture(of: host)
            ColorProbe.assertDimmed(disabled, from: enabled, to: 0.43, over: ColorProbe.background(scheme), size: 56, "\(scheme)")
        }
    }

    func testRadiusAndBorderCanBeTurnedOff() throws {
        try onMain {
            var config = Thumbnail(ResourcePaths.sampleURL("thumbnail-landscape.png"))
            config.radius = false
            config.border = false
            config.width = 40
            let view = ThumbnailView(config)
            present(view.widget, views: [view])
            XCTAssertTrue(MainLoop.run(until: { view.showsImage }, timeout: 5))
            XCTAssertEqual(LayoutProbe.natural(view.widget).width, 40)
            let texture = try WidgetCapture.texture(of: view.widget)
            XCTAssertEqual(texture.pixel(x: 0, y: 0).alpha, 255, "square corners")
            XCTAssertEqual(texture.width, 40)
        }
    }
}
