import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.2 field box metrics, measured on laid-out fields in both schemes: heights, paddings, the
/// leading icon box, the corner radius, and the width the parent gives.
final class TextFieldLayoutTests: MontageTestCase, @unchecked Sendable {
    func testFieldHeightsAndWidthFollowTheSizeAndTheParent() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([{ $0 }, { $0.size(.medium) }, { $0.placeholder("Placeholder").icon(.person) },
                                            { $0.size(.medium).placeholder("Placeholder").icon(.person) }], in: self, width: 400)
            for (index, height) in [48.0, 40, 48, 40].enumerated() {
                let field = harness.bounds(harness.field(index))
                XCTAssertEqual(field.height, height, "\(scheme) field \(index) height")
                XCTAssertEqual(field.width, 360, "\(scheme) field \(index): as wide as its parent (400 - 2 x 20 margin)")
                XCTAssertEqual(field.x, 20)
            }
            let wide = FieldLayoutHarness({ $0 }, in: self, width: 640)
            XCTAssertEqual(harness.bounds(harness.field()).width, 360)
            XCTAssertEqual(wide.bounds(wide.field()).width, 600, "\(scheme): the field stretches with its parent")
        }
    }

    func testInputTextStartsAfterThePaddings() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([{ $0.placeholder("Large") }, { $0.size(.medium).placeholder("Medium") }], in: self)
            model(harness, text: "Hello")
            // field padding 8 / 6 + content padding 4 + input padding 4
            XCTAssertEqual(harness.inField(harness.text(0)).x, 16, "\(scheme) large: text starts 16 from the field's left edge")
            XCTAssertEqual(harness.inField(harness.text(1)).x, 14, "\(scheme) medium: 14")
            XCTAssertEqual(harness.inField(harness.view.entry).x + 4, 16, "large: entry border box + 4 input padding")
            XCTAssertEqual(harness.inField(harness.views[1].entry).x + 4, 14)
            // The content row sits inside the padding on every side.
            let content = harness.inField(harness.content(0))
            XCTAssertEqual([content.x, content.y], [8, 8], "large: padding 8 at the left and top")
            XCTAssertEqual(harness.bounds(harness.field(0)).maxX - harness.bounds(harness.content(0)).maxX, 8, "and at the right")
            XCTAssertEqual(content.height, 32, "48 - 2 x 8: the content is centred in the min height")
            let medium = harness.inField(harness.content(1), 1)
            XCTAssertEqual([medium.x, medium.y, medium.height], [6, 6, 28], "medium: padding 6")
            // The text line is vertically centred in the field.
            let text = harness.inField(harness.text(0))
            XCTAssertEqual(text.y + text.height / 2, 24, accuracy: 0.5, "large: text centred on 48")
            let mediumText = harness.inField(harness.text(1), 1)
            XCTAssertEqual(mediumText.y + mediumText.height / 2, 20, accuracy: 0.5, "medium: text centred on 40")
        }
    }

    func testLeadingIconBoxAndTheTextAfterIt() {
        inEachScheme { scheme in
            let harness = FieldLayoutHarness([{ $0.icon(.person) }, { $0.size(.medium).icon(.person) }, { $0 }], in: self)
            for (index, (glyph, padding, textX)) in [(20.0, 2.0, 42.0), (18, 1, 36)].enumerated() {
                let icon = harness.part(.fieldIcon, index)!
                XCTAssertTrue(isShown(icon))
                let box = harness.inField(icon, index)
                XCTAssertEqual([box.width, box.height], [glyph, glyph], "\(scheme) glyph \(glyph)")
                // The icon box is the glyph plus its padding on every side: 24 / 20.
                XCTAssertEqual(box.x - padding, harness.inField(harness.content(index), index).x + 4, "icon box starts at the content padding")
                XCTAssertEqual(box.y - padding, (index == 0 ? 48 : 40) / 2 - (glyph + 2 * padding) / 2, "icon box centred")
                let entry = harness.inField(harness.views[index].entry, index)
                XCTAssertEqual(entry.x - (box.maxX + padding), 2, "icon box -> input 2")
                XCTAssertEqual(harness.inField(harness.text(index), index).x, textX, "\(scheme): text at \(textX) with an icon")
            }
            XCTAssertFalse(isShown(harness.part(.fieldIcon, 2)), "no icon: the icon is not shown")
        }
    }

    func testFieldCornersAreRounded14And12() throws {
        try inEachScheme { scheme in
            let harness = FieldLayoutHarness([{ $0 }, { $0.size(.medium) }], in: self)
            for (index, radius) in [14.0, 12].enumerated() {
                // The field alone, over nothing: its fill is translucent, so coverage is read
                // against the alpha inside it.
                let texture = try WidgetCapture.texture(of: harness.field(index))
                let measured = PixelProbe.cornerRadius(of: texture, span: 20, interior: (30, texture.height / 2))
                XCTAssertEqual(measured, radius, accuracy: 1, "\(scheme) radius of field \(index)")
                XCTAssertEqual(texture.pixel(x: 0, y: 0).alpha, 0, "the corner pixel is outside the field")
                XCTAssertGreaterThan(texture.pixel(x: texture.width / 2, y: 0).alpha, 0, "the top edge is inside")
            }
            // On the page: the corner pixel shows the page, not the field's border or fill.
            let page = try harness.render()
            let field = harness.bounds(harness.field())
            let corner = page.pixel(x: Int(field.x), y: Int(field.y))
            ColorProbe.assertPixel(corner, is: FieldColors.page(scheme), "\(scheme) corner pixel is the page")
            let edge = page.pixel(x: Int(field.x + field.width / 2), y: Int(field.y))
            ColorProbe.assertPixel(edge, is: FieldColors.over(.lineNeutralSecondary, FieldColors.fill(scheme), scheme), "\(scheme) top edge is the border")
        }
    }

    /// Types `text` into every field of `harness` through the bindings.
    @MainActor
    private func model(_ harness: FieldLayoutHarness, text: String) {
        for (model, view) in zip(harness.models, harness.views) {
            model.text = text
            view.update(view.field)
        }
        harness.layout()
    }
}
