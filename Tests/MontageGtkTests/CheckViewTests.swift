import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Checkbox and Radio (spec §10, medium): 24 box, 18 square radius 5 / 20 circle, 1.5 border
/// when unchecked, surfaceBrandPrimary fill when checked, × 0.43 when disabled; the caller
/// owns the state.
final class CheckViewTests: MontageTestCase, @unchecked Sendable {
    /// Points inside the drawn shape and clear of the glyph (checkThick spans about x 6–18,
    /// y 8–16.5 even when drawn too large; the dot is a circle of 8–10 around the centre).
    private static let fillPoints = [(12, 5), (18, 18), (12, 19)]

    @MainActor
    private func views() -> [(String, CheckView)] {
        [("checkbox", CheckView(Checkbox(checked: false))), ("radio", CheckView(Radio(checked: false)))]
    }

    /// Activates `view` as the keyboard does and runs what that queued (onSelect is called at
    /// once); returns whether GTK activated it.
    @MainActor
    @discardableResult
    private func activate(_ view: CheckView) -> Bool {
        defer { MainLoop.drain() }
        return gtk_widget_activate(view.widget) != 0
    }

    func testBothMeasure24By24() throws {
        try onMain {
            for (name, view) in views() {
                present(view.widget, views: [view])
                XCTAssertEqual(LayoutProbe.natural(view.widget).width, 24, "\(name) width")
                XCTAssertEqual(LayoutProbe.natural(view.widget).height, 24, "\(name) height")
                XCTAssertEqual(LayoutProbe.minimum(view.widget).width, 24, "\(name) min width")
                let texture = try WidgetCapture.texture(of: view.widget)
                XCTAssertEqual(texture.width, 24, name)
                XCTAssertEqual(texture.height, 24, name)
            }
        }
    }

    func testUncheckedDrawsABorderRingAndNoFill() throws {
        try inEachScheme { scheme in
            let ring = ColorProbe.token(.lineNeutralPrimary, scheme)
            // The checkbox square starts at 3 (18 in 24), the radio circle at 2 (20 in 24).
            for (name, view, edge) in [("checkbox", CheckView(Checkbox(checked: false)), 3), ("radio", CheckView(Radio(checked: false)), 2)] {
                present(view.widget, views: [view])
                let texture = try WidgetCapture.texture(of: view.widget)
                // A circle covers its outermost pixel a little less than fully.
                let tolerance = name == "radio" ? 7 : 2
                ColorProbe.assertPixel(texture.pixel(x: edge, y: 12), is: ring, tolerance: tolerance, "\(scheme) \(name) left ring")
                ColorProbe.assertPixel(texture.pixel(x: 23 - edge, y: 12), is: ring, tolerance: tolerance, "\(scheme) \(name) right ring")
                ColorProbe.assertPixel(texture.pixel(x: 12, y: edge), is: ring, tolerance: tolerance, "\(scheme) \(name) top ring")
                // 1.5 wide: two pixels in from the edge is inside the ring.
                XCTAssertEqual(texture.pixel(x: edge + 2, y: 12).alpha, 0, "\(scheme) \(name) the ring is thin")
                XCTAssertEqual(texture.pixel(x: edge - 1, y: 12).alpha, 0, "\(scheme) \(name) nothing outside the shape")
                for (x, y) in [(12, 5), (5, 12), (12, 12), (12, 18), (18, 12)] {
                    XCTAssertEqual(texture.pixel(x: x, y: y).alpha, 0, "\(scheme) \(name) no fill at (\(x), \(y))")
                }
            }
        }
    }

