import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Switch (spec §11, small classic look): 39×24 capsule track, 20pt white thumb inset 2
/// (x 2–22 off, 17–37 on); track lineNeutralPrimary under surfaceNeutralStrong (off) or
/// surfaceBrandPrimary (on); the caller owns the state.
final class SwitchViewTests: MontageTestCase, @unchecked Sendable {
    /// The white run of row 12 (the thumb's middle) in a render over the page background;
    /// the thumb's antialiased edge pixels (about 95% covered) count.
    @MainActor
    private func thumb(_ view: SwitchView, host: WidgetPointer) throws -> [Range<Int>] {
        let texture = try WidgetCapture.texture(of: host)
        return PixelProbe.runs(in: texture, y: 12, where: { PixelProbe.isWhite($0, tolerance: 20) })
    }

    func testMeasures39By24() throws {
        try onMain {
            for checked in [false, true] {
                let view = SwitchView(Switch(checked: checked))
                present(view.widget, views: [view])
                XCTAssertEqual(LayoutProbe.natural(view.widget).width, 39, "width, checked \(checked)")
                XCTAssertEqual(LayoutProbe.natural(view.widget).height, 24, "height, checked \(checked)")
                XCTAssertEqual(LayoutProbe.minimum(view.widget).width, 39, "min width, checked \(checked)")
                let texture = try WidgetCapture.texture(of: view.widget)
                XCTAssertEqual(texture.width, 39)
                XCTAssertEqual(texture.height, 24)
                XCTAssertIsA(view.widget, Gtk.Switch.gType)
                XCTAssertEqual(view.isOn, checked)
            }
        }
    }

    func testTheThumbSitsAt2To22OffAnd17To37On() throws {
        try inEachScheme { scheme in
            for (checked, start, end) in [(false, 2, 22), (true, 17, 37)] {
                let view = SwitchView(Switch(checked: checked))
                let host = presentOnSurface(view.widget)
                let runs = try thumb(view, host: host)
                // In light the page is white too: only runs inside the track count.
                let inside = runs.filter { $0.lowerBound > 0 && $0.upperBound < 39 }
                XCTAssertEqual(inside.count, 1, "\(scheme) one thumb, checked \(checked): \(runs)")
                XCTAssertEqual(Double(inside.first?.lowerBound ?? -99), Double(start), accuracy: 1, "\(scheme) thumb start, checked \(checked)")
                XCTAssertEqual(Double(inside.first?.upperBound ?? -99), Double(end), accuracy: 1, "\(scheme) thumb end, checked \(checked)")
                XCTAssertEqual(Double(inside.first?.count ?? 0), 20, accuracy: 1, "\(scheme) thumb is 20 wide")
            }
        }
    }

    /// Right to left the switch mirrors: the thumb sits at the start (the right) when off and
    /// at the end (the left) when on, like the rest of a mirrored row.
    func testTheThumbMirrorsRightToLeft() throws {
        try onMain {
            Theme.install(colorScheme: .dark)
            for (checked, start, end) in [(false, 17, 37), (true, 2, 22)] {
                let view = SwitchView(Switch(checked: checked))
                gtk_widget_set_direction(view.widget, GTK_TEXT_DIR_RTL)
                let host = presentOnSurface(view.widget)
                let inside = try thumb(view, host: host).filter { $0.lowerBound > 0 && $0.upperBound < 39 }
                XCTAssertEqual(inside.count, 1, "one thumb, checked \(checked)")
                XCTAssertEqual(Double(inside.first?.lowerBound ?? -99), Double(start), accuracy: 1, "thumb start, checked \(checked)")
                XCTAssertEqual(Double(inside.first?.upperBound ?? -99), Double(end), accuracy: 1, "thumb end, checked \(checked)")
            }
        }
    }

    func testTrackColorsOffAndOn() throws {
        try inEachScheme { scheme in
            let page = ColorProbe.background(scheme)
            let base = ColorProbe.blend(ColorProbe.token(.lineNeutralPrimary, scheme), over: page)
            let off = ColorProbe.blend(ColorProbe.token(.surfaceNeutralStrong, scheme), over: base)
            let on = ColorProbe.token(.surfaceBrandPrimary, scheme)
            for (checked, expected, x) in [(false, off, 31), (true, on, 8)] {
                let view = SwitchView(Switch(checked: checked))
                let host = presentOnSurface(view.widget)
                let texture = try WidgetCapture.texture(of: host)
                // Away from the thumb (and its shadow), on the middle row and near the top.
                ColorProbe.assertPixel(texture.pixel(x: x, y: 12), is: expected, "\(scheme) track, checked \(checked)")
                ColorProbe.assertPixel(texture.pixel(x: x, y: 1), is: expected, "\(scheme) track top, checked \(checked)")
                // A capsule: the corner shows the page.
                ColorProbe.assertPixel(texture.pixel(x: 0, y: 0), is: page, "\(scheme) track corner, checked \(checked)")
            }
        }
    }

