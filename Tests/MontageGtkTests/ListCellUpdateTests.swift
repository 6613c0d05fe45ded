import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// §4 of the issue: building A then updating to B gives what building B gives, on presented
/// rows, so their border boxes count too (`WidgetSignature`); `ComponentFuzzTests` checks
/// thousands more configurations, measured.
final class ListCellUpdateTests: MontageTestCase, @unchecked Sendable {
    /// Short texts only: each pair's rows are framed in windows 400 wide, and a window keeps
    /// the width a wide first configuration gave it.
    @MainActor
    static func randomCell(_ random: inout SplitMix64) -> ListCell {
        let labels = ["Label", "김티드", "A much longer label that has to wrap onto a second line in the cell", "Settings"]
        let tap: Action = {}
        let onTap: Action? = random.bool() ? tap : nil
        var cell = ListCell(label: random.pick(labels), onTap: onTap)
        if random.bool() { cell = cell.description(random.pick(["Description", "", "A description long enough to wrap onto another line too, surely"])) }
        cell = cell.chevron(random.bool()).selected(random.bool()).divider(random.bool()).textEllipsis(random.bool())
        let variants: [ListCell.Variant] = [.inset, .full]
        cell = cell.disabled(random.int(5) == 0).variant(random.pick(variants))
        let paddings: [ListCell.VerticalPadding] = [.none, .small, .medium, .large, .custom(Double(random.int(20)))]
        cell = cell.verticalPadding(random.pick(paddings))
        let aligns: [ListCell.VerticalAlign] = [.top, .center]
        let labelVariants: [Typography.Variant] = [.body2, .body1, .label1, .headline2]
        cell = cell.verticalAlign(random.pick(aligns)).labelVariant(random.pick(labelVariants))
        let weights: [Typography.Weight] = [.regular, .medium, .bold]
        let colors: [Color.Semantic] = [.foregroundNeutralPrimary, .foregroundAccentViolet]
        cell = cell.labelWeight(random.pick(weights)).labelColor(random.pick(colors))
        if random.bool() { cell = cell.highlight(random.pick(["a", "티드", "LABEL", ""])) }
        let leading: [ListCell.Resource.Leading] = [.icon(.person), .largeIcon(.bell), .checkbox(checked: random.bool()), .radio(checked: random.bool()),
                                                    .avatar("", variant: .person), .thumbnail(""), .slot { Build.label("slot") }]
        cell = cell.leadingResources((0..<random.int(3)).map { _ in random.pick(leading) })
        let labelTrailing: [ListCell.Resource.LabelTrailing] = [.contentBadge(title: "New"), .icon(.circleCheckFill), .slot { Build.label("lt") }]
        cell = cell.labelTrailingResources((0..<random.int(3)).map { _ in random.pick(labelTrailing) })
        let trailing: [ListCell.Resource.Trailing] = [.value("Value"), .icon(.star), .iconButton(.trash), .textButton(title: "Edit"),
                                                      .button(title: "Go"), .contentBadge(.outlined, title: "B"), .switch(checked: random.bool()), .slot { Build.label("t") }]
        cell = cell.trailingResources((0..<random.int(3)).map { _ in random.pick(trailing) })
        let extra: [ListCell.Resource.Extra] = [.contentBadge(title: "Seoul"), .text("Extra"), .slot { Build.label("e") }]
        return cell.extraResources((0..<random.int(3)).map { _ in random.pick(extra) })
    }

    func testUpdateEqualsFreshOverRandomPairs() {
        onMain {
            Theme.install(colorScheme: .light)
            var random = SplitMix64(state: 20261129)
            for pair in 0..<80 {
                let a = Self.randomCell(&random), b = Self.randomCell(&random)
                let updated = ListCellHarness([a], in: self)
                let row = updated.row.widget
                if !a.isDisabled { gtk_widget_grab_focus(row) }
                updated.row.update(b)
                let fresh = ListCellHarness([b], in: self)
                // Background image loads (empty URLs answer on idle) settle, then both rows lay out.
                MainLoop.run(until: { ImageLoader.pending == 0 }, timeout: 5)
                try? WidgetCapture.waitForPaint(updated.row.widget)
                try? WidgetCapture.waitForPaint(fresh.row.widget)
                XCTAssertEqual(updated.row.widget, row, "the same GtkListBoxRow")
                let lhs = WidgetSignature.nodes(updated.row.widget), rhs = WidgetSignature.nodes(fresh.row.widget)
                if let diff = WidgetSignature.difference(lhs, rhs) {
                    XCTFail("pair \(pair): update differs from fresh:\(diff)")
                }
                if !a.isDisabled && !b.isDisabled {
                    let window = gtk_widget_get_root(row).map { UnsafeMutableRawPointer($0) }
                    let focus = window.flatMap { gtk_window_get_focus(cast($0)) }
                    XCTAssertEqual(focus, row, "pair \(pair): focus stays on the row")
                }
            }
        }
    }

    func testSlotControlsSurviveAnUpdateOfTheSameKind() {
        onMain {
            let harness = ListCellHarness([ListCell(label: "A").leadingResources([.checkbox(checked: false)]).trailingResources([.switch(checked: false)])], in: self)
            let checkbox = harness.part(.leading)!.children[0]
            let toggle = harness.part(.trailing)!.children[0]
            harness.row.update(ListCell(label: "B").leadingResources([.checkbox(checked: true)]).trailingResources([.switch(checked: true)]))
            XCTAssertEqual(harness.part(.leading)!.children[0], checkbox, "same GtkCheckButton")
            XCTAssertEqual(harness.part(.trailing)!.children[0], toggle, "same GtkSwitch")
            XCTAssertTrue(gtk_check_button_get_active(cast(checkbox)) != 0)
            XCTAssertTrue(gtk_switch_get_active(cast(toggle)) != 0)
            harness.row.update(ListCell(label: "C").leadingResources([.radio(checked: true)]))
            let radio = harness.part(.leading)!.children[0]
            XCTAssertTrue(gtk_widget_has_css_class(radio, "radio") != 0, "another kind rebuilds the item")
            XCTAssertEqual(gtk_accessible_get_accessible_role(cast(radio)), GTK_ACCESSIBLE_ROLE_RADIO)
            XCTAssertFalse(isShown(harness.part(.trailing)))
        }
    }
}
