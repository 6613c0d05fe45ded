import GalleryTestSupport
@testable import MontageGallery
@testable import MontageCatalog
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The token inspector driven as a person would: the real pointer moved and clicked and real
/// keys pressed through the X server, the card's texts checked against what GTK reports of the
/// same widgets (bounds, computed colors, painted backgrounds, classes), the drawing against its
/// pixels.
final class TokenInspectorTests: MontageTestCase, @unchecked Sendable {
    // MARK: Helpers

    /// The gallery on `story`, focused through the X server.
    @MainActor
    private func open(_ story: String, theme: GalleryOptions.ThemeChoice = .light, width: Int32 = 1200, height: Int32 = 800) -> GalleryWindow {
        let gallery = openGallery(story, theme: theme, width: width, height: height)
        XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
        return gallery
    }

    /// Moves the real pointer onto `widget` and waits until the inspector reads it.
    @MainActor
    @discardableResult
    private func hover(_ widget: WidgetPointer, _ gallery: GalleryWindow, fx: Double = 0.5, fy: Double = 0.5) -> Bool {
        let point = screenPoint(widget, fx: fx, fy: fy)
        XDoTool.move(x: point.x, y: point.y)
        return MainLoop.run(until: { gallery.panels.inspector.hovered == widget || gallery.panels.inspector.pinned == widget }, timeout: 3)
    }

    @MainActor
    private func bounds(_ widget: WidgetPointer, in other: WidgetPointer) -> InspectorRect {
        let rect = widget.bounds(in: other)
        XCTAssertNotNil(rect)
        return rect ?? InspectorRect(x: 0, y: 0, width: 0, height: 0)
    }

    @MainActor
    private func page(_ gallery: GalleryWindow) -> WidgetPointer {
        gallery.window.descendant(WindowPart.page(gallery.currentStory!))!
    }

    @MainActor
    private func canvas(_ gallery: GalleryWindow) -> WidgetPointer { gallery.window.descendant(InspectorPart.canvas)! }

    /// The semantic tokens whose value in `scheme` is `color` (what the card may call it).
    private func tokens(of color: RGBA, in scheme: ColorScheme) -> [String] {
        Color.Semantic.allCases.filter { $0.resolved(in: scheme).hexString == color.hexString }.map(\.rawValue)
    }

