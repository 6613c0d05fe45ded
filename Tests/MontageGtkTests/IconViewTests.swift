import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// IconView (spec §2): pixel sizes, the half-width chevronRightTightSmall box, and tinting by
/// ColorValue (semantic per scheme, atomic, fixed RGBA).
final class IconViewTests: MontageTestCase, @unchecked Sendable {
    func testPixelSizeIsHonoured() throws {
        try onMain {
            for size in [16.0, 20, 22, 24, 26.67] {
                let icon = IconView.make(.check, size: size)
                present(icon)
                let side = Int32(size.rounded())
                XCTAssertEqual(LayoutProbe.natural(icon).width, side, "\(size)")
                XCTAssertEqual(LayoutProbe.natural(icon).height, side, "\(size)")
                XCTAssertEqual(LayoutProbe.minimum(icon).width, side, "\(size) minimum")
                let texture = try WidgetCapture.texture(of: icon)
                XCTAssertEqual(texture.width, Int(side))
                XCTAssertEqual(texture.height, Int(side))
            }
        }
    }

    func testTheIconIsTheProjectsSymbolicIcon() throws {
        try onMain {
            let icon = IconView.make(.dot, size: 22, color: .semantic(.surfaceBrandPrimary))
            XCTAssertEqual(IconProbe.shownIconName(icon), "montage-dot-symbolic")
            present(icon)
            let texture = try WidgetCapture.texture(of: icon)
            // The dot is a circle of radius 6 (of 24) in the middle: 5.5 at 22.
            ColorProbe.assertPixel(texture.pixel(x: 11, y: 11), is: ColorProbe.token(.surfaceBrandPrimary, .light), "the dot")
            XCTAssertEqual(texture.pixel(x: 2, y: 2).alpha, 0, "around the dot")
            let runs = PixelProbe.runs(in: texture, y: 11, where: { $0.alpha > 127 })
            XCTAssertEqual(Double(runs.first?.count ?? 0), 11, accuracy: 1, "the dot is 11 across at 22: \(runs)")
        }
    }

    func testChevronRightTightSmallIs8By16() throws {
        try onMain {
            let chevron = IconView.make(.chevronRightTightSmall, size: 16, color: .semantic(.foregroundNeutralQuaternary))
            let square = IconView.make(.chevronRight, size: 16)
            let host = Build.hbox([chevron, square])
            present(host)
            MainLoop.waitForFrames(host)
            XCTAssertEqual(LayoutProbe.natural(chevron).width, 8)
            XCTAssertEqual(LayoutProbe.natural(chevron).height, 16)
            XCTAssertEqual(LayoutProbe.natural(square).width, 16, "a square icon keeps its box")
            // The layout slot is 8 wide (the square image box overhangs it by 4 on each side,
            // where the 12×24 drawing leaves its box empty): the next widget starts at 8.
            XCTAssertEqual(LayoutProbe.bounds(square, in: host).x, 8, "the next widget starts 8 further on")
            XCTAssertEqual(gtk_widget_get_height(chevron), 16)
            // The drawing is not cut: its ink sits within the 8-wide box.
            let texture = try WidgetCapture.texture(of: host)
            let ink = PixelProbe.count(in: texture, where: { $0.alpha > 0 })
            XCTAssertGreaterThan(ink, 10)
            var inkInChevron = 0
            for y in 0..<16 { for x in 0..<8 where texture.pixel(x: x, y: y).alpha > 0 { inkInChevron += 1 } }
            XCTAssertGreaterThan(inkInChevron, 8, "the chevron draws in its box")
            // Update to a square icon removes the trim.
            IconView.update(chevron, icon: .check, size: 16, color: nil)
            XCTAssertEqual(LayoutProbe.natural(chevron).width, 16, "trim removed for a square icon")
            IconView.update(chevron, icon: .chevronRightTightSmall, size: 20, color: nil)
            XCTAssertEqual(LayoutProbe.natural(chevron).width, 10, "20 tall: 10 wide")
            XCTAssertEqual(LayoutProbe.natural(chevron).height, 20)
        }
    }

    func testSemanticColorsFollowTheScheme() throws {
        try inEachScheme { scheme in
            for token in [Color.Semantic.foregroundNeutralTertiary, .surfaceBrandPrimary, .foregroundNegativePrimary, .staticWhite] {
                let icon = IconView.make(.dot, size: 24, color: .semantic(token))
                present(icon)
                ColorProbe.assertColor(StyleReadback.color(of: icon), is: token.resolved(in: scheme), "\(scheme) \(token)")
                let texture = try WidgetCapture.texture(of: icon)
                ColorProbe.assertPixel(texture.pixel(x: 12, y: 12), is: token.resolved(in: scheme), "\(scheme) \(token) drawn")
            }
        }
    }

