import GalleryTestSupport
import MontagePlayer
import MontageStories
import GtkKitInput
@testable import MontageGallery
@_spi(Testing) import MontageGtk

/// The recorder, driven as a person would: Record, then real clicks, Hangul typed with real
/// keys, a swipe and a right click's expectation become steps (the part clicked by role and
/// name, the typing one step); Save writes them into the file that gives the story its steps;
/// Play runs them back, on a page built afresh, to the same end.
final class RecorderTests: MontageTestCase, @unchecked Sendable {
    private func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        try "import Montage\n\nSteps(\"scenario-deliveries\") {\n}\n".write(toFile: url.path + "/deliveries.swift", atomically: false, encoding: .utf8)
        return url.path
    }

    /// What the deliveries page shows: the search field's text and its rows' names.
    @MainActor
    private func endState(_ gallery: GalleryWindow) throws -> (search: String, rows: [String]) {
        let page = try XCTUnwrap(gallery.page(of: "scenario-deliveries"))
        let search = Gtk.Editable(try PartFinder.find(PartLocator(.field, "검색"), in: page)).text
        let list = try PartFinder.find(PartLocator(.list, "배송 목록"), in: page)
        let rows = list.children.filter(\.isVisible).map { AccessibleReading.name($0).text }
        return (search, rows)
    }

    @MainActor
    private func statusText(_ gallery: GalleryWindow) -> String {
        gallery.window.descendant(InteractionsPart.status).map { Gtk.Label($0).text } ?? ""
    }

    func testARecordedSessionSavesAndPlaysBackToTheSameEnd() throws {
        let folder = try folder()
        try onMain {
            let (gallery, model) = openGallery("scenario-deliveries", storyFolder: folder, watching: true)
            let title = String(cString: gtk_window_get_title(cast(gallery.window)))
            XCTAssertTrue(XDoTool.focus(gallery.window, title: title))
            Gtk.ToggleButton(gallery.header.interactionsToggle).isActive = true
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(statusText(gallery), "This story has no steps. Record some, or give them in its file: steps: { … }, or Steps(\"id\") { … }.")

            let record = try XCTUnwrap(gallery.window.descendant(InteractionsPart.record))
            let recordAt = screenPoint(record)
            XDoTool.click(x: recordAt.x, y: recordAt.y)
            MainLoop.wait(until: { self.statusText(gallery).hasPrefix("Recording") }, timeout: 10, "recording starts: \(statusText(gallery))")
            MainLoop.waitUntilSettled(gallery.window)
            var page = try XCTUnwrap(gallery.page(of: "scenario-deliveries"))

            // A click into the search field and Hangul typed with real keys: one step each.
            let field = screenPoint(try PartFinder.find(PartLocator(.field, "검색"), in: page))
            XDoTool.click(x: field.x, y: field.y)
            // Hangul typed as keys through the X server (xdotool's keymap changes race GTK's reading of them).
            let input = try SyntheticInput.open()
            var typed = false
            Task { @MainActor in
                await input.type("이어폰")
                typed = true
            }
            MainLoop.wait(until: { typed }, timeout: 5, "the keys are typed")
            XDoTool.sync()
            // A swipe on the row, then its delete button.
            let row = try PartFinder.find(PartLocator(.cell, "무선 노이즈캔슬링 이어폰"), in: page)
            let start = screenPoint(row, fx: 0.7)
            XDoTool.press(x: start.x, y: start.y)
            for step in 1...8 { XDoTool.move(x: start.x - 160 * step / 8, y: start.y) }
            XDoTool.release()
            MainLoop.run(for: 0.4, "the row snaps open")
            let delete = try PartFinder.find(PartLocator(.button, "무선 노이즈캔슬링 이어폰 삭제하기"), in: page)
            MainLoop.waitForFrames(delete)
            let deleteAt = screenPoint(delete)
            XDoTool.click(x: deleteAt.x, y: deleteAt.y)
            // A right click on the field offers what holds of it; its value is chosen.
            // The deletion moved the focus down the list, and the page with it: back to the top.
            Gtk.ScrolledWindow(page).vertical?.value = 0
            MainLoop.waitUntilSettled(gallery.window)
            let fieldNow = screenPoint(try PartFinder.find(PartLocator(.field, "검색"), in: page))
            XDoTool.move(x: fieldNow.x, y: fieldNow.y)
            XDoTool.run(["click", "3"])
            XDoTool.sync()
            let menu = try XCTUnwrap(gallery.window.descendants { $0.isNamed(InteractionsPart.expectations) }.first ?? page.descendant(InteractionsPart.expectations))
            let items = menu.descendants { $0.isA(Gtk.Button.gType) }
            XCTAssertEqual(items.first.map { String(cString: gtk_button_get_label(cast($0))) }, "expect(.field(\"검색\"), .value(\"이어폰\"))")
            let item = try XCTUnwrap(items.first)
            MainLoop.waitForFrames(item)
            // The menu is a popover, a surface of its own: its point on the screen is the input's to say.
            let itemAt = try XCTUnwrap(input.screenPoint(10, 10, of: item))
            XDoTool.click(x: itemAt.x, y: itemAt.y)
            XDoTool.click(x: recordAt.x, y: recordAt.y)

            let recorded = (1...5).compactMap { gallery.window.descendant(InteractionsPart.row($0)) }
                .map { $0.tooltipText ?? "" }
            XCTAssertEqual(recorded, [
                "click(.field(\"검색\"))", "type(\"이어폰\", into: .field(\"검색\"))", "drag(.cell(\"무선 노이즈캔슬링 이어폰\"), x: -160)",
                "click(.button(\"무선 노이즈캔슬링 이어폰 삭제하기\"))", "expect(.field(\"검색\"), .value(\"이어폰\"))",
            ])
            let recordedEnd = try endState(gallery)
            XCTAssertEqual(recordedEnd.search, "이어폰")
            XCTAssertFalse(recordedEnd.rows.contains { $0.hasPrefix("무선 노이즈캔슬링 이어폰") }, "\(recordedEnd.rows)")

            // Save writes them into the file that gives the story its steps.
            XDoTool.clickWhenPainted(try XCTUnwrap(gallery.window.descendant(InteractionsPart.save)))
            MainLoop.wait(until: { self.statusText(gallery) == "Saved the steps in deliveries.swift" }, timeout: 5, "saved: \(statusText(gallery))")
            let saved = try String(contentsOfFile: folder + "/deliveries.swift", encoding: .utf8)
            XCTAssertEqual(saved, """
                import Montage

                Steps("scenario-deliveries") {
                    click(.field("검색"))
                    type("이어폰", into: .field("검색"))
                    drag(.cell("무선 노이즈캔슬링 이어폰"), x: -160)
                    click(.button("무선 노이즈캔슬링 이어폰 삭제하기"))
                    expect(.field("검색"), .value("이어폰"))
                }

                """)
            MainLoop.wait(until: { model.folders.steps(for: "scenario-deliveries").count == 5 }, timeout: 5, "the folder reads the saved steps")

            // Played back on a page built afresh, the steps reach the same end.
            XDoTool.clickWhenPainted(try XCTUnwrap(gallery.window.descendant(InteractionsPart.play)))
            MainLoop.wait(until: { self.statusText(gallery) == "All 5 steps passed." }, timeout: 60, "played back: \(statusText(gallery))")
            page = try XCTUnwrap(gallery.page(of: "scenario-deliveries"))
            let playedEnd = try endState(gallery)
            XCTAssertEqual(playedEnd.search, recordedEnd.search)
            XCTAssertEqual(playedEnd.rows, recordedEnd.rows)
        }
    }
}
