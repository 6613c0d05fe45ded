import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// §3.4 text styles and §3.9 disabled colors, read back from GTK in both schemes.
final class ListCellColorTests: MontageTestCase, @unchecked Sendable {
    func testTextColorsPerStateInBothSchemes() {
        inEachScheme { scheme in
            let harness = ListCellHarness([
                ListCell(label: "Normal").description("Description").chevron(),
                ListCell(label: "Colored").labelColor(.foregroundAccentViolet).labelWeight(.regular),
                ListCell(label: "Selected").labelColor(.foregroundAccentViolet).labelWeight(.regular).selected().chevron(),
                ListCell(label: "Disabled").description("Description").selected().chevron().disabled(),
            ], in: self)
            assertColor(harness.part(.label), .foregroundNeutralPrimary, scheme, "label")
            assertColor(harness.part(.description), .foregroundNeutralTertiary, scheme, "description")
            assertColor(harness.part(.chevron), .foregroundNeutralQuaternary, scheme, "chevron")
            assertColor(harness.part(.label, row: 1), .foregroundAccentViolet, scheme, "labelColor")
            assertColor(harness.part(.label, row: 2), .surfaceBrandPrimary, scheme, "selected label ignores labelColor")
            assertColor(harness.part(.selectedCheck, row: 2), .surfaceBrandPrimary, scheme, "check")
            assertColor(harness.part(.label, row: 3), .foregroundDisablePrimary, scheme, "disabled wins over selected")
            assertColor(harness.part(.description, row: 3), .foregroundDisablePrimary, scheme, "disabled description")
            assertColor(harness.part(.selectedCheck, row: 3), .foregroundDisablePrimary, scheme, "disabled check")
            assertColor(harness.part(.chevron, row: 3), .foregroundDisablePrimary, scheme, "disabled chevron")
        }
    }

    func testWeightsAndVariants() {
        onMain {
            let harness = ListCellHarness([
                ListCell(label: "Default"),
                ListCell(label: "Regular").labelWeight(.regular),
                ListCell(label: "Selected").labelWeight(.regular).selected(),
                ListCell(label: "Title").labelVariant(.title3).selected(),
                ListCell(label: "Disabled selected").selected().disabled(),
                ListCell(label: "D").description("Description"),
            ], in: self)
            @MainActor func font(_ row: Int, _ part: ListCellPart = .label) -> (size: Double, weight: Int, family: String) {
                StyleReadback.font(of: harness.part(part, row: row)!)
            }
            XCTAssertEqual(font(0).size, 15)
            XCTAssertEqual(font(0).weight, 500, "label: body2 medium")
            XCTAssertEqual(font(1).weight, 400)
            XCTAssertEqual(font(2).weight, 600, "selected is bold regardless of labelWeight")
            XCTAssertEqual(font(3).size, 24)
            XCTAssertEqual(font(3).weight, 700, "bold in title3 is 700")
            XCTAssertEqual(font(4).weight, 600, "disabled keeps the selected weight")
            XCTAssertEqual(font(5, .description).size, 13)
            XCTAssertEqual(font(5, .description).weight, 400, "description: label2 regular")
            XCTAssertEqual(size(harness.part(.description, row: 5)!).height, 18, "label2 line height")
        }
    }

    func testADisabledContainerDisablesItsCells() {
        inEachScheme { scheme in
            let harness = ListCellHarness([
                ListCell(label: "Cell").description("Description").leadingResources([.icon(.bell), .largeIcon(.star)])
                    .trailingResources([.value("Value"), .icon(.star)]).extraResources([.text("Extra"), .contentBadge(title: "Badge")]),
                ListCell(label: "Slot").trailingResources([.slot { Build.label("Custom") }, .slot { Build.label("Own", classes: ["fg-foregroundAccentPink"]) }]),
            ], in: self)
            assertColor(harness.part(.leading)!.children[0], .foregroundNeutralTertiary, scheme, "enabled icon keeps its tint")
            assertColor(harness.part(.trailing)!.children[0], .foregroundNeutralTertiary, scheme, "value text")
            gtk_widget_set_sensitive(harness.list, 0)
            XCTAssertFalse(gtk_widget_is_sensitive(harness.row.widget) != 0)
            assertColor(harness.part(.label), .foregroundDisablePrimary, scheme, "label")
            assertColor(harness.part(.description), .foregroundDisablePrimary, scheme, "description")
            assertColor(harness.part(.leading)!.children[0], .foregroundDisablePrimary, scheme, "leading icon")
            assertColor(harness.part(.leading)!.children[1].children[0], .foregroundDisablePrimary, scheme, "large icon glyph")
            assertColor(harness.part(.trailing)!.children[0], .foregroundDisablePrimary, scheme, "value")
            assertColor(harness.part(.trailing)!.children[1], .foregroundDisablePrimary, scheme, "trailing icon")
            assertColor(harness.part(.extra)!.children[0], .foregroundDisablePrimary, scheme, "extra text")
            assertColor(harness.part(.extra)!.children[1].children[0], .foregroundDisablePrimary, scheme, "badge text")
            let slots = harness.part(.trailing, row: 1)!.children
            assertColor(slots[0], .foregroundDisablePrimary, scheme, "a slot view without its own color")
            assertColor(slots[1], .foregroundAccentPink, scheme, "a slot view that sets its own color")
        }
    }