    /// The WCAG 2.x contrast of `widget`'s text over the backgrounds painted under it down to
    /// the first opaque one, computed here from GTK's readback (the spec's formula, 0.03928).
    @MainActor
    private func contrast(of widget: WidgetPointer) -> Double? {
        var layers: [RGBA] = []
        for candidate in [widget] + widget.ancestors {
            guard let background = StyleReadback.background(of: candidate) else { continue }
            layers.append(background)
            if background.alpha >= 1 { break }
        }
        guard let base = layers.last, base.alpha >= 1 else { return nil }
        func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
            func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * top.alpha + Double(b) * (1 - top.alpha)).rounded()) }
            return RGBA(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
        }
        let background = layers.dropLast().reversed().reduce(base) { over($1, $0) }
        func luminance(_ color: RGBA) -> Double {
            func linear(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        }
        let a = luminance(over(StyleReadback.color(of: widget), background)), b = luminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `12.34:1 · AA` as the card writes a ratio (floored to hundredths) for `label`'s text: its
    /// size and weight say what it needs (WCAG: 24 px, or 18.66 px bold, is large).
    @MainActor
    private func contrastText(_ ratio: Double, of label: WidgetPointer) -> String {
        let font = StyleReadback.font(of: label)
        let large = font.size >= 24 || (font.size >= 18.66 && font.weight >= 700)
        let size = font.size == font.size.rounded() ? String(Int(font.size)) : String(font.size)
        let level = large ? (ratio >= 4.5 ? "AAA, large text" : ratio >= 3 ? "AA, large text" : "fails AA: \(size) px text needs 3.00:1")
            : (ratio >= 7 ? "AAA" : ratio >= 4.5 ? "AA" : "fails AA: \(size) px text needs 4.50:1")
        return String(format: "%.2f:1 · %@", (ratio * 100).rounded(.down) / 100, level)
    }

    @MainActor
    private func pixel(_ texture: Texture, _ point: (x: Double, y: Double)) -> Pixel {
        texture.pixel(x: Int(point.x), y: Int(point.y))
    }

    /// `top` over the opaque `bottom` pixel.
    private func composite(_ top: RGBA, over bottom: Pixel) -> Pixel {
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * top.alpha + Double(b) * (1 - top.alpha)).rounded()) }
        return Pixel(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    private func assertClose(_ actual: Pixel, _ expected: Pixel, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let close = abs(Int(actual.red) - Int(expected.red)) <= 2 && abs(Int(actual.green) - Int(expected.green)) <= 2
            && abs(Int(actual.blue) - Int(expected.blue)) <= 2
        XCTAssertTrue(close, "\(message): \(actual), expected \(expected)", file: file, line: line)
    }

    // MARK: Tests

    /// The header's toggle is named for screen readers and tells its shortcut; Ctrl+Shift+M and a
    /// real click on the toggle turn the inspector on and off; the shortcuts window lists it.
    func testTheToggleAndCtrlShiftMTurnTheInspectorOnAndOff() {
        onMain {
            let gallery = open("listcell-custom")
            defer { end(gallery) }
            let toggle = gallery.window.descendant(InspectorPart.toggle)!
            XCTAssertEqual(AccessibleProbe.label(toggle), "Inspect tokens")
            XCTAssertTrue(String(cString: gtk_widget_get_tooltip_text(toggle)).contains("Ctrl+Shift+M"))
            XCTAssertFalse(gallery.panels.inspector.isActive)
            XCTAssertFalse(gtk_widget_get_visible(canvas(gallery)) != 0, "nothing is drawn while off")
            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.isActive }, timeout: 2), "Ctrl+Shift+M turns it on")
            XCTAssertTrue(gtk_toggle_button_get_active(cast(toggle)) != 0, "the toggle shows it")
            XCTAssertTrue(gtk_widget_get_visible(canvas(gallery)) != 0)
            let point = screenPoint(toggle)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertTrue(MainLoop.run(until: { !gallery.panels.inspector.isActive }, timeout: 2), "a click on the toggle turns it off")
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.inspect", nil) != 0)
            XCTAssertTrue(gallery.panels.inspector.isActive, "the menu's action turns it on")
            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { !gallery.panels.inspector.isActive }, timeout: 2), "and the shortcut off")
            let listed = ShortcutsWindow.groups.flatMap(\.shortcuts).first { $0.1 == "<Control><Shift>m" }
            XCTAssertEqual(listed?.0, "Inspect tokens (Escape unpins, then stops)", "the shortcuts window lists it")
        }
    }

    /// Hovering the cell's label: its name, border box, text and background tokens, typography
    /// and contrast, each as GTK has them; an unnamed part is named by its CSS node and classes.
    func testHoveringAPartShowsItsNameSizeTokensTypographyAndContrast() {
        onMain {
            let gallery = open("listcell-custom")
            defer { end(gallery) }
            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.isActive }, timeout: 2))
            let page = page(gallery), label = page.descendant(ListCellPart.label)!
            XCTAssertTrue(hover(label, gallery), "the pointer over the label inspects it")
            let card = gallery.panels.inspector.card
            XCTAssertTrue(MainLoop.run(until: { card.text(.part) == ListCellPart.label.rawValue }, timeout: 2), "part: \(card.text(.part))")
            XCTAssertEqual(AccessibleProbe.label(card.widget), "Token inspector", "a screen reader names the card")
            XCTAssertTrue(card.widget.descendants { $0.isA(gtk_label_get_type()) && gtk_widget_get_visible($0) != 0 }
                .allSatisfy { gtk_accessible_get_accessible_role(cast($0)) == GTK_ACCESSIBLE_ROLE_LABEL }, "and reads its labels")
            let box = bounds(label, in: label)
            XCTAssertEqual(card.text(.size), "\(Int(box.width)) × \(Int(box.height)) px")
            // The label's color is the token its fg- class names, resolved in the light scheme.
            let ink = StyleReadback.color(of: label)
            let classToken = label.cssClasses.first { $0.hasPrefix("fg-") }.map { String($0.dropFirst(3)) }
            XCTAssertEqual(classToken.flatMap(Color.Semantic.init(rawValue:))?.resolved(in: .light).hexString, ink.hexString)
            XCTAssertEqual(card.text(.text), "\(classToken!) \(ink.hexString)")
            // The nearest painted background: the hovered row's state layer (a token × a
            // fraction) or the card under it, by its value.
            // The row's hover layer may still be coming in when the part is first reported: the
            // card reads the part again while it is hovered, so wait until it shows what is painted.
            let paintedUnder = { ([label] + label.ancestors).lazy.compactMap { StyleReadback.background(of: $0) }.first! }
            XCTAssertTrue(MainLoop.run(until: {
                card.text(.background).hasSuffix(" \(paintedUnder().hexString)") && card.text(.contrast) == contrastText(contrast(of: label)!, of: label)
            }, timeout: 3), "the card follows the painted background: \(card.text(.background)) is \(paintedUnder().hexString)")
            let under = paintedUnder()
            let backgroundText = card.text(.background)
            XCTAssertTrue(backgroundText.hasSuffix(" \(under.hexString)"), "\(backgroundText) is \(under.hexString)")
            let named = String(backgroundText.prefix { $0 != " " })
            let fraction = backgroundText.split(separator: " ").count == 4 ? Double(backgroundText.split(separator: " ")[2]) : nil
            let token = Color.Semantic(rawValue: named)
            XCTAssertNotNil(token, "a semantic token: \(backgroundText)")
            if let token, let fraction {
                XCTAssertEqual(token.resolved(in: .light).withAlpha(token.resolved(in: .light).alpha * fraction).hexString, under.hexString)
            } else if let token {
                XCTAssertTrue(tokens(of: under, in: .light).contains(token.rawValue))
            }
            // Typography from the label's own classes, at the spec's size.
            let classes = label.cssClasses
            let variant = classes.compactMap { $0.hasPrefix("typo-") ? Typography.Variant(rawValue: String($0.dropFirst(5))) : nil }.first!
            let weight = classes.compactMap { $0.hasPrefix("weight-") ? Typography.Weight(rawValue: String($0.dropFirst(7))) : nil }.first!
            let font = StyleReadback.font(of: label)
            XCTAssertEqual(font.weight, weight.fontWeight(in: variant))
            XCTAssertEqual(card.text(.typography), "\(variant.rawValue) · \(weight.rawValue) \(font.weight) · \(Int(font.size)) / \(Int(variant.lineHeight)) px")
            XCTAssertEqual(card.text(.contrast), contrastText(contrast(of: label)!, of: label))
            XCTAssertFalse(card.shows(.horizontal), "no distances without a pinned part")
            // The drawing outlines exactly the label's border box.
            XCTAssertEqual(gallery.panels.inspector.scene.hovered?.border, bounds(label, in: canvas(gallery)))
            // A live scheme switch and a larger text size: the card follows.
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.scheme", g_variant_new_string("dark")) != 0)
            let darkInk = Color.Semantic(rawValue: classToken!)!.resolved(in: .dark).hexString
            XCTAssertTrue(MainLoop.run(until: { card.text(.text) == "\(classToken!) \(darkInk)" }, timeout: 2), "dark: \(card.text(.text))")
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.text-scale", g_variant_new_string("150")) != 0)
            defer { Theme.setTextScale(1) }
            let scaled = "\(variant.rawValue) · \(weight.rawValue) \(font.weight) · \(PartReport.px(variant.size * 1.5)) / \(PartReport.px(variant.lineHeight * 1.5)) px"
            XCTAssertTrue(MainLoop.run(until: { card.text(.typography) == scaled }, timeout: 2), "150%: \(card.text(.typography))")
            XCTAssertTrue(MainLoop.run(until: { abs(StyleReadback.font(of: label).size - variant.size * 1.5) < 0.01 }, timeout: 2),
                          "as GTK sets it: \(StyleReadback.font(of: label).size)")
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.text-scale", g_variant_new_string("100")) != 0)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.scheme", g_variant_new_string("light")) != 0)
            XCTAssertTrue(MainLoop.run(until: { self.bounds(label, in: label) == box }, timeout: 2), "laid out at 100% again")
            MainLoop.waitForFrames(gallery.window, 2)  // the page repainted, light and at 100%

            // An unnamed part: the check icon's image, named by its CSS node and classes.
            let check = page.descendant(ListCellPart.selectedCheck)!
            let image = check.descendants { $0 != check && $0.name == $0.typeName }.first ?? check
            XCTAssertTrue(hover(image, gallery))
            let selector = ([image.cssName] + image.cssClasses).joined(separator: ".")
            XCTAssertTrue(MainLoop.run(until: { card.text(.part) == (image == check ? ListCellPart.selectedCheck.rawValue : selector) }, timeout: 2),
                          "\(card.text(.part)) is \(selector)")
            keepShot(gallery.window, "inspector-hover-light")
        }
    }

    /// What is drawn: the hovered part's outline in blue, its margin in translucent orange and its
    /// padding in translucent green over the page, read back from the pixels; the inspector
    /// turned on under a still pointer inspects what is there.
    func testTheDrawingShowsTheOutlineMarginAndPaddingOverThePage() throws {
        try onMain {
            let gallery = open("tokens-colors")
            defer { end(gallery) }
            let page = page(gallery)
            let title = page.descendants { $0.isA(gtk_label_get_type()) && String(cString: gtk_label_get_text(cast($0))) == "Semantic" }.first!
            let overlay = gallery.panels.inspector.widget
            let box = bounds(title, in: overlay)
            XCTAssertEqual(StyleBox.of(title).margin.top, 24, "the section title's CSS margin")
            let marginPoint = (x: box.midX, y: box.minY - 12), outlinePoint = (x: box.minX, y: box.midY)
            let before = try WidgetCapture.texture(of: overlay)
            let point = screenPoint(title)
            XDoTool.move(x: point.x, y: point.y)
            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.hovered == title }, timeout: 3), "turned on, it inspects what is under the pointer")
            let after = try WidgetCapture.texture(of: overlay)
            assertClose(pixel(after, marginPoint), composite(InspectorPalette.margin, over: pixel(before, marginPoint)), "the margin band")
            assertClose(pixel(after, outlinePoint), Pixel(red: 0x00, green: 0x66, blue: 0xFF), "the outline (blue50)")
            keepShot(gallery.window, "inspector-margin-light")

            // A part with padding: the gallery page box pads its content 40 px at the sides.
            let column = page.descendants { gtk_widget_has_css_class($0, "gallery-page") != 0 }.first!
            let columnBox = bounds(column, in: overlay)
            let paddingPoint = (x: columnBox.minX + 20, y: box.minY - 30)
            XCTAssertEqual(StyleBox.of(column).padding.left, 40)
            let plain = try WidgetCapture.texture(of: overlay)
            let spot = screenPoint(column, fx: 0, fy: 0, dx: 20, dy: box.minY - 30 - columnBox.minY)
            XDoTool.move(x: spot.x, y: spot.y)
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.hovered == column }, timeout: 3), "the page box under its own padding")
            let padded = try WidgetCapture.texture(of: overlay)
            assertClose(pixel(padded, paddingPoint), composite(InspectorPalette.padding, over: pixel(plain, paddingPoint)), "the padding band")
        }
    }

    /// A click pins the part and never reaches the cell (its onTap stays silent, while with the
    /// inspector off the same click taps it); hovering another part then shows the distances
    /// between the two, as GTK's bounds give them; a second click unpins.
    func testAClickPinsWithoutReachingThePageAndMeasuresTheDistanceToAnotherPart() {
        onMain {
            let gallery = open("listcell-custom")
            defer { end(gallery) }
            var taps = 0
            let observation = gallery.model.events.observe { if $0.name == "onTap" { taps += 1 } }
            defer { gallery.model.events.stopObserving(observation) }
            let page = page(gallery), leading = page.descendant(ListCellPart.leading)!, label = page.descendant(ListCellPart.label)!
            // The leading icon: the innermost widget of the leading slot.
            var icon = leading
            while let child = gtk_widget_get_first_child(icon) { icon = child }
            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.isActive }, timeout: 2))
            XCTAssertTrue(hover(icon, gallery), "over the leading icon")
            let point = screenPoint(icon)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(gallery.panels.inspector.pinned, icon, "the click pins the part")
            MainLoop.assertStaysTrue(for: 0.3, { taps == 0 }, "the cell did not get the click")
            let card = gallery.panels.inspector.card
            XCTAssertEqual(card.text(.part), PartReading.partName(icon))
            XCTAssertTrue(card.text(.hint).hasPrefix("Pinned"))

            XCTAssertTrue(hover(label, gallery))
            XCTAssertTrue(MainLoop.run(until: { card.shows(.horizontal) }, timeout: 2), "hovering another part measures")
            let a = bounds(icon, in: canvas(gallery)), b = bounds(label, in: canvas(gallery))
            XCTAssertEqual(card.text(.part), PartReading.partName(icon), "the card still reads the pinned part")
            XCTAssertEqual(card.text(.measured), ListCellPart.label.rawValue)
            XCTAssertEqual(card.text(.horizontal), "\(Int(b.minX - a.maxX)) px", "the gap from the leading icon to the label")
            let vertical = [abs(b.minY - a.minY), abs(b.maxY - a.maxY)].filter { $0 > 0 }.map { "\(PartReport.px($0)) px" }
            XCTAssertEqual(card.text(.vertical), vertical.isEmpty ? "0 px" : vertical.joined(separator: " · "), "side by side: the edges' offsets")
            XCTAssertEqual(gallery.panels.inspector.scene.distances?.horizontal.first?.length, b.minX - a.maxX)
            keepShot(gallery.window, "inspector-measure-light")

            let labelPoint = screenPoint(label)
            XDoTool.click(x: labelPoint.x, y: labelPoint.y)
            XCTAssertNil(gallery.panels.inspector.pinned, "a second click unpins")
            XCTAssertEqual(card.text(.part), ListCellPart.label.rawValue, "the card follows the pointer again")
            MainLoop.assertStaysTrue(for: 0.3, { taps == 0 }, "neither click reached the cell")

            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { !gallery.panels.inspector.isActive }, timeout: 2))
            XDoTool.click(x: labelPoint.x, y: labelPoint.y)
            XCTAssertTrue(MainLoop.run(until: { taps == 1 }, timeout: 2), "with the inspector off the click taps the cell")
        }
    }

    /// Escape unpins a pinned part, and with nothing pinned turns the inspector off: nothing is
    /// drawn and the card is gone.
    func testEscapeUnpinsThenTurnsTheInspectorOff() {
        onMain {
            let gallery = open("listcell-basic")
            defer { end(gallery) }
            let label = page(gallery).descendant(ListCellPart.label)!
            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.isActive }, timeout: 2))
            XCTAssertTrue(hover(label, gallery))
            let point = screenPoint(label)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertEqual(gallery.panels.inspector.pinned, label)
            XDoTool.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.pinned == nil }, timeout: 2), "Escape unpins")
            XCTAssertTrue(gallery.panels.inspector.isActive, "and leaves the inspector on")
            XCTAssertEqual(gallery.panels.inspector.hovered, label, "the part under the pointer is inspected again")
            XDoTool.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !gallery.panels.inspector.isActive }, timeout: 2), "a second Escape turns it off")
            XCTAssertFalse(gtk_toggle_button_get_active(cast(gallery.panels.inspector.toggle)) != 0)
            XCTAssertFalse(gtk_widget_get_visible(gallery.panels.inspector.card.widget) != 0, "the card is gone")
            XCTAssertEqual(gallery.panels.inspector.scene, InspectorScene(), "nothing is drawn")
        }
    }

    /// Right to left, in the dark scheme, in a narrow window: the outline is the part's bounds
    /// (mirrored), the tokens are the dark ones, and the card sits before the pointer and inside
    /// the page area wherever the pointer is.
    func testRightToLeftDarkAndNarrowTheCardStaysInsideThePage() {
        onMain {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            let gallery = open("listcell-custom", theme: .dark, width: 420, height: 520)
            defer { end(gallery) }
            XCTAssertTrue(MainLoop.run(until: { gallery.isCollapsed }, timeout: 3), "the page fills the narrow window")
            let page = page(gallery), label = page.descendant(ListCellPart.label)!, leading = page.descendant(ListCellPart.leading)!
            XCTAssertGreaterThan(bounds(leading, in: page).minX, bounds(label, in: page).minX, "the leading slot is on the right")
            XDoTool.key("ctrl+shift+m")
            XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.isActive }, timeout: 2))
            XCTAssertTrue(hover(label, gallery))
            let card = gallery.panels.inspector.card
            XCTAssertTrue(MainLoop.run(until: { card.text(.part) == ListCellPart.label.rawValue }, timeout: 2))
            let ink = StyleReadback.color(of: label)
            XCTAssertTrue(card.text(.text).hasSuffix(ink.hexString))
            let token = Color.Semantic(rawValue: String(card.text(.text).prefix { $0 != " " }))
            XCTAssertEqual(token?.resolved(in: .dark).hexString, ink.hexString, "the token's dark value")
            XCTAssertNotEqual(token?.resolved(in: .light).hexString, ink.hexString)
            XCTAssertEqual(gallery.panels.inspector.scene.hovered?.border, bounds(label, in: canvas(gallery)))
            XCTAssertEqual(card.text(.contrast), contrastText(contrast(of: label)!, of: label))
            let overlay = gallery.panels.inspector.widget
            let area = InspectorRect(x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)), height: Double(gtk_widget_get_height(overlay)))
            @MainActor func assertInside(_ what: String) {
                MainLoop.waitForFrames(overlay, 2)  // the card measured, placed and laid out
                guard let frame = gallery.panels.inspector.cardFrame else { return XCTFail("no card placed (\(what))") }
                XCTAssertEqual(bounds(card.widget, in: overlay), frame, "the card is where it was placed (\(what))")
                XCTAssertTrue(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= area.maxX && frame.maxY <= area.maxY,
                              "\(frame) inside \(area) (\(what))")
            }
            assertInside("over the label")
            let pointer = bounds(label, in: overlay)
            if let frame = gallery.panels.inspector.cardFrame, pointer.midX - 16 - frame.width >= 8 {
                XCTAssertLessThan(frame.maxX, pointer.midX, "right to left the card sits before (left of) the pointer")
            }
            keepShot(gallery.window, "inspector-rtl-dark")
            // Near the page area's far corners the card flips to stay inside.
            for (fx, fy) in [(0.02, 0.98), (0.98, 0.98), (0.98, 0.02)] {
                let spot = screenPoint(overlay, fx: fx, fy: fy)
                XDoTool.move(x: spot.x, y: spot.y)  // handled: the inspector has read what is under the pointer
                if gallery.panels.inspector.hovered != nil { assertInside("at \(fx), \(fy)") }
            }
        }
    }

    /// Everything the inspector made dies with its window: the overlay, the drawing, the card
    /// and its labels, the toggle, and the Swift objects.
    func testTheInspectorIsFreedWithItsWindow() {
        onMain {
            weak var inspector: TokenInspector?
            var widgets: [WeakObject<WidgetPointer>] = []
            do {
                let gallery = open("listcell-custom")
                inspector = gallery.panels.inspector
                XDoTool.key("ctrl+shift+m")
                XCTAssertTrue(MainLoop.run(until: { gallery.panels.inspector.isActive }, timeout: 2))
                let label = page(gallery).descendant(ListCellPart.label)!
                XCTAssertTrue(hover(label, gallery))
                let point = screenPoint(label)
                XDoTool.click(x: point.x, y: point.y)
                XCTAssertNotNil(gallery.panels.inspector.pinned)
                widgets = ([gallery.panels.inspector.widget, gallery.panels.inspector.toggle, canvas(gallery)]
                    + gallery.panels.inspector.card.widget.descendants { _ in true }).map { WeakObject($0) }
                end(gallery)
            }
            MainLoop.drain()
            XCTAssertEqual(widgets.compactMap(\.pointer).map(\.typeName), [], "every widget is finalized with its window")
            XCTAssertNil(inspector, "the TokenInspector is freed")
        }
    }
}
