import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Where the seed docs and the measured facts disagree, the seed wins (spec/README.md): a
/// trailing icon button's layout place, the fixed label-trailing group, one disabled rule for
/// every form of tint, and a row pressed through its action whatever onTap becomes.
final class ListCellSeedGeometryTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    final class Counter {
        var taps = 0
        var clicks = 0
    }

    /// "차지하는 자리 20×20 / 인터랙션 영역 32×32": a medium row with an icon button is 48 tall; the
    /// button's 32×32 box, centred on its 20×20 place, overflows into the padding and is all
    /// clickable, and its pressed overlay covers all of it.
    func testATrailingIconButtonTakes20InLayoutAnd32ToTouch() throws {
        try onMain {
            let counter = Counter()
            let harness = ListCellHarness([
                ListCell(label: "Icon button", onTap: { counter.taps += 1 }).trailingResources([.iconButton(.trash, handler: { counter.clicks += 1 })]),
                ListCell(label: "Two").trailingResources([.iconButton(.trash), .iconButton(.close)]),
            ], in: self)
            XCTAssertEqual(harness.height(0), 48, "12 + 24 + 12, as a row without the button")
            let trailing = try XCTUnwrap(harness.part(.trailing))
            let button = trailing.children[0]
            let slot = harness.bounds(trailing), box = harness.bounds(button)
            XCTAssertEqual(slot.width, 20, "the button takes 20 in the layout")
            XCTAssertEqual([box.width, box.height], [32, 32], "and keeps a 32×32 interaction area")
            XCTAssertEqual(box.x + box.width / 2, slot.x + slot.width / 2, "centred on its place")
            XCTAssertEqual(box.y + box.height / 2, slot.y + slot.height / 2)
            let two = harness.part(.trailing, row: 1)!.children.map(harness.bounds)
            XCTAssertEqual(two[1].x - two[0].x, 20 + 8, "two buttons: 20 places 8 apart")

            XDoTool.click(x: Int(box.x) + 2, y: Int(box.y + box.height / 2))
            MainLoop.run(until: { counter.clicks == 1 }, timeout: 2)
            XCTAssertEqual(counter.clicks, 1, "a click 2pt inside the 32 box, outside the 20 place, is the button's")
            XDoTool.click(x: Int(box.x + box.width / 2), y: Int(box.y) + 1)
            MainLoop.run(until: { counter.clicks == 2 }, timeout: 2)
            XCTAssertEqual(counter.clicks, 2, "so is one on its top edge, in the row's padding")
            XCTAssertEqual(counter.taps, 0, "none of them taps the row")

            // The pointer leaves the row (no hover background), then the button is held.
            XDoTool.move(x: 1, y: 1)
            MainLoop.run(until: { gtk_widget_get_state_flags(harness.row.widget).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue == 0 }, timeout: 2)
            gtk_widget_set_state_flags(button, GTK_STATE_FLAG_ACTIVE, 0)
            let texture = try WidgetCapture.texture(of: harness.surface)
            let page = ColorProbe.background(.light)
            let pressed = ColorProbe.blend(Color.Semantic.foregroundNeutralPrimary.resolved(in: .light).withAlpha(0.09), over: page)
            let (midX, midY) = (Int(box.x + box.width / 2), Int(box.y + box.height / 2))
            ColorProbe.assertPixel(texture.pixel(x: midX, y: Int(box.y) + 1), is: pressed, "overlay at the box's top edge")
            ColorProbe.assertPixel(texture.pixel(x: midX, y: Int(box.maxY) - 2), is: pressed, "overlay at the bottom edge")
            ColorProbe.assertPixel(texture.pixel(x: Int(box.x) + 1, y: midY), is: pressed, "overlay at the left edge")
            ColorProbe.assertPixel(texture.pixel(x: midX, y: Int(box.y) - 1), is: page, "nothing above the box")
            ColorProbe.assertPixel(texture.pixel(x: Int(box.x) - 1, y: midY), is: page, "nothing left of the box")
        }
    }

    /// "높이가 22포인트로 고정되어 행 높이를 늘리지 않습니다": the group is 22 high whatever it holds;
    /// a taller slot view overflows it, centred, and the row keeps its height.
    func testTheLabelTrailingGroupIs22HighAndNeverGrowsTheRow() throws {
        try onMain {
            var views: [WidgetPointer] = []
            let tall: WidgetFactory = {
                let view = Build.hbox().size(width: 30, height: 40)
                views.append(view)
                return view
            }
            let harness = ListCellHarness([
                ListCell(label: "Label"),
                ListCell(label: "Label").labelTrailingResources([.slot(tall)]),
                ListCell(label: "Label").labelTrailingResources([.contentBadge(title: "New"), .slot(tall)]).verticalAlign(.center),
                ListCell(label: "Label").labelTrailingResources([.slot(tall)]).verticalPadding(.none),
            ], in: self)
            XCTAssertEqual((0..<3).map { harness.height($0) }, [48, 48, 48], "a 40 tall view does not grow the row")
            XCTAssertEqual(harness.height(3), 24, "nor a row without padding")
            for row in 1...3 {
                let group = harness.bounds(try XCTUnwrap(harness.part(.labelTrailing, row: row)))
                XCTAssertEqual(group.height, 22, "row \(row): the group is 22 high")
                let label = harness.bounds(try XCTUnwrap(harness.part(.label, row: row)))
                XCTAssertEqual(group.y, label.y, "row \(row): level with the label's first line")
            }
            XCTAssertEqual(views.count, 3)
            for (row, view) in zip(1...3, views) {
                let group = harness.bounds(harness.part(.labelTrailing, row: row)!), box = harness.bounds(view)
                XCTAssertEqual([box.width, box.height], [30, 40], "the view keeps its own size")
                XCTAssertEqual(box.y - group.y, -9, "centred on the group: (22 − 40) ÷ 2")
            }
            let badge = harness.bounds(harness.part(.labelTrailing, row: 2)!.children[0])
            XCTAssertEqual(badge.height, 22, "a small badge fills the group")
        }
    }

    /// One rule for the three forms of a tint (token, palette step, fixed RGBA): a predefined
    /// item takes the disabled color in a disabled cell; enabled, each shows its tint.
    func testDisabledColorsTreatEveryFormOfTintAlike() {
        onMain {
            let tints: [ColorValue] = [.semantic(.foregroundAccentPink), .atomic(.red50), .rgba(RGBA(red: 0x12, green: 0x80, blue: 0x40))]
            for scheme in ColorScheme.allCases {
                Theme.install(colorScheme: scheme)
                let cell = ListCell(label: "Tints")
                    .leadingResources(tints.map { .icon(.bell, tintColor: $0) } + tints.map { .largeIcon(.star, tintColor: $0) })
                    .labelTrailingResources(tints.map { .icon(.circleCheckFill, tintColor: $0) })
                    .trailingResources(tints.map { .icon(.star, tintColor: $0) })
                let harness = ListCellHarness([cell, cell.disabled()], in: self, width: 600)
                @MainActor func glyphs(_ row: Int) -> [WidgetPointer] {
                    [ListCellPart.leading, .labelTrailing, .trailing].flatMap { slot in
                        harness.part(slot, row: row)!.descendants { $0.isA(Gtk.Image.gType) }
                    }
                }
                for (index, glyph) in glyphs(0).enumerated() {
                    let tint = tints[index % 3].resolved(in: scheme)
                    XCTAssertTrue(StyleReadback.color(of: glyph).isClose(to: tint), "\(scheme) enabled glyph \(index) shows its tint")
                }
                for (index, glyph) in glyphs(1).enumerated() {
                    assertColor(glyph, .foregroundDisablePrimary, scheme, "disabled glyph \(index) (\(tints[index % 3]))")
                }
            }
        }
    }

    /// The seed: `verticalAlign(_:)` without an argument is `.top`.
    func testVerticalAlignDefaultsToTop() {
        XCTAssertEqual(ListCell(label: "Cell").verticalAlign(.center).verticalAlign().verticalAlign, .top)
    }

    /// The row is what a screen reader presses: its action `list-row.activate` taps a cell with
    /// onTap, and nothing once an update takes onTap away; the element inside is generic and
    /// named like the row, whatever onTap is (a button role there could be neither focused nor
    /// pressed).
    func testTheRowIsPressedThroughItsActionAcrossUpdates() {
        onMain {
            let counter = Counter()
            let harness = ListCellHarness([ListCell(label: "Later tappable"), ListCell(label: "Later plain", onTap: { counter.taps += 1 })], in: self)
            XCTAssertTrue(AccessibleReading.classActions(harness.rows[0].widget).contains { $0.name == "list-row.activate" })
            XCTAssertNotEqual(gtk_widget_activate_action_variant(harness.rows[1].widget, "list-row.activate", nil), 0)
            XCTAssertEqual(counter.taps, 1, "pressed through the action")
            harness.rows[0].update(ListCell(label: "Later tappable", onTap: { counter.taps += 1 }))
            harness.rows[1].update(ListCell(label: "Later plain"))
            _ = gtk_widget_activate_action_variant(harness.rows[1].widget, "list-row.activate", nil)
            XCTAssertEqual(counter.taps, 1, "a cell without onTap does nothing")
            _ = gtk_widget_activate_action_variant(harness.rows[0].widget, "list-row.activate", nil)
            XCTAssertEqual(counter.taps, 2, "updated with onTap")
            for row in harness.rows {
                XCTAssertEqual(AccessibleProbe.role(row.accessibleElement), GTK_ACCESSIBLE_ROLE_GENERIC)
                XCTAssertEqual(AccessibleProbe.role(row.widget), GTK_ACCESSIBLE_ROLE_LIST_ITEM)
            }
            XCTAssertEqual(AccessibleProbe.label(harness.rows[0].accessibleElement), "Later tappable")
            XCTAssertEqual(AccessibleProbe.label(harness.rows[0].widget), "Later tappable")
            XCTAssertEqual(gtk_widget_get_height(harness.rows[0].widget), gtk_widget_get_height(harness.rows[1].widget), "the layout is untouched")
        }
    }
}
