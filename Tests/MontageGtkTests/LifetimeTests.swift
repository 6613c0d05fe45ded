import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// One ownership rule for every view (`ViewLink`): the widget owns its Swift view, the view
/// sees its widget weakly and does nothing once it is gone. In the style of libadwaita's
/// `g_assert_finalize_object`: everything the library made dies with its window.
final class LifetimeTests: MontageTestCase, @unchecked Sendable {
    /// A view the caller kept after GTK freed its widget: `update` is safe and does nothing.
    func testUpdateAfterTheWidgetIsGoneIsSafe() {
        onMain {
            let list = gtk_list_box_new()!
            let box = Build.vbox([list])
            present(box)
            let row = ListCellRow(ListCell(label: "Removed").description("soon gone").trailingResources([.switch(checked: true)]))
            gtk_list_box_append(cast(list), row.widget)
            let field = TextFieldView(TextField(text: .constant("typed")).label("Name"))
            gtk_box_append(cast(box), field.widget)
            MainLoop.drain()
            let rowWidget = WeakObject(row.widget), fieldWidget = WeakObject(field.widget)
            gtk_list_box_remove(cast(list), row.widget)
            gtk_box_remove(cast(box), field.widget)
            MainLoop.drain()
            XCTAssertNil(rowWidget.pointer, "GTK freed the row")
            XCTAssertNil(fieldWidget.pointer, "and the field")
            XCTAssertFalse(row.isAlive)
            XCTAssertFalse(field.isAlive)
            row.update(ListCell(label: "After").description("nothing happens"))
            field.update(TextField(text: .constant("after")).label("Still nothing").message("no"))
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(row.cell.label, "Removed", "the view did not even take the new configuration")
        }
    }

    /// Wrappers the caller does not keep: the widget keeps them, so their controls still work.
    func testADroppedWrapperKeepsItsControlsWorking() {
        onMain {
            var clicks = 0
            var checks: [Bool] = []
            var switches: [Bool] = []
            let button = ButtonView(Button(title: "Go", handler: { clicks += 1 })).widget
            let check = CheckView(Checkbox(checked: false, onSelect: { checks.append($0) })).widget
            let toggle = SwitchView(Switch(checked: false, onSelect: { switches.append($0) })).widget
            present(Build.vbox([button, check, toggle]))
            MainLoop.drain()
            cgtk_signal_emit_plain(button.gRaw, "clicked")
            XCTAssertEqual(clicks, 1, "the dropped ButtonView still handles clicked")
            gtk_widget_activate(check)
            XCTAssertEqual(checks, [true], "the dropped CheckView still calls onSelect")
            gtk_widget_activate(toggle)
            MainLoop.run(until: { !switches.isEmpty }, timeout: 2)
            XCTAssertEqual(switches, [true], "the dropped SwitchView still calls onSelect")
        }
    }

    /// A window of rows with every slot item, fields and a group: once destroyed, every widget
    /// is finalized and every Swift view freed.
    func testEverythingDiesWithItsWindow() {
        onMain {
            weak var weakRow: ListCellRow?
            weak var weakField: TextFieldView?
            weak var weakGroup: FormControlGroupView?
            weak var weakButton: ButtonView?
            var widgets: [WeakObject<WidgetPointer>] = []
            let hosted: Hosted
            do {
                let cells = [
                    ListCell(label: "Leading", onTap: {}).leadingResources([.icon(.person), .largeIcon(.bell), .checkbox(checked: true),
                                                                          .radio(checked: false), .avatar("", variant: .person), .thumbnail("")])
                        .labelTrailingResources([.contentBadge(title: "New"), .icon(.circleCheckFill, tintColor: .rgba(RGBA(hex: 0x123456))), .slot { Build.label("lt") }])
                        .description("Description").extraResources([.text("Extra"), .contentBadge(title: "Badge"), .slot { Build.label("e") }])
                        .chevron().divider(),
                    ListCell(label: "Trailing").trailingResources([.value("Value"), .icon(.star), .iconButton(.trash), .textButton(title: "Edit"),
                                                                    .button(title: "Go"), .contentBadge(title: "B"), .switch(checked: true), .slot { Build.label("t") }])
                        .selected(),
                ]
                let list = gtk_list_box_new()!
                let rows = cells.map(ListCellRow.init)
                for row in rows { gtk_list_box_append(cast(list), row.widget) }
                rows[1].update(cells[1].trailingResources([.switch(checked: false)]))
                weakRow = rows[0]
                let fields = [TextFieldView(TextField(text: .constant("a")).label("Name", required: true).message("Help")),
                              TextFieldView(TextField(text: .constant("secret")).secured().trailingButton(.init(title: "Go", handler: {})))]
                let group = FormControlGroupView(fields: fields)
                weakField = fields[0]
                weakGroup = group
                let button = ButtonView(Button(title: "Alone"))
                weakButton = button
                hosted = host(Build.vbox([list, group.widget, button.widget]), views: [rows[0], rows[1], fields[0], fields[1], group, button])
                let window = hosted.window
                MainLoop.run(until: { ImageLoader.pending == 0 }, timeout: 5)
                // GTK's own tooltip window (the display's, shown when the pointer rests on the
                // window) is not the library's: it is left out.
                let tooltip = GtkPrivateType.tooltipWindow
                widgets = window.descendants { _ in true }
                    .filter { widget in tooltip == 0 || !([widget] + widget.ancestors).contains { $0.isA(tooltip) } }
                    .map { WeakObject($0) }
                XCTAssertGreaterThan(widgets.count, 80, "rows, every slot item, fields and a group")
            }
            // Destroyed once the test holds none of the views (a FormControlView it kept would
            // keep its label cell, which it holds while the cell moves between grid cells).
            hosted.end()
            let survivors = widgets.compactMap(\.pointer).map(\.typeName)
            XCTAssertEqual(survivors, [], "every widget is finalized with its window")
            XCTAssertNil(weakRow, "the ListCellRow is freed")
            XCTAssertNil(weakField, "the TextFieldView is freed")
            XCTAssertNil(weakGroup, "the FormControlGroupView is freed")
            XCTAssertNil(weakButton, "the ButtonView is freed")
        }
    }

