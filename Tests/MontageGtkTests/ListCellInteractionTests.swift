import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// onTap fires once per click, Enter, Space or activate; never when disabled; not for a
/// click that a control inside the row claims. Real input through the X server.
final class ListCellInteractionTests: MontageTestCase, @unchecked Sendable {
    /// Counts calls of a handler.
    @MainActor
    final class Counter {
        var taps = 0
        var selections: [Bool] = []
        var tap: Action { { [weak self] in self?.taps += 1 } }
        var select: SelectAction { { [weak self] value in self?.selections.append(value) } }
    }

    @MainActor
    private func window(of harness: ListCellHarness) -> WidgetPointer {
        cast(gtk_widget_get_root(harness.list)!)
    }

    func testAClickFiresOnTapOnceAndShowsThePressedBackground() {
        onMain {
            let counter = Counter()
            let harness = ListCellHarness([ListCell(label: "Tap me", onTap: counter.tap)], in: self)
            let row = harness.row.widget
            let point = XDoTool.center(of: row)
            XDoTool.press(x: point.x, y: point.y)
            XCTAssertTrue(gtk_widget_has_css_class(row, "pressed") != 0, "pressed while the button is held")
            XCTAssertEqual(counter.taps, 0, "fires on release, not on press")
            XDoTool.release()
            XCTAssertFalse(gtk_widget_has_css_class(row, "pressed") != 0)
            XCTAssertEqual(counter.taps, 1)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(counter.taps, 2, "once per click")
        }
    }

    func testTheInsetOutsetIsNotTappableButTheFullPaddingIs() {
        onMain {
            let counter = Counter()
            let inset = ListCellHarness([ListCell(label: "Inset", onTap: counter.tap)], in: self)
            let box = inset.bounds(inset.row.widget)
            XDoTool.click(x: Int(box.x) + 4, y: Int(box.y + box.height / 2))
            XCTAssertEqual(counter.taps, 0, "a click on the 12pt outset does nothing")
            XDoTool.click(x: Int(box.x) + 14, y: Int(box.y + box.height / 2))
            XCTAssertEqual(counter.taps, 1, "the cell's own edge is tappable")
            let full = ListCellHarness([ListCell(label: "Full", onTap: counter.tap).variant(.full)], in: self, variant: .full)
            let fullBox = full.bounds(full.row.widget)
            XDoTool.click(x: Int(fullBox.x) + 5, y: Int(fullBox.y + fullBox.height / 2))
            XCTAssertEqual(counter.taps, 2, "full: the side padding is part of the cell")
        }
    }

    func testEnterAndSpaceWhileFocusedFireOnTapOnce() {
        onMain {
            let counter = Counter()
            let harness = ListCellHarness([ListCell(label: "Keys", onTap: counter.tap), ListCell(label: "Other")], in: self)
            XCTAssertTrue(XDoTool.focus(window(of: harness), title: lastTitle))
            gtk_widget_grab_focus(harness.row.widget)
            XDoTool.key("Return")
            XCTAssertEqual(counter.taps, 1, "Enter")
            XDoTool.key("space")
            XCTAssertEqual(counter.taps, 2, "Space")
            XDoTool.key("Down")
            XDoTool.key("Return")
            XCTAssertEqual(counter.taps, 2, "Enter on another row does not tap this one")
        }
    }

    func testActivateFiresOnceInAndOutsideAListBox() {
        onMain {
            let counter = Counter()
            let harness = ListCellHarness([ListCell(label: "In a list", onTap: counter.tap)], in: self)
            XCTAssertTrue(gtk_widget_activate(harness.row.widget) != 0)
            XCTAssertEqual(counter.taps, 1)
            let loose = ListCellRow(ListCell(label: "Alone", onTap: counter.tap))
            present(Build.vbox(classes: ["montage-surface"], [loose.widget]), width: 300)
            XCTAssertTrue(gtk_widget_activate(loose.widget) != 0)
            XCTAssertEqual(counter.taps, 2, "outside a GtkListBox too")
            let point = XDoTool.center(of: loose.widget)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(counter.taps, 3, "and a click on a loose row")
        }
    }

