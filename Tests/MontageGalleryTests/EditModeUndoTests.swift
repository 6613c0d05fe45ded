import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Seed 004's edit mode as a person uses it: deleting is undone with Ctrl+Z or the toast (the
/// shared one of the deliveries), Reset brings the sample back, and the enabled 삭제 (n) looks
/// enabled (the spec's negative button), unlike the disabled one.
final class EditModeUndoTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func openPage(_ scheme: ColorScheme = .light) -> (page: WidgetPointer, screen: EditModeScreen, window: WidgetPointer) {
        let (page, window) = presentStory(EditModeStory.story, scheme: scheme, width: 520)
        let screen = Retention.owner(of: page.descendant(ListBehaviorsPart.editMode)!) as! EditModeScreen
        XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
        return (page, screen, window)
    }

    /// Chooses `rows` and deletes them with clicks, each waited for (a loaded machine is slow).
    @MainActor
    private func chooseAndDelete(_ rows: [Int], in screen: EditModeScreen) {
        if !screen.model.isEditing {
            XDoTool.click(screen.editButton.widget)
            XCTAssertTrue(MainLoop.run(until: { screen.model.isEditing }, timeout: 2))
        }
        for row in rows {
            let chosen = screen.model.chosen.count
            XDoTool.click(screen.list.rows[row].widget)
            XCTAssertTrue(MainLoop.run(until: { screen.model.chosen.count == chosen + 1 }, timeout: 2), "row \(row) chosen")
        }
        let count = screen.model.items.count
        XDoTool.click(screen.deleteButton.widget)
        XCTAssertTrue(MainLoop.run(until: { screen.model.items.count == count - rows.count }, timeout: 2), "deleted")
    }

    func testCtrlZOrTheToastUndoesADeletion() {
        onMain {
            let (_, screen, window) = openPage()
            chooseAndDelete([1, 3], in: screen)
            XCTAssertEqual(screen.model.items, ["장보기 목록", "읽을 책", "회의 메모", "선물 아이디어"])
            XCTAssertTrue(screen.toast.isShown, "a toast offers to undo")
            XCTAssertEqual(screen.toast.text, "항목 2개를 삭제했어요")
            let focus = gtk_window_get_focus(cast(window))
            XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, screen.widget) != 0 } ?? false, "the focus stays on the screen")
            XDoTool.key("ctrl+z")
            XCTAssertEqual(screen.model.items, EditModeStory.items, "Ctrl+Z put both back in their places")
            XCTAssertEqual(screen.list.rows.map(\.cell.label), EditModeStory.items)
            XCTAssertFalse(screen.toast.isShown)

            chooseAndDelete([0], in: screen)
            XCTAssertEqual(screen.toast.text, "‘장보기 목록’을 삭제했어요")
            MainLoop.waitUntilShown(screen.toast.action)
            XDoTool.click(screen.toast.action)
            XCTAssertEqual(screen.model.items, EditModeStory.items, "the toast's 실행 취소 put it back")
        }
    }

    func testResetBringsTheSampleBack() throws {
        try onMain {
            let (page, screen, _) = openPage()
            chooseAndDelete([0, 1, 2], in: screen)
            chooseAndDelete([0, 1, 2], in: screen)
            XCTAssertTrue(screen.model.items.isEmpty, "\(screen.model.items), chosen \(screen.model.chosen)")
            XDoTool.click(try XCTUnwrap(page.descendant(ListBehaviorsPart.resetSample)))
            XCTAssertEqual(screen.model.items, EditModeStory.items)
            XCTAssertEqual(screen.list.rows.map(\.cell.label), EditModeStory.items)
            XCTAssertFalse(screen.model.isEditing, "out of edit mode")
            XCTAssertFalse(screen.toast.isShown)
            XDoTool.key("ctrl+z")
            XCTAssertEqual(screen.model.items, EditModeStory.items, "nothing left to undo after a reset")
        }
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