    func testCheckedIsFilledWithSurfaceBrandPrimaryAndShowsAWhiteGlyph() throws {
        try inEachScheme { scheme in
            let brand = ColorProbe.token(.surfaceBrandPrimary, scheme)
            let checkbox = CheckView(Checkbox(checked: true))
            let indeterminate = CheckView({ var c = Checkbox(checked: false); c.indeterminate = true; return c }())
            let radio = CheckView(Radio(checked: true))
            for (name, view) in [("checkbox", checkbox), ("indeterminate", indeterminate), ("radio", radio)] {
                present(view.widget, views: [view])
                let texture = try WidgetCapture.texture(of: view.widget)
                for (x, y) in Self.fillPoints {
                    ColorProbe.assertPixel(texture.pixel(x: x, y: y), is: brand, "\(scheme) \(name) fill at (\(x), \(y))")
                }
                XCTAssertGreaterThan(PixelProbe.count(in: texture, where: { PixelProbe.isWhite($0) }), 10,
                                     "\(scheme) \(name) shows a white glyph")
                XCTAssertEqual(texture.pixel(x: 0, y: 0).alpha, 0, "\(scheme) \(name) corner of the 24 box is clear")
            }
            // Checkbox corners are radius 5, not a circle: (5, 5) is inside the square.
            let square = try WidgetCapture.texture(of: checkbox.widget)
            ColorProbe.assertPixel(square.pixel(x: 5, y: 5), is: brand, "\(scheme) checkbox square corner region")
            XCTAssertLessThan(square.pixel(x: 3, y: 3).alpha, 64, "\(scheme) checkbox corner is rounded")
            let circle = try WidgetCapture.texture(of: radio.widget)
            XCTAssertLessThan(circle.pixel(x: 4, y: 4).alpha, 16, "\(scheme) the radio is a circle")
            // The glyphs differ: a check is not a dash is not a dot.
            XCTAssertTrue(PixelProbe.isWhite(square.pixel(x: 10, y: 15)), "\(scheme) checkThick passes (10, 15)")
            let dash = try WidgetCapture.texture(of: indeterminate.widget)
            XCTAssertTrue(PixelProbe.isWhite(dash.pixel(x: 12, y: 12)), "\(scheme) the dash crosses the centre")
            XCTAssertFalse(PixelProbe.isWhite(dash.pixel(x: 10, y: 15)), "\(scheme) the dash is not a check")
            XCTAssertTrue(PixelProbe.isWhite(circle.pixel(x: 12, y: 12)), "\(scheme) the dot sits at the centre")
        }
    }

    func testDisabledCheckedFillIsBrandAt43PercentOverTheBackground() throws {
        try inEachScheme { scheme in
            let expected = ColorProbe.blend(ColorProbe.token(.surfaceBrandPrimary, scheme).multipliedAlpha(0.43),
                                                over: ColorProbe.background(scheme))
            for (name, view) in [("checkbox", CheckView(Checkbox(checked: true))), ("radio", CheckView(Radio(checked: true)))] {
                gtk_widget_set_sensitive(view.widget, 0)
                let host = presentOnSurface(view.widget)
                let texture = try WidgetCapture.texture(of: host)
                for (x, y) in Self.fillPoints {
                    ColorProbe.assertPixel(texture.pixel(x: x, y: y), is: expected, tolerance: 3,
                                               "\(scheme) disabled \(name) fill at (\(x), \(y))")
                }
                if name == "radio" {
                    XCTAssertTrue(PixelProbe.isWhite(texture.pixel(x: 12, y: 12)), "\(scheme) a disabled radio keeps its white dot")
                }
            }
        }
    }

    func testDisabledUncheckedRingIsDimmedTo43Percent() throws {
        try inEachScheme { scheme in
            let view = CheckView(Checkbox(checked: false))
            gtk_widget_set_sensitive(view.widget, 0)
            present(view.widget, views: [view])
            let texture = try WidgetCapture.texture(of: view.widget)
            ColorProbe.assertPixel(texture.pixel(x: 3, y: 12),
                                       is: ColorProbe.token(.lineNeutralPrimary, scheme).multipliedAlpha(0.43), "\(scheme) dimmed ring")
        }
    }