    func testAtomicAndRGBAColors() throws {
        try inEachScheme { scheme in
            let atomic = IconView.make(.dot, size: 24, color: .atomic(.blue50))
            let fixed = RGBA(red: 0x12, green: 0xAB, blue: 0x34, alpha: 0.5)
            let rgba = IconView.make(.dot, size: 24, color: .rgba(fixed))
            present(Build.hbox([atomic, rgba]))
            ColorProbe.assertColor(StyleReadback.color(of: atomic), is: Color.Atomic.blue50.resolved(in: scheme), "\(scheme) atomic")
            ColorProbe.assertColor(StyleReadback.color(of: rgba), is: fixed, "\(scheme) rgba")
            ColorProbe.assertPixel(try WidgetCapture.texture(of: rgba).pixel(x: 12, y: 12), is: fixed, "\(scheme) rgba drawn")
        }
    }

    func testRecoloringReplacesThePreviousColor() {
        onMain {
            let icon = IconView.make(.dot, size: 24, color: .rgba(RGBA(hex: 0x123456)))
            present(icon)
            ColorProbe.assertColor(StyleReadback.color(of: icon), is: RGBA(hex: 0x123456), "rgba")
            // A token after a fixed color: the fixed color's provider must go.
            IconView.update(icon, icon: .dot, size: 24, color: .semantic(.foregroundNegativePrimary))
            ColorProbe.assertColor(StyleReadback.color(of: icon), is: Color.Semantic.foregroundNegativePrimary.resolved(in: .light), "token")
            IconView.update(icon, icon: .dot, size: 24, color: .atomic(.blue50))
            ColorProbe.assertColor(StyleReadback.color(of: icon), is: Color.Atomic.blue50.resolved(in: .light), "atomic")
            XCTAssertEqual(gtk_widget_has_css_class(icon, "fg-foregroundNegativePrimary"), 0, "one color class at a time")
            IconView.update(icon, icon: .dot, size: 24, color: .rgba(RGBA(hex: 0xABCDEF)))
            ColorProbe.assertColor(StyleReadback.color(of: icon), is: RGBA(hex: 0xABCDEF), "rgba again")
            // nil keeps the current color.
            IconView.update(icon, icon: .check, size: 24, color: nil)
            ColorProbe.assertColor(StyleReadback.color(of: icon), is: RGBA(hex: 0xABCDEF), "nil keeps the color")
            Theme.install(colorScheme: .dark)
            ColorProbe.assertColor(StyleReadback.color(of: icon), is: RGBA(hex: 0xABCDEF), "a fixed color survives a scheme switch")
        }
    }

    func testAnUncoloredIconInheritsItsParentsColor() {
        inEachScheme { scheme in
            let icon = IconView.make(.check, size: 22)
            let surface = Build.vbox(classes: ["montage-surface"], [icon])
            present(surface)
            ColorProbe.assertColor(StyleReadback.color(of: icon), is: Color.Semantic.foregroundNeutralPrimary.resolved(in: scheme), "\(scheme)")
        }
    }

    /// GTK 4.8 can finalize an icon dropped from its LRU ring on an icon-loading thread while the
    /// main thread looks it up again (a crash under many icons at several sizes); the images share
    /// paintables that Montage holds, so an icon's last reference is never the ring's.
    func testImagesShareHeldPaintablesThatOutliveThem() throws {
        try onMain {
            let first = IconView.make(.check, size: 20), second = IconView.make(.check, size: 20)
            let larger = IconView.make(.check, size: 24)
            let window = present(Build.hbox([first, second, larger]))
            let shared = try XCTUnwrap(gtk_image_get_paintable(cast(first)))
            XCTAssertEqual(gtk_image_get_paintable(cast(second)), shared, "one paintable per icon and size")
            XCTAssertNotEqual(gtk_image_get_paintable(cast(larger)), shared, "another size, another paintable")
            XCTAssertEqual(gtk_image_get_storage_type(cast(first)), GTK_IMAGE_PAINTABLE, "no icon-name image (GTK would preload it on a thread)")
            let weak = WeakObject<UnsafeMutablePointer<GObject>>(cast(shared.gRaw))
            gtk_window_set_child(cast(window), nil)
            MainLoop.drain()
            XCTAssertTrue(weak.isAlive, "the paintable outlives its images")
            let again = IconView.make(.check, size: 20)
            XCTAssertEqual(gtk_image_get_paintable(cast(again)), shared, "and is reused")
            g_object_ref_sink(again.gRaw)
            g_object_unref(again.gRaw)
        }
    }

    /// A change of scale (the image moved to another monitor) shows the paintable again, for
    /// the new scale: the `notify::scale-factor` handler is connected and answers.
    func testAScaleChangeShowsThePaintableAgain() throws {
        try onMain {
            let icon = IconView.make(.check, size: 20)
            present(icon)
            let shown = try XCTUnwrap(gtk_image_get_paintable(cast(icon)))
            gtk_image_clear(cast(icon))
            XCTAssertNil(gtk_image_get_paintable(cast(icon)))
            g_object_notify(cast(icon), "scale-factor")
            XCTAssertEqual(gtk_image_get_paintable(cast(icon)), shown, "the scale's paintable, shown again")
        }
    }
}