    func testDisabledTrackIsDimmed() throws {
        try inEachScheme { scheme in
            let page = ColorProbe.background(scheme)
            let base = ColorProbe.blend(ColorProbe.token(.lineNeutralPrimary, scheme).multipliedAlpha(0.43), over: page)
            let on = ColorProbe.blend(ColorProbe.token(.surfaceBrandPrimary, scheme).multipliedAlpha(0.43), over: base)
            for (checked, expected, x) in [(false, base, 31), (true, on, 8)] {
                let view = SwitchView(Switch(checked: checked))
                gtk_widget_set_sensitive(view.widget, 0)
                let host = presentOnSurface(view.widget)
                let texture = try WidgetCapture.texture(of: host)
                ColorProbe.assertPixel(texture.pixel(x: x, y: 12), is: expected, tolerance: 3, "\(scheme) disabled track, checked \(checked)")
            }
        }
    }

    // MARK: The caller owns the state

    func testActivatingAsksOnceForTheOppositeAndReturnsToTheConfiguredValue() throws {
        try onMain {
            let log = CallLog<Bool>()
            let view = SwitchView(Switch(checked: false) { log.record($0) })
            let host = presentOnSurface(view.widget)
            MainLoop.waitForFrames(host)
            XCTAssertEqual(gtk_widget_activate(view.widget), 1, "GtkSwitch is activatable")
            log.assertCalledOnce(quietFor: 0.4, "onSelect is called from an idle, asked once")
            XCTAssertEqual(log.values, [true], "asked once for on")
            XCTAssertFalse(view.isOn, "back to the configured off")
            XCTAssertEqual(gtk_switch_get_state(cast(view.widget)), 0, "state off too")
            let runs = try thumb(view, host: host).filter { $0.lowerBound > 0 && $0.upperBound < 39 }
            XCTAssertEqual(Double(runs.first?.lowerBound ?? -99), 2, accuracy: 1, "the thumb is drawn off: \(runs)")
        }
    }

    func testActivatingAnOnSwitchAsksForOff() {
        onMain {
            let log = CallLog<Bool>()
            let view = SwitchView(Switch(checked: true) { log.record($0) })
            present(view.widget, views: [view])
            gtk_widget_activate(view.widget)
            log.assertCalledOnce(quietFor: 0.4, "asked once")
            XCTAssertEqual(log.values, [false])
            XCTAssertTrue(view.isOn, "stays on until the caller says otherwise")
            XCTAssertEqual(gtk_switch_get_state(cast(view.widget)), 1)
        }
    }

    func testACallerThatAnswersSeesTheSwitchMove() throws {
        try onMain {
            let log = CallLog<Bool>()
            let box = WeakRef<SwitchView>()
            let handler: SelectAction = { value in
                log.record(value)
                box.value?.update(Switch(checked: value) { log.record($0) })
            }
            let view = SwitchView(Switch(checked: false, onSelect: handler))
            box.value = view
            let host = presentOnSurface(view.widget)
            gtk_widget_activate(view.widget)
            log.assertCalledOnce(quietFor: 0.4, "once, even though the update reconfigured the switch")
            XCTAssertEqual(log.values, [true], "once, even though the update reconfigured the switch")
            XCTAssertTrue(view.isOn)
            XCTAssertEqual(gtk_switch_get_state(cast(view.widget)), 1)
            let runs = try thumb(view, host: host).filter { $0.lowerBound > 0 && $0.upperBound < 39 }
            XCTAssertEqual(Double(runs.first?.lowerBound ?? -99), 17, accuracy: 1, "the thumb is drawn on: \(runs)")
        }
    }

    func testWithoutOnSelectNothingChanges() {
        onMain {
            let view = SwitchView(Switch(checked: false))
            present(view.widget, views: [view])
            gtk_widget_activate(view.widget)
            // GTK's slide of the switch ends, then the view answers it: the switch may show on
            // for a moment between the two, so only where it ends is checked.
            MainLoop.run(for: 0.5, "the activation's slide ends and the view answers it")
            XCTAssertFalse(view.isOn)
            XCTAssertEqual(gtk_switch_get_state(cast(view.widget)), 0)
        }
    }

    func testUpdateShowsTheNewValueWithoutAskingTheCaller() {
        onMain {
            let log = CallLog<Bool>()
            let view = SwitchView(Switch(checked: false) { log.record($0) })
            present(view.widget, views: [view])
            view.update(Switch(checked: true) { log.record($0) })
            XCTAssertTrue(view.isOn)
            XCTAssertEqual(gtk_switch_get_state(cast(view.widget)), 1)
            MainLoop.assertStaysTrue(for: 0.2, { log.count == 0 }, "a programmatic update is not a request")
        }
    }

    func testAPointerClickOnTheTrackAsksOnce() {
        onMain {
            let log = CallLog<Bool>()
            let view = SwitchView(Switch(checked: false) { log.record($0) })
            assertAPointerClick(on: view.widget, callsOnce: log, quietFor: 0.4, "a click reaches onSelect, one click, one request")
            XCTAssertEqual(log.values, [true])
            XCTAssertFalse(view.isOn)
        }
    }

    func testAccessibleRoleIsSwitch() {
        onMain {
            let view = SwitchView(Switch(checked: false))
            XCTAssertEqual(AccessibleProbe.role(view.widget), GTK_ACCESSIBLE_ROLE_SWITCH)
        }
    }
}