    func testAccessibleRolesAreCheckboxAndRadio() {
        onMain {
            let checkbox = CheckView(Checkbox(checked: false))
            let radio = CheckView(Radio(checked: true))
            XCTAssertEqual(AccessibleProbe.role(checkbox.widget), GTK_ACCESSIBLE_ROLE_CHECKBOX)
            XCTAssertEqual(AccessibleProbe.role(radio.widget), GTK_ACCESSIBLE_ROLE_RADIO)
            XCTAssertIsA(checkbox.widget, Gtk.CheckButton.gType)
            XCTAssertIsA(radio.widget, Gtk.CheckButton.gType)
        }
    }

    // MARK: The caller owns the state

    func testActivatingAnUncheckedCheckboxRequestsTrueOnceAndKeepsShowingFalse() {
        onMain {
            let log = CallLog<Bool>()
            let view = CheckView(Checkbox(checked: false) { log.record($0) })
            present(view.widget, views: [view])
            XCTAssertTrue(activate(view), "GtkCheckButton is activatable")
            XCTAssertEqual(log.values, [true], "onSelect asked once for checked")
            XCTAssertFalse(view.isChecked, "still shows the configured value")
            XCTAssertEqual(gtk_check_button_get_active(cast(view.widget)), 0)

            // The caller passes the new value back: now it shows.
            view.update(Checkbox(checked: true) { log.record($0) })
            XCTAssertTrue(view.isChecked)
            XCTAssertEqual(log.values, [true], "update does not call onSelect")

            activate(view)
            XCTAssertEqual(log.values, [true, false], "a checked checkbox asks for unchecked")
            XCTAssertTrue(view.isChecked, "and keeps showing checked until updated")
        }
    }

    func testASimulatedUserToggleIsAnsweredTheSameWay() {
        onMain {
            let log = CallLog<Bool>()
            let view = CheckView(Checkbox(checked: false) { log.record($0) })
            present(view.widget, views: [view])
            gtk_check_button_set_active(cast(view.widget), 1)
            XCTAssertEqual(log.values, [true])
            XCTAssertFalse(view.isChecked, "snapped back to the caller's value")
        }
    }

    func testARenderedCheckboxStaysUncheckedAfterAnUnansweredActivation() throws {
        try onMain {
            let log = CallLog<Bool>()
            let view = CheckView(Checkbox(checked: false) { log.record($0) })
            present(view.widget, views: [view])
            gtk_widget_activate(view.widget)
            let texture = try WidgetCapture.texture(of: view.widget)
            XCTAssertEqual(log.count, 1)
            XCTAssertEqual(texture.pixel(x: 12, y: 5).alpha, 0, "no brand fill was painted")
        }
    }

    func testWithoutOnSelectNothingChanges() {
        onMain {
            for checked in [false, true] {
                let checkbox = CheckView(Checkbox(checked: checked))
                let radio = CheckView(Radio(checked: checked))
                present(Build.hbox([checkbox.widget, radio.widget]))
                gtk_widget_activate(checkbox.widget)
                gtk_widget_activate(radio.widget)
                MainLoop.drain()
                XCTAssertEqual(checkbox.isChecked, checked, "checkbox keeps \(checked)")
                XCTAssertEqual(radio.isChecked, checked, "radio keeps \(checked)")
            }
        }
    }

    func testIndeterminateCheckboxRequestsFalse() {
        onMain {
            let log = CallLog<Bool>()
            var config = Checkbox(checked: false) { log.record($0) }
            config.indeterminate = true
            let view = CheckView(config)
            present(view.widget, views: [view])
            XCTAssertEqual(gtk_check_button_get_inconsistent(cast(view.widget)), 1, "shows the dash")
            activate(view)
            XCTAssertEqual(log.values, [false], "indeterminate asks for unchecked")
            XCTAssertFalse(view.isChecked)
            XCTAssertEqual(gtk_check_button_get_inconsistent(cast(view.widget)), 1, "still indeterminate until updated")

            view.update(Checkbox(checked: false) { log.record($0) })
            XCTAssertEqual(gtk_check_button_get_inconsistent(cast(view.widget)), 0, "update clears the dash")
        }
    }

