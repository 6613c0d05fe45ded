import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §6 FormControlGroupView on laid-out fields: labelled leading controls share one label column
/// (the widest natural label, or the group's fixed width), a control's own labelWidth wins for
/// its row, top-placement and unlabelled controls are unaffected, controls are 16 apart.
final class FormControlGroupTests: MontageTestCase, @unchecked Sendable {
    /// A group of fields in a `montage-surface`, presented 480 wide.
    @MainActor
    private struct GroupHarness {
        let models: [TextFieldModel]
        let group: FormControlGroupView
        let surface: WidgetPointer

        init(_ configuration: FormControlGroup = FormControlGroup(), fields: [(TextField) -> TextField], in test: GtkTestCase) {
            let models = fields.map { _ in TextFieldModel() }
            self.models = models
            group = FormControlGroupView(configuration, fields: zip(fields, models).map { configure, model in TextFieldView(configure(model.field)) })
            surface = Build.vbox(classes: ["montage-surface"], [group.widget])
            test.present(surface, width: 480)
            XCTAssertNoThrow(try WidgetCapture.waitForPaint(surface))
        }

        /// The x of field `index`'s field box from the group's left edge.
        func fieldX(_ index: Int) -> Double { bounds(group.fields[index].widget.descendant(TextFieldPart.field)!).x }

