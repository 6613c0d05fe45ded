import GalleryTestSupport
@testable import MontageCatalog
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Tokens → Colors copies a token from its swatch: a real click puts its name on the clipboard,
/// a right click its value in the scheme on screen, and the keyboard reaches the swatches and
/// does both; a badge over the chip confirms, then goes.
final class ColorsCopyTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func open(theme: GalleryOptions.ThemeChoice) -> GalleryWindow {
        let gallery = openGallery("tokens-colors", theme: theme)
        // Every family is built (after the first frame, a family a turn) and laid out.
        MainLoop.waitUntilSettled(gallery.window)
        XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
        return gallery
    }

    @MainActor
    private func clipboard(_ gallery: GalleryWindow) -> String? {
        ClipboardRead.text(gtk_widget_get_clipboard(gallery.window))
    }

    func testAClickCopiesTheNameAndARightClickTheValueInTheSchemeOnScreen() {
        onMain {
            let gallery = open(theme: .dark)
            defer { end(gallery) }
            var events: [String] = []
            let observation = gallery.model.events.observe { events.append($0.line) }
            defer { gallery.model.events.stopObserving(observation) }
            let button = gallery.window.descendant(TokensPart.swatch("foregroundNeutralPrimary"))!
            let copier = SwatchCopy.of(button)!
            XCTAssertEqual(AccessibleProbe.label(button), "Copy foregroundNeutralPrimary")
            XCTAssertNil(copier.confirmationText)
            let point = screenPoint(button)
            XDoTool.click(x: point.x, y: point.y)
            XCTAssertTrue(MainLoop.run(until: { copier.confirmationText != nil }, timeout: 2), "a click copies")
            XCTAssertEqual(clipboard(gallery), "foregroundNeutralPrimary")
            XCTAssertEqual(copier.confirmationText, "Name copied")
            guard let badge = button.descendant(TokensPart.swatchCopied) else { return XCTFail("no badge") }
            XCTAssertTrue(gtk_widget_get_mapped(badge) != 0, "the badge shows over the chip")
            keepShot(gallery.window, "colors-copied-dark")

            XDoTool.move(x: point.x, y: point.y)
            XDoTool.run(["click", "3"])
            XCTAssertTrue(MainLoop.run(until: { copier.confirmationText == "Value copied" }, timeout: 2), "a right click copies the value")
            XCTAssertEqual(clipboard(gallery), Color.Semantic.foregroundNeutralPrimary.resolved(in: .dark).hexString)
            XCTAssertEqual(clipboard(gallery), "#F7F7F8", "the dark value")
            XCTAssertEqual(events, ["tokens-colors › copy name: foregroundNeutralPrimary", "tokens-colors › copy value: #F7F7F8"])
            XCTAssertTrue(MainLoop.run(until: { copier.confirmationText == nil }, timeout: 3), "the badge goes after a moment")

            // A palette step, translucent values too.
            Theme.install(colorScheme: .light)
            let tertiary = gallery.window.descendant(TokensPart.swatch("foregroundNeutralTertiary"))!
            let spot = screenPoint(tertiary)
            XDoTool.move(x: spot.x, y: spot.y)
            XDoTool.run(["click", "3"])
            XCTAssertTrue(MainLoop.run(until: { SwatchCopy.of(tertiary)?.confirmationText != nil }, timeout: 2))
            XCTAssertEqual(clipboard(gallery), "#37383C9C", "a translucent value with its alpha, in the light scheme")
        }
    }

    func testTheKeyboardReachesTheSwatchesAndCopiesNameAndValue() {
        onMain {
            let gallery = open(theme: .light)
            defer { end(gallery) }
            XDoTool.key("Tab")  // from the story's row into the page
            let first = gallery.window.descendant(TokensPart.swatch("staticWhite"))!
            XCTAssertTrue(MainLoop.run(until: { gtk_widget_has_focus(first) != 0 }, timeout: 2),
                          "Tab reaches the first swatch, not \(gtk_window_get_focus(cast(gallery.window)).map(\.typeName) ?? "nothing")")
            XCTAssertTrue(gtk_widget_has_visible_focus(first) != 0, "with its focus ring")
            XDoTool.key("Return")
            XCTAssertTrue(MainLoop.run(until: { SwatchCopy.of(first)?.confirmationText == "Name copied" }, timeout: 2), "Enter copies the name")
            XCTAssertEqual(clipboard(gallery), "staticWhite")
            XDoTool.key("shift+F10")
            XCTAssertTrue(MainLoop.run(until: { SwatchCopy.of(first)?.confirmationText == "Value copied" }, timeout: 2), "Shift+F10 the value")
            XCTAssertEqual(clipboard(gallery), "#FFFFFF")
            let second = gallery.window.descendant(TokensPart.swatch("staticBlack"))!
            for _ in 0..<4 where gtk_widget_has_focus(second) == 0 { XDoTool.key("Tab") }
            XCTAssertTrue(gtk_widget_has_focus(second) != 0, "Tab goes on to the next swatch")
            XDoTool.key("Menu")
            XCTAssertTrue(MainLoop.run(until: { SwatchCopy.of(second)?.confirmationText == "Value copied" }, timeout: 2), "the Menu key copies the value")
            XCTAssertEqual(clipboard(gallery), "#000000")
        }
    }
}
