import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Button (spec §12, small as ListCell uses it), TextButton (§13, small) and IconButton
/// (§14, large): sizes, colors per scheme, disabled colors, clicks and roles.
final class ButtonViewTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func label(of button: WidgetPointer) throws -> WidgetPointer {
        try XCTUnwrap(LayoutProbe.descendant(of: button, type: Gtk.Label.gType))
    }

    // MARK: Button

    func testSmallButtonIs32TallWithRadius10AndPadding12() throws {
        try onMain {
            let button = ButtonView(Button(title: "Follow", color: .assistive).size(.small))
            let host = presentOnSurface(button.widget)
            MainLoop.waitForFrames(host)
            XCTAssertEqual(LayoutProbe.natural(button.widget).height, 32, "small: 16 + 2 × 8")
            let label = try label(of: button.widget)
            let box = LayoutProbe.bounds(button.widget, in: host)
            let text = LayoutProbe.bounds(label, in: host)
            XCTAssertEqual(box.height, 32)
            XCTAssertEqual(text.x - box.x, 12, "horizontal padding")
            XCTAssertEqual(box.x + box.width - text.x - text.width, 12, "horizontal padding")
            XCTAssertEqual(text.y - box.y, 8, "vertical padding")
            XCTAssertEqual(text.height, 16, "content min height")
            XCTAssertEqual(StyleReadback.font(of: label).size, 12, accuracy: 0.01, "caption1")
            XCTAssertEqual(StyleReadback.font(of: label).weight, Typography.Weight.bold.fontWeight, "bold")

            let texture = try WidgetCapture.texture(of: button.widget)
            XCTAssertEqual(texture.height, 32)
            let w = texture.width
            for (x, y) in [(0, 0), (1, 1), (w - 1, 0), (0, 31), (w - 1, 31), (w - 2, 30)] {
                XCTAssertEqual(texture.pixel(x: x, y: y).alpha, 0, "corner (\(x), \(y)) is outside radius 10")
            }
            XCTAssertGreaterThan(texture.pixel(x: 3, y: 3).alpha, 0, "inside the radius-10 arc")
            XCTAssertGreaterThan(texture.pixel(x: 10, y: 0).alpha, 0, "the top edge past the arc")
            XCTAssertEqual(PixelProbe.cornerRadius(of: texture, span: 13, interior: (4, 16)), 10, accuracy: 0.75, "radius 10")
        }
    }

    func testSolidAssistiveAndPrimaryColors() throws {
        try inEachScheme { scheme in
            let cases: [(Button.Color, Color.Semantic, Color.Semantic)] = [
                (.assistive, .surfaceNeutralSecondary, .foregroundNeutralSecondary),
                (.primary, .surfaceBrandPrimary, .staticWhite),
            ]
            for (color, fill, text) in cases {
                let button = ButtonView(Button(title: "Button", color: color).size(.small))
                present(button.widget, views: [button])
                let texture = try WidgetCapture.texture(of: button.widget)
                ColorProbe.assertPixel(texture.pixel(x: 4, y: 16), is: ColorProbe.token(fill, scheme), "\(scheme) \(color) fill")
                ColorProbe.assertPixel(texture.pixel(x: texture.width / 2, y: 3), is: ColorProbe.token(fill, scheme), "\(scheme) \(color) fill above the text")
                ColorProbe.assertColor(StyleReadback.color(of: try label(of: button.widget)), is: ColorProbe.token(text, scheme),
                                           "\(scheme) \(color) text")
            }
        }
    }

    func testDisabledSolidButtonsUseTheDisableTokens() throws {
        try inEachScheme { scheme in
            for color in Button.Color.allCases {
                let button = ButtonView(Button(title: "Off", color: color).size(.small))
                gtk_widget_set_sensitive(button.widget, 0)
                let host = presentOnSurface(button.widget)
                let texture = try WidgetCapture.texture(of: host)
                // surfaceDisablePrimary is opaque: the page does not show through.
                ColorProbe.assertPixel(texture.pixel(x: 4, y: 16), is: ColorProbe.token(.surfaceDisablePrimary, scheme),
                                           "\(scheme) disabled \(color) fill")
                ColorProbe.assertColor(StyleReadback.color(of: try label(of: button.widget)),
                                           is: ColorProbe.token(.foregroundDisablePrimary, scheme), "\(scheme) disabled \(color) text")
            }
        }
    }

    func testOutlinedButtonsHaveABorderAndNoFill() throws {
        try inEachScheme { scheme in
            let button = ButtonView(Button(title: "Outlined", color: .primary).variant(.outlined).size(.small))
            present(button.widget, views: [button])
            let texture = try WidgetCapture.texture(of: button.widget)
            ColorProbe.assertPixel(texture.pixel(x: 0, y: 16), is: ColorProbe.token(.lineNeutralSecondary, scheme), "\(scheme) border")
            XCTAssertEqual(texture.pixel(x: 4, y: 16).alpha, 0, "\(scheme) no fill")
            ColorProbe.assertColor(StyleReadback.color(of: try label(of: button.widget)),
                                       is: ColorProbe.token(.surfaceBrandPrimary, scheme), "\(scheme) outlined primary text")
        }
    }

    /// Activating a Button or a TextButton (as the keyboard does) calls its handler once.
    func testActivationCallsTheHandlerOnce() {
        onMain {
            let tapped = CallLog<Void>(), went = CallLog<Void>()
            let button = ButtonView(Button(title: "Tap", color: .assistive, handler: { tapped.record(()) }).size(.small))
            let text = TextButtonView(TextButton(title: "Go", handler: { went.record(()) }).size(.small))
            present(Build.hbox([button.widget, text.widget]), views: [button, text])
            for (name, widget, log) in [("Button", button.widget, tapped), ("TextButton", text.widget, went)] {
                XCTAssertEqual(gtk_widget_activate(widget), 1, "\(name) is activatable")
                log.assertCalledOnce(quietFor: 0.3, "\(name): GtkButton emits clicked after its activate delay, the handler is called once")
            }
        }
    }

    func testUpdateReplacesTheHandlerAndTheColors() {
        onMain {
            let first = CallLog<Void>(), second = CallLog<Void>()
            let button = ButtonView(Button(title: "A", color: .assistive, handler: { first.record(()) }).size(.small))
            present(button.widget, views: [button])
            button.update(Button(title: "B", color: .primary, handler: { second.record(()) }).size(.small))
            gtk_widget_activate(button.widget)
            XCTAssertTrue(MainLoop.run(until: { second.count > 0 }, timeout: 5))
            XCTAssertEqual(first.count, 0, "the old handler is gone")
            XCTAssertEqual(second.count, 1)
            XCTAssertEqual(gtk_widget_has_css_class(button.widget, "button-assistive"), 0)
            ColorProbe.assertColor(StyleReadback.color(of: gtk_button_get_child(cast(button.widget))!),
                                       is: ColorProbe.token(.staticWhite, .light), "primary text after update")
        }
    }

    func testAPointerClickCallsTheHandlerOnceAndNotWhenDisabled() {
        onMain {
            let log = CallLog<Void>()
            let button = ButtonView(Button(title: "Click me", color: .primary, handler: { log.record(()) }).size(.small))
            assertAPointerClick(on: button.widget, callsOnce: log, quietFor: 0.2, "the handler is called once")
            gtk_widget_set_sensitive(button.widget, 0)
            XDoTool.clickWhenPainted(button.widget)
            MainLoop.assertStaysTrue(for: 0.3, { log.count == 1 }, "a disabled button is not clicked")
        }
    }

    func testAccessibleRoleIsButton() {
        onMain {
            let button = ButtonView(Button(title: "Role"))
            XCTAssertEqual(AccessibleProbe.role(button.widget), GTK_ACCESSIBLE_ROLE_BUTTON)
        }
    }

    /// A button is named by its title, and renamed with it (GTK names no button whose child is
    /// not its own label: a screen reader would announce "GtkButton").
    func testButtonsAreNamedByTheirTitles() {
        onMain {
            let button = ButtonView(Button(title: "장바구니 담기"))
            let text = TextButtonView(TextButton(title: "더보기"))
            XCTAssertEqual(AccessibleProbe.label(button.widget), "장바구니 담기")
            XCTAssertEqual(AccessibleProbe.label(text.widget), "더보기")
            button.update(Button(title: "팔로우"))
            XCTAssertEqual(AccessibleProbe.label(button.widget), "팔로우")
            withExtendedLifetime((ObjectRef(button.widget), ObjectRef(text.widget))) {}
        }
    }

    // MARK: TextButton

    func testSmallTextButtonLaysOutAt20Tall() throws {
        try onMain {
            let button = TextButtonView(TextButton(title: "More", color: .assistive).size(.small))
            let label = try label(of: button.widget)
            let host = presentOnSurface(button.widget)
            MainLoop.waitForFrames(host)
            XCTAssertEqual(LayoutProbe.natural(button.widget).height, 20, "layout height is the text's 20")
            XCTAssertEqual(LayoutProbe.natural(button.widget).width, LayoutProbe.natural(label).width,
                           "layout width is the text's: the highlight's outset takes no room")
            XCTAssertEqual(gtk_widget_get_height(label), 20)
            XCTAssertEqual(StyleReadback.font(of: label).size, 14, accuracy: 0.01, "label1")
            XCTAssertEqual(StyleReadback.font(of: label).weight, Typography.Weight.bold.fontWeight)
            // The label sits where the button's layout box starts.
            let text = LayoutProbe.bounds(label, in: host)
            XCTAssertEqual(text.x, 0)
            XCTAssertEqual(text.y, 0)
        }
    }

    func testTextButtonColors() throws {
        try inEachScheme { scheme in
            for (color, token) in [(TextButton.Color.assistive, Color.Semantic.foregroundNeutralTertiary), (.primary, .surfaceBrandPrimary)] {
                let button = TextButtonView(TextButton(title: "Text", color: color).size(.small))
                present(button.widget, views: [button])
                ColorProbe.assertColor(StyleReadback.color(of: try label(of: button.widget)), is: ColorProbe.token(token, scheme),
                                           "\(scheme) \(color) text")
                let texture = try WidgetCapture.texture(of: button.widget)
                XCTAssertEqual(texture.pixel(x: 1, y: 1).alpha, 0, "\(scheme) \(color): no fill")
                gtk_widget_set_sensitive(button.widget, 0)
                ColorProbe.assertColor(StyleReadback.color(of: try label(of: button.widget)),
                                           is: ColorProbe.token(.foregroundDisablePrimary, scheme), "\(scheme) disabled \(color) text")
            }
        }
    }

    // MARK: IconButton

    func testLargeIconButtonIs32With20Glyph() throws {
        try onMain {
            let button = IconButtonView(IconButton(.close).size(.large))
            let host = presentOnSurface(button.widget)
            MainLoop.waitForFrames(host)
            XCTAssertEqual(LayoutProbe.natural(button.widget).width, 32)
            XCTAssertEqual(LayoutProbe.natural(button.widget).height, 32)
            let image = try XCTUnwrap(LayoutProbe.descendant(of: button.widget, type: Gtk.Image.gType))
            XCTAssertEqual(gtk_widget_get_width(image), 20)
            XCTAssertEqual(gtk_widget_get_height(image), 20)
            XCTAssertEqual(gtk_image_get_pixel_size(cast(image)), 20)
            let box = LayoutProbe.bounds(button.widget, in: host)
            let glyph = LayoutProbe.bounds(image, in: host)
            XCTAssertEqual(glyph.x - box.x, 6, "centred: (32 − 20) ÷ 2")
            XCTAssertEqual(glyph.y - box.y, 6)
            XCTAssertEqual(IconProbe.shownIconName(image), "montage-close-symbolic")
        }
    }

    func testIconButtonRoleAndColors() throws {
        try inEachScheme { scheme in
            let button = IconButtonView(IconButton(.close).size(.large))
            present(button.widget, views: [button])
            XCTAssertEqual(AccessibleProbe.role(button.widget), GTK_ACCESSIBLE_ROLE_BUTTON)
            let image = try XCTUnwrap(LayoutProbe.descendant(of: button.widget, type: Gtk.Image.gType))
            ColorProbe.assertColor(StyleReadback.color(of: image), is: ColorProbe.token(.foregroundNeutralPrimary, scheme), "\(scheme) glyph")
            let texture = try WidgetCapture.texture(of: button.widget)
            XCTAssertEqual(texture.pixel(x: 2, y: 16).alpha, 0, "\(scheme) no fill")
            // The close glyph crosses the centre: drawn in the glyph color, nothing else.
            ColorProbe.assertPixel(texture.pixel(x: 16, y: 16), is: ColorProbe.token(.foregroundNeutralPrimary, scheme), "\(scheme) glyph pixel")
            gtk_widget_set_sensitive(button.widget, 0)
            ColorProbe.assertColor(StyleReadback.color(of: image), is: ColorProbe.token(.foregroundDisablePrimary, scheme), "\(scheme) disabled glyph")
        }
    }

    /// Spec §14: a disabled glyph is drawn in foregroundDisablePrimary, and nothing dims it
    /// further (GTK's own theme halves disabled images with `-gtk-icon-filter`).
    func testDisabledIconButtonGlyphIsDrawnInTheDisableColor() throws {
        try inEachScheme { scheme in
            let button = IconButtonView(IconButton(.close).size(.large))
            gtk_widget_set_sensitive(button.widget, 0)
            present(button.widget, views: [button])
            let texture = try WidgetCapture.texture(of: button.widget)
            ColorProbe.assertPixel(texture.pixel(x: 16, y: 16), is: ColorProbe.token(.foregroundDisablePrimary, scheme),
                                       "\(scheme) disabled glyph pixel")
        }
    }

    func testIconButtonSizesAndClick() {
        onMain {
            let log = CallLog<Void>()
            let button = IconButtonView(IconButton(.plus, handler: { log.record(()) }))
            present(button.widget, views: [button])
            XCTAssertEqual(LayoutProbe.natural(button.widget).width, 36, "xlarge is the default")
            for size in IconButton.Size.allCases {
                button.update(IconButton(.plus, handler: { log.record(()) }).size(size))
                XCTAssertEqual(LayoutProbe.natural(button.widget).width, Int32(size.container), "\(size)")
                XCTAssertEqual(LayoutProbe.natural(button.widget).height, Int32(size.container), "\(size)")
            }
            gtk_widget_activate(button.widget)
            log.assertCalledOnce(quietFor: 0.3, "the handler is called once")
        }
    }
}