        func bounds(_ widget: WidgetPointer) -> Box {
            var rect = graphene_rect_t()
            XCTAssertTrue(gtk_widget_compute_bounds(widget, group.widget, &rect) != 0)
            return Box(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
        }

        /// The natural one-line width of field `index`'s label row (label, mark, 2 + 2 padding),
        /// measured on fresh copies of its labels (whatever width the row is given now).
        func naturalLabelRow(_ index: Int) -> Double {
            let control = group.fields[index].widget
            let parts = [FormControlPart.label, .requiredMark].compactMap { control.descendant($0) }.filter { gtk_widget_get_visible($0) != 0 }
            return parts.reduce(4) { $0 + naturalWidth(copyOf: $1) }
        }

        /// The natural width of a new label with the text and CSS classes of `label`, measured in
        /// the same styled surface.
        private func naturalWidth(copyOf label: WidgetPointer) -> Double {
            let copy = gtk_label_new(gtk_label_get_text(cast(label)))!
            for name in LayoutProbe.cssClasses(label) { gtk_widget_add_css_class(copy, name) }
            let holder = Build.hbox(classes: ["form-control"], [copy])
            gtk_box_append(cast(surface), holder)
            var natural: Int32 = 0
            gtk_widget_measure(copy, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            gtk_box_remove(cast(surface), holder)
            return Double(natural)
        }

        func layout() { XCTAssertNoThrow(try WidgetCapture.waitForPaint(surface)) }
    }

    /// In a window far taller than the form, the fields keep their own heights (the leading
    /// label's row once asked to expand, and every field stretched to share the height).
    func testFieldsKeepTheirHeightInATallWindow() {
        onMain {
            let models = [TextFieldModel(), TextFieldModel()]
            let group = FormControlGroupView(FormControlGroup(), fields: [
                TextFieldView(models[0].field.labelPlacement(.leading).label("Name")),
                TextFieldView(models[1].field.labelPlacement(.top).label("Email").size(.medium)),
            ])
            XCTAssertFalse(gtk_widget_compute_expand(group.widget, GTK_ORIENTATION_VERTICAL) != 0, "the form does not ask for height")
            let surface = Build.vbox(classes: ["montage-surface"], [group.widget.expand(vertical: true)])
            present(surface, width: 480, height: 1000)
            MainLoop.run(until: { gtk_widget_get_height(surface) >= 900 }, timeout: 3)
            XCTAssertEqual(size(group.fields[0].widget.descendant(TextFieldPart.field)!).height, 48, "large: 48")
            XCTAssertEqual(size(group.fields[1].widget.descendant(TextFieldPart.field)!).height, 40, "medium: 40")
        }
    }

    func testLabelledLeadingFieldsStartAtTheWidestLabelPlusSixteen() {
        inEachScheme { scheme in
            let harness = GroupHarness(fields: [
                { $0.labelPlacement(.leading).label("Name") },
                { $0.labelPlacement(.leading).label("Email address", required: true) },
                { $0.labelPlacement(.leading).size(.medium).label("Phone") },
                { $0.label("Top placement") },
                { $0.labelPlacement(.leading) },
            ], in: self)
            let widest = [0, 1, 2].map(harness.naturalLabelRow).max()!
            XCTAssertEqual(widest, harness.naturalLabelRow(1), "the required long label is the widest")
            XCTAssertEqual(harness.group.columnWidth ?? 0, widest, accuracy: 0.5, "\(scheme) the measured column")
            for index in 0..<3 {
                XCTAssertEqual(harness.fieldX(index), widest + 16, "\(scheme) field \(index) starts at the shared column + 16")
            }
            XCTAssertEqual(harness.fieldX(3), 0, "top placement is unaffected")
            XCTAssertEqual(harness.fieldX(4), 0, "a leading control without a label is unaffected")
            // Short labels stay whole and left-aligned in the wider column.
            let name = harness.bounds(harness.group.fields[0].widget.descendant(FormControlPart.label)!)
            XCTAssertEqual(name.x, 2)
            XCTAssertFalse(pango_layout_is_ellipsized(gtk_label_get_layout(cast(harness.group.fields[0].widget.descendant(FormControlPart.label)!))) != 0)
        }
    }

    func testAFixedGroupWidthIsUsedExactly() {
        onMain {
            let harness = GroupHarness(FormControlGroup(labelWidth: 120), fields: [
                { $0.labelPlacement(.leading).label("Name") },
                { $0.labelPlacement(.leading).label("A label much wider than the fixed column", required: true) },
                { $0.labelPlacement(.leading).size(.medium).label("Phone") },
                { $0.label("Top") },
            ], in: self)
            XCTAssertEqual(harness.group.columnWidth, 120)
            for index in 0..<3 {
                XCTAssertEqual(harness.fieldX(index), 136, "field \(index): 120 + 16, however wide its label")
            }
            XCTAssertEqual(harness.fieldX(3), 0)
            let long = harness.group.fields[1].widget.descendant(FormControlPart.label)!
            XCTAssertTrue(pango_layout_is_ellipsized(gtk_label_get_layout(cast(long))) != 0, "the wider label ellipsizes")
            XCTAssertTrue(isShown(harness.group.fields[1].widget.descendant(FormControlPart.requiredMark)), "its required mark stays")
        }
    }

    func testAFieldsOwnLabelWidthWinsForItsRowButStillCounts() {
        onMain {
            let harness = GroupHarness(fields: [
                { $0.labelPlacement(.leading).label("Short") },
                { $0.labelPlacement(.leading).labelWidth(200).label("Own") },
                { $0.labelPlacement(.leading).labelWidth(40).label("The widest label of them all") },
                { $0.labelPlacement(.leading).label("Medium label") },
            ], in: self)
            let widest = harness.naturalLabelRow(2)
            XCTAssertEqual(widest, [0, 1, 2, 3].map(harness.naturalLabelRow).max()!)
            XCTAssertEqual(harness.fieldX(1), 216, "own width 200 wins")
            XCTAssertEqual(harness.fieldX(2), 56, "own width 40 wins, even narrower than its label")
            XCTAssertEqual(harness.fieldX(0), widest + 16, "the others use the widest natural label, that of a row with its own width")
            XCTAssertEqual(harness.fieldX(3), widest + 16)

            let fixed = GroupHarness(FormControlGroup(labelWidth: 100), fields: [
                { $0.labelPlacement(.leading).label("Group") }, { $0.labelPlacement(.leading).labelWidth(150).label("Own") },
            ], in: self)
            XCTAssertEqual(fixed.fieldX(0), 116)
            XCTAssertEqual(fixed.fieldX(1), 166, "own width beats the group's fixed width")
        }
    }

    func testTheColumnFollowsLabelChangesAndGroupUpdates() {
        onMain {
            let harness = GroupHarness(fields: [
                { $0.labelPlacement(.leading).label("A") }, { $0.labelPlacement(.leading).label("B") },
            ], in: self)
            let before = harness.fieldX(0)
            XCTAssertEqual(harness.fieldX(1), before)
            harness.group.update(field: 1, harness.group.fields[1].field.label("A much longer label"))
            harness.layout()
            XCTAssertEqual(harness.fieldX(0), harness.naturalLabelRow(1) + 16, "the column grows with the longer label")
            XCTAssertEqual(harness.fieldX(1), harness.fieldX(0))
            XCTAssertGreaterThan(harness.fieldX(0), before)
            harness.group.update(FormControlGroup(labelWidth: 90))
            harness.layout()
            XCTAssertEqual([harness.fieldX(0), harness.fieldX(1)], [106, 106], "a fixed width set later")
            harness.group.update(FormControlGroup())
            harness.layout()
            XCTAssertEqual(harness.fieldX(0), harness.naturalLabelRow(1) + 16, "back to measuring")
            harness.group.update(field: 1, harness.group.fields[1].field.labelPlacement(.top))
            harness.layout()
            XCTAssertEqual(harness.fieldX(0), harness.naturalLabelRow(0) + 16, "a control switched to top no longer counts")
            XCTAssertEqual(harness.fieldX(1), 0)
        }
    }

    /// The column is decided in the layout: a field updated on its own (not through the group)
    /// and a text size changed live move it at the next frame, with the labels' new style.
    func testTheColumnFollowsDirectFieldUpdatesAndTextSize() {
        onMain {
            defer { Theme.setTextScale(1) }
            let harness = GroupHarness(fields: [
                { $0.labelPlacement(.leading).label("이름") }, { $0.labelPlacement(.leading).label("이메일", required: true) },
                { $0.labelPlacement(.leading).labelWidth(30).label("Own") },
            ], in: self)
            let start = harness.fieldX(0)
            XCTAssertEqual(start, harness.naturalLabelRow(1) + 16)
            // Straight to the field, as an app holding `fields` may do.
            harness.group.fields[0].update(harness.group.fields[0].field.label("A name label that is longer"))
            harness.layout()
            XCTAssertEqual(harness.fieldX(0), harness.naturalLabelRow(0) + 16, "a direct label change widens the column")
            XCTAssertEqual(harness.fieldX(1), harness.fieldX(0), "for every row")
            XCTAssertEqual(harness.fieldX(2), 46, "the own width still wins")
            harness.group.fields[0].update(harness.group.fields[0].field.label("이름"))
            harness.layout()
            XCTAssertEqual(harness.fieldX(1), start, "and shrinks it back")
            // The own-width row still reports: its long label sets the others' column.
            harness.group.fields[2].update(harness.group.fields[2].field.label("The widest label of them all, by far"))
            harness.layout()
            XCTAssertEqual(harness.fieldX(0), harness.naturalLabelRow(2) + 16, "an own-width row still counts")
            harness.group.fields[2].update(harness.group.fields[2].field.label("Own"))
            harness.layout()
            for scale in [1.5, 1.0] {
                Theme.setTextScale(scale)
                harness.layout()
                let widest = harness.naturalLabelRow(1)
                XCTAssertEqual(harness.fieldX(0), widest + 16, "at \(scale) the column is the widest label at that size")
                XCTAssertEqual(harness.fieldX(1), widest + 16)
                let email = harness.group.fields[1].widget.descendant(FormControlPart.label)!
                XCTAssertFalse(pango_layout_is_ellipsized(gtk_label_get_layout(cast(email))) != 0, "at \(scale) 이메일 is whole")
            }
            XCTAssertEqual(harness.fieldX(1), start, "back at 100% the column is as it was")
        }
    }

    func testControlsAreSixteenApartOrTheGroupSpacing() {
        onMain {
            for spacing in [16.0, 24] {
                let harness = GroupHarness(FormControlGroup(spacing: spacing), fields: [
                    { $0.label("One").message("Help") }, { $0.labelPlacement(.leading).label("Two") }, { $0 },
                ], in: self)
                let controls = harness.group.fields.map { harness.bounds($0.widget) }
                XCTAssertEqual(controls[0].y, 0)
                XCTAssertEqual(controls[1].y - controls[0].maxY, spacing, "spacing \(spacing)")
                XCTAssertEqual(controls[2].y - controls[1].maxY, spacing)
                XCTAssertEqual(controls.map(\.x), [0, 0, 0], "left-aligned")
            }
        }
    }
}