    func testInteractionBackgroundsAreRenderedFromTheTokens() throws {
        try inEachScheme { scheme in
            let harness = ListCellHarness([
                ListCell(label: "Pressed"), ListCell(label: "Full").variant(.full), ListCell(label: "No padding").verticalPadding(.none),
                ListCell(label: "Hover", onTap: {}), ListCell(label: "Hover without onTap"),
            ], in: self)
            for row in harness.rows.prefix(3) { gtk_widget_add_css_class(row.widget, "pressed") }
            for row in harness.rows.suffix(2) { gtk_widget_set_state_flags(row.widget, GTK_STATE_FLAG_PRELIGHT, 0) }
            let texture = try WidgetCapture.texture(of: harness.surface)
            let page = Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
            let ink = Color.Semantic.foregroundNeutralPrimary.resolved(in: scheme)
            @MainActor func blend(_ alpha: Double) -> Pixel {
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
                return Pixel(red: mix(ink.red, page.red), green: mix(ink.green, page.green), blue: mix(ink.blue, page.blue))
            }
            let first = harness.bounds(harness.rows[0].widget)
            // Inset: the pressed background reaches 12 beyond the cell (x 8..392), radius 16.
            XCTAssertLessThanOrEqual(texture.pixel(x: 10, y: Int(first.y + first.height / 2)).distance(to: blend(0.09)), 2, "\(scheme) pressed inset")
            XCTAssertLessThanOrEqual(texture.pixel(x: 5, y: Int(first.y + first.height / 2)).distance(to: blend(0)), 1, "outside the outset")
            XCTAssertLessThanOrEqual(texture.pixel(x: 9, y: Int(first.y) + 1).distance(to: blend(0)), 1, "rounded corner")
            let full = harness.bounds(harness.rows[1].widget)
            XCTAssertLessThanOrEqual(texture.pixel(x: 21, y: Int(full.y + full.height / 2)).distance(to: blend(0.09)), 2, "\(scheme) pressed full")
            XCTAssertLessThanOrEqual(texture.pixel(x: 19, y: Int(full.y + full.height / 2)).distance(to: blend(0)), 1, "full: the cell rectangle only")
            let none = harness.bounds(harness.rows[2].widget)
            XCTAssertLessThanOrEqual(texture.pixel(x: 200, y: Int(none.y + none.height / 2) - 8).distance(to: blend(0)), 1, "no overlay at padding 0")
            let hover = harness.bounds(harness.rows[3].widget)
            XCTAssertLessThanOrEqual(texture.pixel(x: 300, y: Int(hover.y + hover.height / 2)).distance(to: blend(0.0375)), 2, "\(scheme) hover 0.05 x 0.75")
            let inert = harness.bounds(harness.rows[4].widget)
            XCTAssertLessThanOrEqual(texture.pixel(x: 300, y: Int(inert.y + inert.height / 2)).distance(to: blend(0)), 1,
                                     "\(scheme): a cell without onTap shows no hover (it does nothing)")
        }
    }

    func testDividerColor() throws {
        try inEachScheme { scheme in
            let harness = ListCellHarness([ListCell(label: "Label").divider()], in: self)
            let texture = try WidgetCapture.texture(of: harness.surface)
            let divider = harness.bounds(harness.part(.divider)!)
            let expected = Color.Semantic.lineNeutralPrimaryOpaque.resolved(in: scheme)
            XCTAssertEqual(texture.pixel(x: 100, y: Int(divider.y)), Pixel(red: expected.red, green: expected.green, blue: expected.blue))
            let page = Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
            XCTAssertEqual(texture.pixel(x: 10, y: Int(divider.y)), Pixel(red: page.red, green: page.green, blue: page.blue), "inset 20 from the edge")
        }
    }
}
