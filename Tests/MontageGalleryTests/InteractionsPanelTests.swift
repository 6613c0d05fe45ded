import GalleryTestSupport
import MontagePlayer
@testable import MontageGallery
@_spi(Testing) import MontageGtk

/// The Interactions panel, driven as a person would (real clicks on its buttons and rows): a
/// story's steps are listed and none runs on opening; Play runs them all with real input on a
/// page built afresh; a row replays the story up to it; a failure shows its message, its part
/// and the window it left, and skips the rest.
final class InteractionsPanelTests: MontageTestCase, @unchecked Sendable {
    private static let story = """
        Story("가입") {
            TextField(text: "").label("이름")
            ListCell(label: "알림 받기").trailingResources([.switch(checked: false, onSelect: { _ in })])
        } steps: {
            type("김티드", into: .field("이름"))
            expect(.field("이름"), .value("김티드"))
            click(.switch("알림 받기"))
            expect(.event("switch onSelect", value: "true"))
        }

        """

    private func folder(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-steps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        try text.write(toFile: url.path + "/signup.swift", atomically: false, encoding: .utf8)
        return url.path
    }

    /// The gallery on the story `id` of `folder`, with the keyboard and the Steps panel shown.
    @MainActor
    private func openWithSteps(_ id: String, folder: String) -> GalleryWindow {
        let (gallery, _) = openGallery(id, storyFolder: folder)
        let title = String(cString: gtk_window_get_title(cast(gallery.window)))
        XCTAssertTrue(XDoTool.focus(gallery.window, title: title))
        Gtk.ToggleButton(gallery.header.interactionsToggle).isActive = true
        MainLoop.waitUntilSettled(gallery.window)
        return gallery
    }

    @MainActor
    private func rowLabels(_ gallery: GalleryWindow, count: Int) -> [String] {
        (1...count).compactMap { gallery.window.descendant(InteractionsPart.row($0)).map { AccessibleReading.name($0).text } }
    }

    @MainActor
    private func fieldValue(_ gallery: GalleryWindow, _ id: String) throws -> String {
        let page = try XCTUnwrap(gallery.page(of: id))
        return Gtk.Editable(try PartFinder.find(PartLocator(.field, "이름"), in: page)).text
    }

    func testStepsAreListedNotRunAndPlayAndARowReplayThemWithRealInput() throws {
        let folder = try folder(Self.story)
        try onMain {
            let id = "file-signup-가입"
            let gallery = openWithSteps(id, folder: folder)
            XCTAssertEqual(rowLabels(gallery, count: 4), [
                "Step 1, to play: type(\"김티드\", into: .field(\"이름\"))", "Step 2, to play: expect(.field(\"이름\"), .value(\"김티드\"))",
                "Step 3, to play: click(.switch(\"알림 받기\"))", "Step 4, to play: expect(.event(\"switch onSelect\", value: \"true\"))",
            ])
            XCTAssertEqual(try fieldValue(gallery, id), "", "showing the steps ran none")

            let status = try XCTUnwrap(gallery.window.descendant(InteractionsPart.status))
            try XCTUnwrap(gallery.page(of: id)).classes(["as-opened"])
            XDoTool.click(try XCTUnwrap(gallery.window.descendant(InteractionsPart.play)))
            MainLoop.wait(until: { Gtk.Label(status).text == "All 4 steps passed." }, timeout: 30, "Play runs every step: \(Gtk.Label(status).text)")
            XCTAssertFalse(try XCTUnwrap(gallery.page(of: id)).hasClass("as-opened"), "Play builds the page afresh")
            XCTAssertEqual(try fieldValue(gallery, id), "김티드", "typed with real keys, Hangul through the input method")
            XCTAssertTrue(rowLabels(gallery, count: 4).allSatisfy { $0.hasPrefix("Step") && $0.contains(", passed: ") }, "\(rowLabels(gallery, count: 4))")

            // A row replays the story up to it, on a fresh page.
            try XCTUnwrap(gallery.page(of: id)).classes(["played"])
            XDoTool.click(try XCTUnwrap(gallery.window.descendant(InteractionsPart.row(2))))
            MainLoop.wait(until: { Gtk.Label(status).text == "2 of 4 steps played." }, timeout: 30, "the row replays through step 2: \(Gtk.Label(status).text)")
            XCTAssertFalse(try XCTUnwrap(gallery.page(of: id)).hasClass("played"), "the row builds the page afresh")
            let labels = rowLabels(gallery, count: 4)
            XCTAssertTrue(labels[0].contains(", passed: ") && labels[1].contains(", passed: "), "\(labels)")
            XCTAssertTrue(labels[2].contains(", to play: ") && labels[3].contains(", to play: "), "\(labels)")
            XCTAssertEqual(try fieldValue(gallery, id), "김티드")
        }
    }

    func testAFailedStepShowsItsMessagePartAndCaptureAndSkipsTheRest() throws {
        let folder = try folder(Self.story.replacing(".value(\"김티드\")", with: ".value(\"다른 이름\")"))
        try onMain {
            let id = "file-signup-가입"
            let gallery = openWithSteps(id, folder: folder)
            let status = try XCTUnwrap(gallery.window.descendant(InteractionsPart.status))
            XDoTool.click(try XCTUnwrap(gallery.window.descendant(InteractionsPart.play)))
            MainLoop.wait(until: { Gtk.Label(status).text == "1 of 4 steps passed; step 2 failed." }, timeout: 30, "step 2 fails: \(Gtk.Label(status).text)")
            let labels = rowLabels(gallery, count: 4)
            XCTAssertTrue(labels[1].contains(", failed: "), "\(labels)")
            XCTAssertTrue(labels[2].contains(", skipped: ") && labels[3].contains(", skipped: "), "\(labels)")
            let failure = try XCTUnwrap(gallery.window.descendant(InteractionsPart.failure))
            XCTAssertTrue(failure.isMapped)
            let texts = failure.descendants { $0.isA(Gtk.Label.gType) }.map { Gtk.Label($0).text }
            XCTAssertTrue(texts.contains("expected field \"이름\" .value(\"다른 이름\"): its value is \"김티드\""), "\(texts)")
            XCTAssertTrue(texts.contains { $0.hasPrefix("text-box \"이름\"") }, "the part as a screen reader reads it: \(texts)")
            let capture = try XCTUnwrap(gallery.window.descendant(InteractionsPart.failureCapture))
            XCTAssertNotNil(Gtk.Picture(capture).paintable, "the window as the step left it")
        }
    }
}