    /// 10,000 rows built, updated and dropped: every row widget and every row view is freed.
    func testTenThousandRowsBuiltUpdatedAndDroppedLeaveNothing() {
        onMain {
            var widgets: [WeakObject<WidgetPointer>] = []
            var views: [Weak<ListCellRow>] = []
            for batch in 0..<10 {
                let list = ObjectRef(gtk_list_box_new()!)
                for index in 0..<1_000 {
                    let row = ListCellRow(ListCell(label: "Row \(batch * 1_000 + index)").description("Description")
                        .trailingResources([.switch(checked: index % 2 == 0)]))
                    gtk_list_box_append(cast(list.pointer), row.widget)
                    row.update(ListCell(label: "Updated \(index)").trailingResources([.switch(checked: index % 2 == 1)]).chevron())
                    if index % 10 == 0 {
                        widgets.append(WeakObject(row.widget))
                        views.append(Weak(row))
                    }
                }
            }
            MainLoop.drain()
            XCTAssertEqual(widgets.count, 1_000)
            XCTAssertEqual(widgets.compactMap(\.pointer).count, 0, "no row widget survives its list")
            XCTAssertEqual(views.compactMap(\.value).count, 0, "no row view survives its widget")
        }
    }

    /// A handler's connection read after its instance is gone neither crashes nor reads it.
    func testASignalConnectionOutlivesItsInstanceSafely() {
        onMain {
            var connection: SignalConnection?
            do {
                let label = ObjectRef<OpaquePointer>(cast(gtk_label_new("x")!))
                connection = Signal.connect(label.pointer, "notify::label") {}
                XCTAssertTrue(connection!.isConnected)
            }
            XCTAssertFalse(connection!.isConnected, "the instance is gone")
            connection!.disconnect()
        }
    }

    /// Disconnecting stops the handler and releases what it captured at once; disconnecting
    /// again, or from inside the handler while it runs, is harmless.
    func testDisconnectingStopsTheHandlerAndReleasesItsCaptures() {
        onMain {
            final class Captured {}
            let label = ObjectRef<OpaquePointer>(cast(gtk_label_new("x")!))
            var captured: Captured? = Captured()
            weak let watched = captured
            var calls = 0
            let connection = Signal.connect(label.pointer, "notify::label") { [captured] in
                _ = captured
                calls += 1
            }
            captured = nil
            gtk_label_set_label(label.pointer, "y")
            XCTAssertEqual(calls, 1)
            connection.disconnect()
            XCTAssertFalse(connection.isConnected)
            XCTAssertNil(watched, "the handler's captures are released on disconnect")
            gtk_label_set_label(label.pointer, "z")
            XCTAssertEqual(calls, 1, "no call after disconnect")
            connection.disconnect()

            var selfDisconnecting: SignalConnection?
            var inner = 0
            selfDisconnecting = Signal.connect(label.pointer, "notify::label") {
                inner += 1
                selfDisconnecting?.disconnect()
                selfDisconnecting?.disconnect()
            }
            gtk_label_set_label(label.pointer, "w")
            gtk_label_set_label(label.pointer, "v")
            XCTAssertEqual(inner, 1)
            XCTAssertEqual(selfDisconnecting?.isConnected, false)
        }
    }
}


/// A weak reference to a Swift object.
struct Weak<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
