import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.3 field colors per state, rendered and read back as pixels in both schemes: the 1pt
/// border (inside the field), the 4pt focus ring (outside the field, behind it), the fill.
/// Focus is real (X server).
final class TextFieldColorTests: MontageTestCase, @unchecked Sendable {
    /// The pixels of one field at the middle of its left edge: the border column, the fill
    /// just inside it, the ring band 1–3 px outside it and the page 6 px outside.
    @MainActor
    private struct EdgeProbe {
        let border: Pixel, fill: Pixel, ring: [Pixel], beyond: Pixel, top: Pixel

        init(_ texture: Texture, _ field: Box) {
            let y = Int(field.y + field.height / 2), x = Int(field.x)
            border = texture.pixel(x: x, y: y)
            fill = texture.pixel(x: x + 4, y: y)
            ring = (1...3).map { texture.pixel(x: x - $0, y: y) }
            beyond = texture.pixel(x: x - 6, y: y)
            top = texture.pixel(x: Int(field.x + field.width / 2), y: Int(field.y))
        }
    }

    @MainActor
    private func assertEdge(_ probe: EdgeProbe, fill: RGBA, border: Color.Semantic, ring: Color.Semantic?, _ scheme: ColorScheme,
                            _ state: String, file: StaticString = #filePath, line: UInt = #line) {
        let page = FieldColors.page(scheme)
        ColorProbe.assertPixel(probe.fill, is: fill, "\(scheme) \(state): fill", file: file, line: line)
        let borderColor = FieldColors.over(border, fill, scheme)
        ColorProbe.assertPixel(probe.border, is: borderColor, "\(scheme) \(state): left border is \(border)", file: file, line: line)
        ColorProbe.assertPixel(probe.top, is: borderColor, "\(scheme) \(state): top border is \(border)", file: file, line: line)
        let ringColor = ring.map { FieldColors.over($0, page, scheme) } ?? page
        for (offset, pixel) in probe.ring.enumerated() {
            ColorProbe.assertPixel(pixel, is: ringColor, "\(scheme) \(state): \(offset + 1)px outside is \(ring.map { "\($0)" } ?? "the page")",
                                       file: file, line: line)
        }
        ColorProbe.assertPixel(probe.beyond, is: page, "\(scheme) \(state): the ring is 4 wide", file: file, line: line)
    }

    func testBorderAndRingPerState() throws {
        try inEachScheme { scheme in
            let harness = FieldLayoutHarness([
                { $0.placeholder("Normal") }, { $0.status(.negative) }, { $0.status(.positive) },
                { $0.disabled() }, { $0.status(.negative).disabled() },
            ], in: self, models: [TextFieldModel(), TextFieldModel(), TextFieldModel(text: "ok"), TextFieldModel(text: "off"), TextFieldModel()])
            let fields = (0..<5).map { harness.bounds(harness.field($0)) }
            let fill = FieldColors.fill(scheme)
            let disabledFill = FieldColors.over(.surfaceNeutralTertiary, FieldColors.page(scheme), scheme)

            var texture = try harness.render()
            assertEdge(EdgeProbe(texture, fields[0]), fill: fill, border: .lineNeutralSecondary, ring: nil, scheme, "normal")
            assertEdge(EdgeProbe(texture, fields[1]), fill: fill, border: .lineNegativePrimary, ring: nil, scheme, "negative")
            assertEdge(EdgeProbe(texture, fields[2]), fill: fill, border: .lineNeutralSecondary, ring: nil, scheme, "positive")
            assertEdge(EdgeProbe(texture, fields[3]), fill: disabledFill, border: .lineNeutralSecondary, ring: nil, scheme, "disabled")
            assertEdge(EdgeProbe(texture, fields[4]), fill: disabledFill, border: .lineNeutralSecondary, ring: nil, scheme, "disabled negative")

            XCTAssertTrue(harness.focus(0))
            texture = try harness.render()
            assertEdge(EdgeProbe(texture, fields[0]), fill: fill, border: .lineBrandStrong, ring: .lineBrandFocus, scheme, "focused")
            assertEdge(EdgeProbe(texture, fields[1]), fill: fill, border: .lineNegativePrimary, ring: nil, scheme, "negative, other focused")

            XCTAssertTrue(harness.focus(1))
            texture = try harness.render()
            assertEdge(EdgeProbe(texture, fields[1]), fill: fill, border: .lineNegativeStrong, ring: .lineNegativeFocus, scheme, "focused negative")
            assertEdge(EdgeProbe(texture, fields[0]), fill: fill, border: .lineNeutralSecondary, ring: nil, scheme, "normal after focus left")

            XCTAssertTrue(harness.focus(2))
            texture = try harness.render()
            assertEdge(EdgeProbe(texture, fields[2]), fill: fill, border: .lineBrandStrong, ring: .lineBrandFocus, scheme, "focused positive")

            // A disabled field cannot take the focus, so it never shows a ring.
            gtk_widget_grab_focus(harness.views[3].entry)
            gtk_widget_grab_focus(harness.views[4].entry)
            MainLoop.drain()
            XCTAssertFalse(harness.views[3].isFocused || harness.views[4].isFocused)
            texture = try harness.render()
            assertEdge(EdgeProbe(texture, fields[3]), fill: disabledFill, border: .lineNeutralSecondary, ring: nil, scheme, "disabled after a focus attempt")
            assertEdge(EdgeProbe(texture, fields[4]), fill: disabledFill, border: .lineNeutralSecondary, ring: nil, scheme, "disabled negative after a focus attempt")
        }
    }