    func testADisabledCellFiresNothing() {
        onMain {
            let counter = Counter()
            let harness = ListCellHarness([ListCell(label: "Disabled", onTap: counter.tap).disabled(), ListCell(label: "In a disabled list", onTap: counter.tap)], in: self)
            gtk_widget_activate(harness.row.widget)
            let point = XDoTool.center(of: harness.row.widget)
            XDoTool.press(x: point.x, y: point.y)
            XCTAssertFalse(gtk_widget_has_css_class(harness.row.widget, "pressed") != 0, "no pressed background")
            XDoTool.release()
            gtk_widget_set_sensitive(harness.list, 0)
            gtk_widget_activate(harness.rows[1].widget)
            let second = XDoTool.center(of: harness.rows[1].widget)
            XDoTool.click(x: second.x, y: second.y)
            XCTAssertEqual(counter.taps, 0)
        }
    }

    func testControlsInsideTheRowHandleTheirOwnClicks() {
        onMain {
            let counter = Counter()
            let harness = ListCellHarness([
                ListCell(label: "Checkbox", onTap: counter.tap).leadingResources([.checkbox(checked: false, onSelect: counter.select)])
                    .trailingResources([.switch(checked: true, onSelect: counter.select)]),
            ], in: self)
            let checkbox = harness.part(.leading)!.children[0]
            let point = XDoTool.center(of: checkbox)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(counter.selections, [true], "the checkbox asks for checked")
            XCTAssertEqual(counter.taps, 0, "without firing onTap")
            XCTAssertFalse(gtk_check_button_get_active(cast(checkbox)) != 0, "the caller owns the state: not updated, still unchecked")
            let toggle = harness.part(.trailing)!.children[0]
            let switchPoint = XDoTool.center(of: toggle)
            XDoTool.click(x: switchPoint.x, y: switchPoint.y)
            MainLoop.run(until: { counter.selections.count == 2 }, timeout: 2)
            XCTAssertEqual(counter.selections, [true, false], "the switch asks for off")
            XCTAssertEqual(counter.taps, 0)
            MainLoop.assertStaysTrue(for: 0.1, { gtk_switch_get_active(cast(toggle)) != 0 }, "and stays on until the caller updates")
        }
    }

    /// Controls are recognized by GType: a toggle button, a spin button and an app's own
    /// GtkButton subclass in a slot keep their clicks, and the row does not tap.
    func testAnyControlTypeInASlotKeepsItsClicks() throws {
        try onMain {
            let counter = Counter()
            var toggle: WidgetPointer?
            var spin: WidgetPointer?
            var custom: WidgetPointer?
            var customClicks = 0
            let harness = ListCellHarness([
                ListCell(label: "Toggle", onTap: counter.tap).trailingResources([.slot {
                    let widget = gtk_toggle_button_new_with_label("Toggle")!
                    toggle = widget
                    return widget
                }]),
                ListCell(label: "Spin", onTap: counter.tap).trailingResources([.slot {
                    let widget = gtk_spin_button_new_with_range(0, 10, 1)!
                    spin = widget
                    return widget
                }]),
                ListCell(label: "App button", onTap: counter.tap).trailingResources([.slot {
                    let widget: WidgetPointer = cast(g_object_new_with_properties(Self.appButtonType, 0, nil, nil)!)
                    gtk_button_set_label(cast(widget), "Mine")
                    Signal.connect(widget, "clicked") { customClicks += 1 }
                    custom = widget
                    return widget
                }]),
            ], in: self, width: 500)
            let (toggleWidget, spinWidget, customWidget) = (try XCTUnwrap(toggle), try XCTUnwrap(spin), try XCTUnwrap(custom))
            XCTAssertIsA(customWidget, Gtk.Button.gType)
            XCTAssertNotEqual(cgtk_object_type(customWidget.gRaw), Gtk.Button.gType, "a subclass, not GtkButton itself")
            let point = XDoTool.center(of: toggleWidget)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertTrue(gtk_toggle_button_get_active(cast(toggleWidget)) != 0, "the toggle button toggled")
            let plus = XDoTool.center(of: spinWidget, dx: harness.bounds(spinWidget).width / 2 - 8)
            XDoTool.click(x: plus.x, y: plus.y)
            MainLoop.run(until: { gtk_spin_button_get_value(cast(spinWidget)) > 0 }, timeout: 2)
            XCTAssertEqual(gtk_spin_button_get_value(cast(spinWidget)), 1, "the spin button's + stepped it")
            let mine = XDoTool.center(of: customWidget)
            XDoTool.click(x: mine.x, y: mine.y)
            MainLoop.run(until: { customClicks == 1 }, timeout: 2)
            XCTAssertEqual(customClicks, 1, "the app's button subclass got its click")
            XCTAssertEqual(counter.taps, 0, "no row tapped")
        }
    }

