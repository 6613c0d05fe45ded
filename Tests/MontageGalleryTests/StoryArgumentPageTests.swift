import GalleryTestSupport
@testable import MontageCatalog
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// A story's arguments on its page: a control each, above the components; the control and the
/// story's own closures change the value both ways; the Code panel declares them; `--arg` sets
/// them from the command line, for the window and for captures.
final class StoryArgumentPageTests: MontageTestCase, @unchecked Sendable {
    static let story = """
        Story("알림", section: "Docs") {
            ListCell(label: "알림 받기")
            .trailingResources([.switch(checked: isOn, onSelect: { isOn = $0 })])
        }
        """

    private func folder(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-arguments-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try text.write(toFile: url.path + "/docs.swift", atomically: false, encoding: .utf8)
        addTeardownBlock {
            try? FileManager.default.removeItem(at: url)
        }
        return url.path
    }

    func testTheControlAndTheStorysClosureChangeTheArgumentBothWays() throws {
        let folder = try folder(Self.story)
        try onMain {
            let id = "file-docs-알림"
            let (gallery, model) = openGallery(id, storyFolder: folder)
            let page = try XCTUnwrap(gallery.window.descendant(WindowPart.page(id)))
            XCTAssertNil(page.descendant(FileStoryPart.diagnostics), "a note is no problem on the page")
            let arguments = try XCTUnwrap(page.descendant(FileStoryPart.arguments))
            let control = try XCTUnwrap(arguments.descendant(PlaygroundPart.control("isOn")))
            let row = try XCTUnwrap(page.descendants { $0.isA(gtk_list_box_row_get_type()) }.first)
            let cellSwitch = try XCTUnwrap(row.descendants { $0.isA(gtk_switch_get_type()) }.first)
            XCTAssertFalse(Gtk.Switch(control).isActive)
            XCTAssertFalse(Gtk.Switch(cellSwitch).isActive)

            // The story's closure ({ isOn = $0 }) sets the argument: its control follows.
            Gtk.Switch(cellSwitch).isActive = true
            MainLoop.wait(until: { Gtk.Switch(control).isActive }, timeout: 5, "the control follows the closure")
            XCTAssertTrue(StoryCode.code(for: try XCTUnwrap(model.story(id: id)), page: page).hasPrefix("@State private var isOn = true"))

            // The control sets it: the cell's switch follows, in place.
            Gtk.Switch(control).isActive = false
            MainLoop.wait(until: { !Gtk.Switch(cellSwitch).isActive }, timeout: 5, "the cell follows the control")
            XCTAssertEqual(page.descendants { $0.isA(gtk_list_box_row_get_type()) }.first, row, "updated, not rebuilt")
            XCTAssertTrue(StoryCode.code(for: try XCTUnwrap(model.story(id: id)), page: page).hasPrefix("@State private var isOn = false"))
            end(gallery)
        }
    }

    func testArgCapturesTheStoryWithTheValueGiven() throws {
        let folder = try folder(Self.story)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("montage-arguments-out-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: output) }
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
        var captures: [Data] = []
        for value in ["false", "true"] {
            let run = ChildProcess.run(gallery, ["--stories", folder, "--story", "file-docs-알림", "--theme", "light", "--screenshot", output + value, "--arg", "isOn=\(value)"],
                                       timeout: 120)
            XCTAssertEqual(run.status, 0, run.stderrText)
            captures.append(try Data(contentsOf: URL(fileURLWithPath: output + value + "/file-docs-알림-light.png")))
            addTeardownBlock { try? FileManager.default.removeItem(atPath: output + value) }
        }
        XCTAssertNotEqual(captures[0], captures[1], "the switch and its control show the value given")
        let plain = ChildProcess.run(gallery, ["--stories", folder, "--story", "file-docs-알림", "--theme", "light", "--screenshot", output + "plain"], timeout: 120)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: output + "plain") }
        XCTAssertEqual(plain.status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output + "plain/file-docs-알림-light.png")), captures[0], "false is the argument's first value")
    }

    /// A doc example typed into a playground, its variable included, shows: the argument's note
    /// does not stop it, and the cell takes the argument's first value.
    func testAPlaygroundTakesCodeWithAnArgument() throws {
        try onMain {
            let page = ListCellPlayground.story.build(.unheard())
            present(page, width: 1000)
            let editor = try XCTUnwrap(page.descendant(ControlPart.codeEditor))
            let buffer = gtk_text_view_get_buffer(cast(editor))!
            gtk_text_buffer_set_text(buffer, "ListCell(label: \"알림 받기\")\n    .trailingResources([.switch(checked: isOn, onSelect: { isOn = $0 })])", -1)
            let preview = try XCTUnwrap(page.descendant(PlaygroundPart.previewCanvas))
            let labels = { preview.descendants { $0.isA(Gtk.Label.gType) }.map { Gtk.Label($0).text } }
            MainLoop.wait(until: { labels().contains("알림 받기") }, timeout: 5, "the preview takes the code")
            XCTAssertEqual(preview.descendants { $0.isA(gtk_switch_get_type()) }.count, 1)
            XCTAssertFalse(Gtk.Switch(try XCTUnwrap(preview.descendants { $0.isA(gtk_switch_get_type()) }.first)).isActive, "isOn starts false")
            XCTAssertEqual(page.descendant(ControlPart.codeProblems)?.children.count, 0, "the note is not shown as a problem")
        }
    }

    func testArgUsageErrors() {
        for (arguments, message) in [
            (["--arg", "isOn"], "--arg needs NAME=VALUE, not 'isOn'"),
            (["--arg", "=true"], "--arg needs NAME=VALUE, not '=true'"),
            (["--arg", "is on=true"], "--arg: 'is on' is not a name"),
            (["--arg", "isOn=true", "--arg", "isOn=false"], "--arg isOn is given twice"),
        ] {
            XCTAssertThrowsError(try GalleryOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, message)
            }
        }
        XCTAssertEqual(try GalleryOptions.parse(["--arg", "title=a=b", "--arg", "isOn=true"]).storyArguments, ["title": "a=b", "isOn": "true"])
    }
}