    func testFocusRingFollowsTheRoundedOutline() throws {
        try inEachScheme { scheme in
            let harness = FieldLayoutHarness([{ $0 }, { $0.size(.medium) }], in: self)
            for index in 0..<2 {
                XCTAssertTrue(harness.focus(index))
                let texture = try harness.render()
                let field = harness.bounds(harness.field(index))
                let ring = FieldColors.over(.lineBrandFocus, FieldColors.page(scheme), scheme)
                let page = FieldColors.page(scheme)
                // Above the top edge's middle and below the bottom edge's middle: the band.
                ColorProbe.assertPixel(texture.pixel(x: Int(field.x + field.width / 2), y: Int(field.y) - 2), is: ring, "\(scheme) ring above")
                ColorProbe.assertPixel(texture.pixel(x: Int(field.x + field.width / 2), y: Int(field.maxY) + 1), is: ring, "\(scheme) ring below")
                ColorProbe.assertPixel(texture.pixel(x: Int(field.maxX) + 2, y: Int(field.y + field.height / 2)), is: ring, "\(scheme) ring right")
                // Its outer corner is rounded (radius field + 4): the bounding corner is page.
                ColorProbe.assertPixel(texture.pixel(x: Int(field.x) - 4, y: Int(field.y) - 4), is: page, "\(scheme) ring corner is rounded")
                // Behind the field: inside the field the fill is the field's, not the ring's.
                ColorProbe.assertPixel(texture.pixel(x: Int(field.x) + 4, y: Int(field.y) + 4 + 8), is: FieldColors.fill(scheme),
                                           "\(scheme) the ring is not drawn over the field")
            }
        }
    }

    func testBackgroundColorPaintsTheField() throws {
        try inEachScheme { scheme in
            let harness = FieldLayoutHarness([{ $0.backgroundColor(.semantic(.surfaceAccentViolet)) }, { $0 }], in: self)
            var texture = try harness.render()
            let field = harness.bounds(harness.field())
            let violet = FieldColors.over(.surfaceAccentViolet, FieldColors.page(scheme), scheme)
            ColorProbe.assertPixel(texture.pixel(x: Int(field.x) + 4, y: Int(field.y + field.height / 2)), is: violet, "\(scheme) field background")
            ColorProbe.assertPixel(texture.pixel(x: Int(field.maxX) - 4, y: Int(field.y + field.height / 2)), is: violet, "\(scheme) in the padding")
            ColorProbe.assertPixel(texture.pixel(x: Int(field.x), y: Int(field.y + field.height / 2)),
                                       is: FieldColors.over(.lineNeutralSecondary, violet, scheme), "\(scheme) the border is drawn over it")
            let other = harness.bounds(harness.field(1))
            ColorProbe.assertPixel(texture.pixel(x: Int(other.x) + 4, y: Int(other.y + other.height / 2)), is: FieldColors.fill(scheme),
                                       "\(scheme) another field keeps the surface")
            // Back to nil: the surface again.
            harness.view.update(harness.view.field.backgroundColor(nil))
            texture = try harness.render()
            ColorProbe.assertPixel(texture.pixel(x: Int(field.x) + 4, y: Int(field.y + field.height / 2)), is: FieldColors.fill(scheme),
                                       "\(scheme) nil restores the surface")
        }
    }

    /// A background color paints an enabled field only: the disabled fill always shows, and
    /// comes back painted when the field is enabled again.
    func testBackgroundColorNeverHidesTheDisabledFill() throws {
        try inEachScheme { scheme in
            let tints: [ColorValue] = [.semantic(.surfaceAccentViolet), .atomic(.red50), .rgba(RGBA(red: 0x12, green: 0x80, blue: 0x40, alpha: 0.5))]
            let harness = FieldLayoutHarness(tints.map { tint in { $0.backgroundColor(tint).disabled() } }, in: self)
            let disabledFill = FieldColors.over(.surfaceNeutralTertiary, FieldColors.page(scheme), scheme)
            var texture = try harness.render()
            for index in tints.indices {
                let field = harness.bounds(harness.field(index))
                ColorProbe.assertPixel(texture.pixel(x: Int(field.x) + 4, y: Int(field.y + field.height / 2)), is: disabledFill,
                                           "\(scheme) disabled with \(tints[index])")
            }
            harness.view.update(harness.view.field.disabled(false))
            texture = try harness.render()
            let field = harness.bounds(harness.field())
            let violet = FieldColors.over(.surfaceAccentViolet, FieldColors.page(scheme), scheme)
            ColorProbe.assertPixel(texture.pixel(x: Int(field.x) + 4, y: Int(field.y + field.height / 2)), is: violet, "\(scheme) enabled again")
        }
    }
}