    func testRadioRequestsTheOppositeOfItsValue() {
        onMain {
            let log = CallLog<Bool>()
            let view = CheckView(Radio(checked: false) { log.record($0) })
            present(view.widget, views: [view])
            activate(view)
            XCTAssertEqual(log.values, [true])
            XCTAssertFalse(view.isChecked)

            view.update(Radio(checked: true) { log.record($0) })
            XCTAssertTrue(view.isChecked)
            activate(view)
            XCTAssertEqual(log.values, [true, false], "a checked radio asks for !checked")
            XCTAssertTrue(view.isChecked)
        }
    }

    func testAPointerClickRequestsOnceAndADisabledOneRequestsNothing() {
        onMain {
            let log = CallLog<Bool>()
            let view = CheckView(Checkbox(checked: false) { log.record($0) })
            assertAPointerClick(on: view.widget, callsOnce: log, quietFor: 0.2, "a click reaches onSelect, exactly one request")
            XCTAssertEqual(log.values, [true], "exactly one request")
            XCTAssertFalse(view.isChecked, "the click alone does not check it")

            gtk_widget_set_sensitive(view.widget, 0)
            XDoTool.clickWhenPainted(view.widget)
            MainLoop.assertStaysTrue(for: 0.3, { log.count == 1 }, "a disabled checkbox receives no click")
            XCTAssertEqual(log.values, [true], "a disabled checkbox receives no click")
        }
    }

    /// Spec §2 / §10: the medium glyph is 16 (the dot is then 8 across), drawn centred in the
    /// 18 square / 20 circle. The glyph's ink is compared with the same icon drawn by IconView
    /// at 16: a glyph drawn at 18 has (18/16)² = 1.27 times the ink.
    func testGlyphsAreDrawnAt16() throws {
        try inEachScheme { scheme in
            let brand = ColorProbe.token(.surfaceBrandPrimary, scheme)
            /// How white a pixel of the brand fill is (0: fill, 1: glyph).
            func whiteness(_ p: Pixel) -> Double {
                guard p.alpha == 255 else { return 0 }
                return min(1, max(0, (Double(p.green) - Double(brand.green)) / (255 - Double(brand.green))))
            }
            var checks: [(String, CheckView, Icon)] = [
                ("checkbox", CheckView(Checkbox(checked: true)), .checkThick),
                ("radio", CheckView(Radio(checked: true)), .dot),
            ]
            var dash = Checkbox(checked: false)
            dash.indeterminate = true
            checks.append(("indeterminate", CheckView(dash), .lineHorizontalThick))
            let references = checks.map { IconView.make($0.2, size: 16, color: .semantic(.staticWhite)) }
            present(Build.hbox(checks.map(\.1.widget) + references))
            for ((name, view, icon), reference) in zip(checks, references) {
                let drawn = try WidgetCapture.texture(of: view.widget)
                let expected = try WidgetCapture.texture(of: reference)
                var ink = 0.0, referenceInk = 0.0
                for y in 0..<drawn.height { for x in 0..<drawn.width { ink += whiteness(drawn.pixel(x: x, y: y)) } }
                for y in 0..<expected.height { for x in 0..<expected.width { referenceInk += Double(expected.pixel(x: x, y: y).alpha) / 255 } }
                XCTAssertEqual(ink, referenceInk, accuracy: referenceInk * 0.1, "\(scheme) \(name): \(icon) glyph ink vs. the icon at 16")
            }
            let dot = try WidgetCapture.texture(of: checks[1].1.widget)
            let dotRuns = PixelProbe.runs(in: dot, y: 12, where: { whiteness($0) > 0.5 })
            XCTAssertEqual(Double(dotRuns.first?.count ?? 0), 8, accuracy: 1, "\(scheme) dot diameter (16 × 12/24): \(dotRuns)")
        }
    }
}