    /// An app's own GtkButton subclass, registered once.
    @MainActor
    static let appButtonType: GType = {
        var query = GTypeQuery()
        g_type_query(gtk_button_get_type(), &query)
        return g_type_register_static_simple(gtk_button_get_type(), "MontageTestAppButton", query.class_size, nil, query.instance_size, nil, GTypeFlags(rawValue: 0))
    }()

    /// Rows of a GtkListBox share one click gesture and key controller on the list; a row
    /// anywhere else carries its own.
    func testRowsOfAListShareTheirControllers() {
        onMain {
            @MainActor func clickGestures(_ widget: WidgetPointer) -> Int {
                let controllers = gtk_widget_observe_controllers(widget)!
                defer { g_object_unref(controllers.gRaw) }
                return (0..<g_list_model_get_n_items(controllers)).filter { index in
                    let controller = g_list_model_get_item(controllers, index)!
                    defer { g_object_unref(controller) }
                    return controller.isA(gtk_gesture_click_get_type())
                }.count
            }
            let counter = Counter()
            let harness = ListCellHarness((0..<20).map { ListCell(label: "Row \($0)", onTap: counter.tap) }, in: self)
            let listOwn = clickGestures(harness.list)
            XCTAssertEqual(harness.rows.map { clickGestures($0.widget) }.reduce(0, +), 0, "rows in a list carry no gesture")
            let loose = ListCellRow(ListCell(label: "Alone", onTap: counter.tap))
            present(Build.vbox(classes: ["montage-surface"], [loose.widget]), width: 300)
            XCTAssertEqual(clickGestures(loose.widget), 1, "a loose row carries its own")
            let other = ListCellList((0..<5).map { ListCell(label: "\($0)") })
            present(other.widget, width: 300, views: [other])
            XCTAssertEqual(clickGestures(other.widget), listOwn, "one shared gesture a list, whatever its rows")
            let point = XDoTool.center(of: harness.rows[7].widget)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(counter.taps, 1, "the shared gesture taps the row under the pointer")
        }
    }

    func testPaddingZeroShowsNoPressedBackground() {
        onMain {
            let counter = Counter()
            let harness = ListCellHarness([ListCell(label: "Tight", onTap: counter.tap).verticalPadding(.none)], in: self)
            let point = XDoTool.center(of: harness.row.widget)
            XDoTool.press(x: point.x, y: point.y)
            XCTAssertFalse(gtk_widget_has_css_class(harness.row.widget, "pressed") != 0)
            XDoTool.release()
            XCTAssertEqual(counter.taps, 1, "still tappable")
        }
    }

    func testTheElementIsGenericWhateverOnTap() {
        onMain {
            let tappable = ListCellRow(ListCell(label: "Button", onTap: {}))
            let plain = ListCellRow(ListCell(label: "Item"))
            XCTAssertEqual(gtk_accessible_get_accessible_role(cast(tappable.accessibleElement)), GTK_ACCESSIBLE_ROLE_GENERIC)
            XCTAssertEqual(gtk_accessible_get_accessible_role(cast(plain.accessibleElement)), GTK_ACCESSIBLE_ROLE_GENERIC)
            XCTAssertEqual(gtk_accessible_get_accessible_role(cast(tappable.widget)), GTK_ACCESSIBLE_ROLE_LIST_ITEM, "the row is a list item")
            XCTAssertEqual(gtk_widget_get_parent(tappable.accessibleElement), tappable.widget, "the element is the row's child")
            _ = ObjectRef(tappable.widget)
            _ = ObjectRef(plain.widget)
        }
    }

    func testTheFocusRingIsVisibleOnKeyboardFocus() throws {
        try onMain {
            let harness = ListCellHarness([ListCell(label: "Focus", onTap: {})], in: self)
            XCTAssertTrue(XDoTool.focus(window(of: harness), title: lastTitle))
            gtk_widget_grab_focus(harness.row.widget)
            XDoTool.key("Tab")
            XDoTool.key("shift+Tab")
            let flags = gtk_widget_get_state_flags(harness.row.widget)
            XCTAssertTrue(flags.rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0, "keyboard focus is visible")
            let texture = try WidgetCapture.texture(of: harness.surface)
            let box = harness.bounds(harness.row.widget)
            let ring = texture.pixel(x: Int(box.x + box.width / 2), y: Int(box.y) + 1)
            let page = Color.Semantic.backgroundNeutralPrimary.resolved(in: .light)
            XCTAssertGreaterThan(ring.distance(to: Pixel(red: page.red, green: page.green, blue: page.blue)), 40, "a ring is drawn at the row's edge: \(ring)")
        }
    }
}
