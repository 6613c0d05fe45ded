import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Seed 004's edit mode: the enabled 삭제 (n) looks enabled (the spec's negative button), unlike
/// the disabled one. Choosing, deleting together, undoing by Ctrl+Z or the toast and Reset are
/// played by the player from resources/steps/behavior-edit-mode.swift (PlayCommandTests).
final class EditModeUndoTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func openPage(_ scheme: ColorScheme = .light) -> (page: WidgetPointer, screen: EditModeScreen, window: WidgetPointer) {
        let (page, window) = presentStory(EditModeStory.story, scheme: scheme, width: 520)
        let screen = Retention.owner(of: page.descendant(ListBehaviorsPart.editMode)!) as! EditModeScreen
        XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
        return (page, screen, window)
    }

    /// Enabled, 삭제 (n) is the spec's solid negative button (foregroundNegativeStrong on
    /// foregroundNegativePrimary × 0.12); disabled, the disabled colors: the two never look alike.
    func testTheEnabledDeleteButtonLooksEnabled() throws {
        try onMain {
            for scheme in ColorScheme.allCases {
                let (_, screen, window) = openPage(scheme)
                XDoTool.click(screen.editButton.widget)
                XCTAssertTrue(MainLoop.run(until: { screen.model.isEditing }, timeout: 2))
                let label = try XCTUnwrap(screen.deleteButton.widget.descendants { $0.isA(gtk_label_get_type()) }.first)
                XCTAssertTrue(gtk_widget_get_sensitive(screen.deleteButton.widget) == 0, "nothing chosen: disabled")
                XCTAssertTrue(StyleReadback.color(of: label).isClose(to: Color.Semantic.foregroundDisablePrimary.resolved(in: scheme)), "\(scheme)")
                XDoTool.click(screen.list.rows[1].widget)
                XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_sensitive(screen.deleteButton.widget) != 0 }, timeout: 2), "one chosen: enabled")
                XCTAssertEqual(String(cString: gtk_label_get_text(cast(label))), "삭제 (1)")
                XCTAssertTrue(StyleReadback.color(of: label).isClose(to: Color.Semantic.foregroundNegativeStrong.resolved(in: scheme)),
                              "\(scheme): enabled, its text is foregroundNegativeStrong, not \(StyleReadback.color(of: label))")
                // The capture waits for the frame that paints the enabled button.
                let capture = try WidgetCapture.texture(of: window)
                let box = RingProbe.bounds(of: screen.deleteButton.widget, in: window)
                let fill = capture.pixel(x: Int(box.origin.x) + 3, y: Int(box.origin.y + box.size.height / 2))
                XCTAssertGreaterThan(Int(fill.red) - Int(fill.green), 12, "\(scheme): a red fill, not grey: \(fill)")
                gtk_widget_set_visible(window, 0)  // out of the next scheme's way (the test's end destroys it)
            }
        }
    }
}
